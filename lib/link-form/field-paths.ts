import type { FieldErrors } from '../api/errors';
import { emptyValues, type LinkFormValues } from './values';

/** Targeting shows its messages at its kind and rows, not at the value as a whole. */
type UnaddressedValue = 'targeting';

/**
 * Where a message shows in the link form: at the value of the same name (`alias`, `expiryDate`), or
 * for targeting by row position: `targetingKey.1` is the country/platform/language of row 1
 * (0-based), `targetingDestination.1` its destination; `targetingRows` carries messages about the
 * list as a whole.
 */
export type LinkFormField =
  | Exclude<keyof LinkFormValues, UnaddressedValue>
  | 'targetingKind'
  | 'targetingRows'
  | `targetingKey.${number}`
  | `targetingDestination.${number}`;

const VALUE_FIELDS: ReadonlySet<string> = new Set(Object.keys(emptyValues()));

function isValueField(name: string): name is Exclude<keyof LinkFormValues, UnaddressedValue> {
  return VALUE_FIELDS.has(name) && name !== 'targeting';
}

/** The fields shown above "More options"; every other field sits inside it. */
const ABOVE_MORE_OPTIONS: ReadonlySet<LinkFormField> = new Set<LinkFormField>([
  'destination',
  'spaceId',
  'alias',
  'privacy',
  'privacyPassword',
  'expiryStartDate',
  'expiryStartTime',
  'expiryDate',
  'expiryTime',
  'expiryClickLimit',
  'expiryRedirectUrl',
]);

/** Model path (`expiry.date`, `targeting.rules.1.destination`) → form field, or null when no field shows it. */
export function formFieldOf(path: string): LinkFormField | null {
  if (path === 'targeting' || path === 'targeting.kind') return 'targetingKind';
  if (path === 'targeting.rules') return 'targetingRows';
  // `pixelIds.2`: one of the chosen pixels; shown with the pixel list.
  if (/^pixelIds\.\d+$/.test(path)) return 'pixelIds';
  const row = /^targeting\.rules\.(\d+)(?:\.(\w+))?$/.exec(path);
  if (row) {
    const index = Number(row[1]);
    // A message about a whole row (no part named) is shown at its destination.
    return row[2] === undefined || row[2] === 'destination' ? `targetingDestination.${index}` : `targetingKey.${index}`;
  }
  // Every other field is the value its path names: `alias`, `expiry.date` → `expiryDate`.
  const field = path.replace(/\.(\w)/, (_, first: string) => first.toUpperCase());
  return isValueField(field) ? field : null;
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
  return !ABOVE_MORE_OPTIONS.has(field);
}
