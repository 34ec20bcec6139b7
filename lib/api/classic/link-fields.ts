import { t } from '../../i18n/messages';
import { PRIVACY_LEVELS, targetingRows, type Expiry, type Targeting, type TargetingKind } from '../model/link';
import { addClearable, type Pairs } from '../wire/pairs';
import { clearable, idList, levelOf, plain, refused } from '../wire/field-table';
import { reads, secret, type LinkFieldTable } from '../wire/link-table';
import { targetingOfRows, wireTarget } from '../wire/shared-records';
import { listOf, optionalWireCount, optionalWireInt, optionalWireText, wireFlag } from '../wire/values';
import { calendarDay, clockTime, wallClockOf } from '../wire/wall-clock';

/**
 * A link's fields in the classic dialect (see ../README.md, "The two dialects" and "Field tables"),
 * in the contract's order: the name each goes by, how it is written into a create or an update,
 * and how a record tells it back. Releases differ in their records ("Record variants"): the expiry
 * may be one `ends_at`, the rows may be absent or come as one list per kind, and secrets may be
 * left out. What a classic server would silently ignore (a window's start, the newer targeting
 * kinds) is refused before sending; pages do not offer it (`Capabilities`).
 */

/** The expiry's parts by the names they are sent, read and refused under. */
const EXPIRY_PARTS = {
  expiration_url: 'redirectUrl',
  expiration_date: 'date',
  expiration_time: 'time',
  expiration_clicks: 'clickLimit',
} as const satisfies Record<string, keyof Expiry>;

function writeExpiry(pairs: Pairs, expiry: Partial<Expiry>): void {
  if (expiry.startDate) throw refused('expiry.startDate', t('apiClassicNoStart'));
  for (const [wire, part] of Object.entries(EXPIRY_PARTS)) addClearable(pairs, wire, expiry[part]);
}

/** Servers may add seconds (`14:30:00`) or a time to a date (`2026-12-01 00:00:00`). */
function leading(value: string | null, length: number): string | null {
  return value === null ? null : value.slice(0, length);
}

const readExpiry = reads(
  {
    expiration_url: optionalWireText,
    expiration_date: optionalWireText,
    expiration_time: optionalWireText,
    /** ISO-8601, with or without an offset: the expiry date and time in one field. */
    ends_at: optionalWireText,
    expiration_clicks: optionalWireCount,
  },
  (record): { expiry: Expiry } => {
    // The end as two fields (the contract), or as one `ends_at` date-time (other releases).
    // A day that is none (`0000-00-00`, junk) is no expiry, and a time needs its day.
    const date = calendarDay(leading(record.expiration_date, 10));
    const end =
      record.expiration_date !== null
        ? { date, time: date === null ? null : clockTime(leading(record.expiration_time, 5)) }
        : wallClockOf(record.ends_at);
    return {
      // A classic expiry is an end only.
      expiry: {
        startDate: null,
        startTime: null,
        date: end.date,
        time: end.time,
        clickLimit: record.expiration_clicks,
        redirectUrl: record.expiration_url,
      },
    };
  },
);

/** `target_type` codes; language (3) fills the gap in the contract's numbering. */
const TARGET_TYPES: Partial<Record<TargetingKind, number>> = {
  none: 0,
  country: 1,
  platform: 2,
  language: 3,
  rotation: 4,
};
const KIND_BY_TYPE = new Map(Object.entries(TARGET_TYPES).map(([kind, type]) => [type, kind as TargetingKind]));

/** `target_type` plus the repeated group of that kind: `country[0][key]`, `country[0][value]`, … */
function writeTargeting(pairs: Pairs, targeting: Targeting): void {
  const type = TARGET_TYPES[targeting.kind];
  if (type === undefined) throw refused('targeting.kind', t('apiClassicNoTargetingKind'));
  pairs.push(['target_type', String(type)]);
  targetingRows(targeting).forEach((row, index) => {
    if (targeting.kind !== 'rotation') pairs.push([`${targeting.kind}[${index}][key]`, row.key]);
    pairs.push([`${targeting.kind}[${index}][value]`, row.destination]);
  });
}

/** `country.0.key` → `targeting.rules.0.country` (the group names the kind, whose rules are keyed by it). */
function targetingRowPath(_field: string, index: string | undefined, part: string | undefined, group: string): string {
  if (index === undefined) return 'targeting.rules';
  if (part === undefined) return `targeting.rules.${index}`;
  return `targeting.rules.${index}.${part === 'key' && group !== 'rotation' ? group : 'destination'}`;
}

/** Releases that keep one list of rows per kind instead of `targets`. */
const ROWS_LIST_BY_KIND: Partial<Record<TargetingKind, 'geo_target' | 'platform_target' | 'rotation_target'>> = {
  country: 'geo_target',
  platform: 'platform_target',
  rotation: 'rotation_target',
};

const readTargeting = reads(
  {
    target_type: optionalWireInt,
    targets: listOf(wireTarget),
    geo_target: listOf(wireTarget),
    platform_target: listOf(wireTarget),
    rotation_target: listOf(wireTarget),
  },
  (record) => {
    const kind = (record.target_type !== null ? KIND_BY_TYPE.get(record.target_type) : undefined) ?? 'none';
    const list = ROWS_LIST_BY_KIND[kind];
    const rows = record.targets.length === 0 && list ? record[list] : record.targets;
    return { targeting: targetingOfRows(kind, rows) };
  },
);

export const CLASSIC_LINK_FIELDS = {
  domainId: { ...plain('domain'), createOnly: true },
  destination: plain('url'),
  alias: plain('alias'),
  redirectPassword: secret('password', 'hasRedirectPassword'),
  spaceId: clearable('space'),
  pixelIds: idList('pixels'),
  disabled: {
    wire: 'disabled',
    write: (pairs, disabled, name) => pairs.push([name, disabled ? '1' : '0']),
    read: reads({ disabled: wireFlag }, (record) => ({ disabled: record.disabled })),
  },
  privacy: levelOf('privacy', PRIVACY_LEVELS),
  privacyPassword: secret('privacy_password', 'hasPrivacyPassword'),
  expiry: {
    write: writeExpiry,
    paths: Object.fromEntries(Object.entries(EXPIRY_PARTS).map(([wire, part]) => [wire, `expiry.${part}`])),
    read: readExpiry,
  },
  targeting: {
    write: writeTargeting,
    paths: {
      target_type: 'targeting.kind',
      country: targetingRowPath,
      platform: targetingRowPath,
      language: targetingRowPath,
      rotation: targetingRowPath,
    },
    read: readTargeting,
  },
} satisfies LinkFieldTable;
