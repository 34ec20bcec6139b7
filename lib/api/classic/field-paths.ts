/** 422 field names of the classic dialect → model paths, so messages land on the right form field. */

const LINK_FIELDS: Record<string, string> = {
  url: 'destination',
  domain: 'domainId',
  alias: 'alias',
  password: 'redirectPassword',
  space: 'spaceId',
  pixels: 'pixelIds',
  disabled: 'disabled',
  privacy: 'privacy',
  privacy_password: 'privacyPassword',
  expiration_url: 'expiry.redirectUrl',
  expiration_date: 'expiry.date',
  expiration_time: 'expiry.time',
  expiration_clicks: 'expiry.clickLimit',
  target_type: 'targeting.kind',
  // list filters (`space` and `domain` are filters too, with the same model names)
  search: 'search',
  by: 'searchIn',
  status: 'state',
  pixel: 'pixelId',
  sort: 'order',
  per_page: 'perPage',
  page: 'page',
};

const TARGET_KEY_NAMES: Record<string, string> = {
  country: 'country',
  platform: 'platform',
  language: 'language',
  rotation: 'destination',
};

export function linkModelPath(wireField: string): string {
  const [head = '', index, part] = wireField.split('.');
  if (head in TARGET_KEY_NAMES) {
    if (index === undefined) return 'targeting.rules';
    if (part === undefined) return `targeting.rules.${index}`;
    return `targeting.rules.${index}.${part === 'key' ? TARGET_KEY_NAMES[head] : 'destination'}`;
  }
  if (head === 'pixels' && index !== undefined) return `pixelIds.${index}`;
  return LINK_FIELDS[head] ?? wireField;
}

const SPACE_FIELDS: Record<string, string> = {
  name: 'name',
  color: 'color',
  search: 'search',
  sort: 'order',
  per_page: 'perPage',
  page: 'page',
};

export function spaceModelPath(wireField: string): string {
  return SPACE_FIELDS[wireField] ?? wireField;
}
