/** 422 field names of the current dialect → model paths, so messages land on the right form field. */

const LINK_FIELDS: Record<string, string> = {
  url: 'destination',
  domain_id: 'domainId',
  alias: 'alias',
  redirect_password: 'redirectPassword',
  space_id: 'spaceId',
  pixel_ids: 'pixelIds',
  privacy: 'privacy',
  password: 'privacyPassword',
  active_period_start_at: 'expiry.startDate',
  active_period_end_at: 'expiry.date',
  clicks_limit: 'expiry.clickLimit',
  expiration_url: 'expiry.redirectUrl',
  targets_type: 'targeting.kind',
  targets: 'targeting.rules',
  // list filters
  search: 'search',
  search_by: 'searchIn',
  pixel_id: 'pixelId',
  sort_by: 'order',
  sort: 'order',
  per_page: 'perPage',
  page: 'page',
};

/** `targets.3.key` → `targeting.rules.3.key` (the form shows a key message at the row's key, whatever the kind). */
export function linkModelPath(wireField: string): string {
  const [head = '', index, part] = wireField.split('.');
  if (head === 'targets' && index !== undefined) {
    return part === undefined
      ? `targeting.rules.${index}`
      : `targeting.rules.${index}.${part === 'key' ? 'key' : 'destination'}`;
  }
  if (head === 'pixel_ids' && index !== undefined) return `pixelIds.${index}`;
  return LINK_FIELDS[head] ?? wireField;
}

const SPACE_FIELDS: Record<string, string> = {
  name: 'name',
  color: 'color',
  search: 'search',
  sort_by: 'order',
  sort: 'order',
  per_page: 'perPage',
  page: 'page',
};

export function spaceModelPath(wireField: string): string {
  return SPACE_FIELDS[wireField] ?? wireField;
}
