import type { FieldErrors } from '../api/errors';

/**
 * Where a message shows in the link form. Targeting rows are addressed by position:
 * `targetingKey.1` is the country/platform/language of row 1 (0-based), `targetingDestination.1`
 * its destination; `targetingRows` carries messages about the list as a whole.
 */
export type LinkFormField =
  | 'destination'
  | 'spaceId'
  | 'alias'
  | 'privacy'
  | 'privacyPassword'
  | 'expiryStartDate'
  | 'expiryStartTime'
  | 'expiryDate'
  | 'expiryTime'
  | 'expiryClickLimit'
  | 'expiryRedirectUrl'
  | 'domainId'
  | 'pixelIds'
  | 'disabled'
  | 'redirectPassword'
  | 'targetingKind'
  | 'targetingRows'
  | `targetingKey.${number}`
  | `targetingDestination.${number}`;

const SIMPLE_PATHS: Record<string, LinkFormField> = {
  destination: 'destination',
  spaceId: 'spaceId',
  alias: 'alias',
  privacy: 'privacy',
  privacyPassword: 'privacyPassword',
  'expiry.startDate': 'expiryStartDate',
  'expiry.startTime': 'expiryStartTime',
  'expiry.date': 'expiryDate',
  'expiry.time': 'expiryTime',
  'expiry.clickLimit': 'expiryClickLimit',
  'expiry.redirectUrl': 'expiryRedirectUrl',
  domainId: 'domainId',
  pixelIds: 'pixelIds',
  disabled: 'disabled',
  redirectPassword: 'redirectPassword',
  targeting: 'targetingKind',
  'targeting.kind': 'targetingKind',
  'targeting.rules': 'targetingRows',
};

/** Model path (`expiry.date`, `targeting.rules.1.destination`) → form field, or null when no field shows it. */
export function formFieldOf(path: string): LinkFormField | null {
  const simple = SIMPLE_PATHS[path];
  if (simple) return simple;
  // `pixelIds.2`: one of the chosen pixels; shown with the pixel list.
  if (/^pixelIds\.\d+$/.test(path)) return 'pixelIds';
  const row = /^targeting\.rules\.(\d+)(?:\.(\w+))?$/.exec(path);
  if (!row) return null;
  const index = Number(row[1]);
  // A message about a whole row (no part named) is shown at its destination.
  return row[2] === undefined || row[2] === 'destination' ? `targetingDestination.${index}` : `targetingKey.${index}`;
}

export interface PlacedMessages {
  byField: Partial<Record<LinkFormField, string[]>>;
  /** Messages no field can show: for a summary at the top or bottom of the form. */
  formLevel: string[];
}

/** Sorts messages keyed by model path to the fields that show them. */
export function placeFieldErrors(errors: FieldErrors): PlacedMessages {
  const placed: PlacedMessages = { byField: {}, formLevel: [] };
  for (const [path, messages] of Object.entries(errors)) {
    const field = formFieldOf(path);
    const target = field === null ? placed.formLevel : (placed.byField[field] ??= []);
    for (const message of messages) if (!target.includes(message)) target.push(message);
  }
  return placed;
}

/** Form fields that live under "More options", so the disclosure can open when one has a message. */
export function isMoreOptionsField(field: LinkFormField): boolean {
  return (
    field === 'domainId' ||
    field === 'pixelIds' ||
    field === 'disabled' ||
    field === 'redirectPassword' ||
    field.startsWith('targeting')
  );
}
