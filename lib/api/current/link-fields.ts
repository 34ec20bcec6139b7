import { t } from '../../i18n/messages';
import { PRIVACY_LEVELS, targetingRows, type Expiry, type Targeting, type TargetedKind } from '../model/link';
import { clearable, idList, levelOf, plain, refused } from '../wire/field-table';
import { reads, secret, type LinkFieldTable } from '../wire/link-table';
import { addClearable, type Pairs } from '../wire/pairs';
import { targetingOfRows, wireTarget } from '../wire/shared-records';
import { listOf, optionalWireCount, optionalWireText } from '../wire/values';
import { wallClockOf } from '../wire/wall-clock';

/**
 * A link's fields in the current dialect (see ../README.md, "The two dialects" and "Field tables"):
 * the name each goes by, how it is written into a create or an update, how a record tells it back,
 * and the plan feature it needs. Only what the caller chose is sent: a current server's plan gates
 * fire on any field present, even at its default value.
 */

/** Targeting kinds as `targets_type` names them. */
const TARGETS_TYPES: Record<TargetedKind, string> = {
  continent: 'continents',
  country: 'countries',
  platform: 'operating_systems',
  browser: 'browsers',
  language: 'languages',
  device: 'devices',
  rotation: 'rotations',
};
const KIND_BY_TARGETS_TYPE = new Map(Object.entries(TARGETS_TYPES).map(([kind, type]) => [type, kind as TargetedKind]));

const twoDigits = (n: number) => String(n).padStart(2, '0');

/**
 * A local wall-clock date and time as ISO-8601 with the local offset at that moment, so the
 * server does not read it in the account's timezone.
 */
function withLocalOffset(date: string, time: string | null): string {
  const instant = new Date(`${date}T${time ?? '00:00'}:00`);
  const offsetMinutes = -instant.getTimezoneOffset();
  const sign = offsetMinutes >= 0 ? '+' : '-';
  const abs = Math.abs(offsetMinutes);
  return `${date}T${time ?? '00:00'}:00${sign}${twoDigits(Math.floor(abs / 60))}:${twoDigits(abs % 60)}`;
}

/**
 * The active window, then the click limit and the address after expiry. An end alone starts the
 * window now (forms send the link's existing start with a changed end); a start alone cannot be
 * sent (both or neither).
 */
function writeExpiry(pairs: Pairs, expiry: Partial<Expiry>): void {
  const { startDate, startTime, date, time } = expiry;
  if (date === null || (date === undefined && startDate === null)) {
    pairs.push(['active_period_start_at', ''], ['active_period_end_at', '']);
  } else if (date !== undefined) {
    const start = startDate ? withLocalOffset(startDate, startTime ?? null) : new Date().toISOString();
    pairs.push(['active_period_start_at', start], ['active_period_end_at', withLocalOffset(date, time ?? null)]);
  } else if (startDate !== undefined) {
    throw refused('expiry.date', t('apiExpiryEndRequired'));
  }
  addClearable(pairs, 'clicks_limit', expiry.clickLimit);
  addClearable(pairs, 'expiration_url', expiry.redirectUrl);
}

const readExpiry = reads(
  {
    /** ISO-8601 instants (UTC). */
    active_period_start_at: optionalWireText,
    active_period_end_at: optionalWireText,
    clicks_limit: optionalWireCount,
    expiration_url: optionalWireText,
  },
  (record): { expiry: Expiry } => {
    const start = wallClockOf(record.active_period_start_at);
    const end = wallClockOf(record.active_period_end_at);
    return {
      expiry: {
        startDate: start.date,
        startTime: start.time,
        date: end.date,
        time: end.time,
        // 0 means "no limit" on this dialect.
        clickLimit: record.clicks_limit === 0 ? null : record.clicks_limit,
        redirectUrl: record.expiration_url,
      },
    };
  },
);

function writeTargeting(pairs: Pairs, targeting: Targeting): void {
  if (targeting.kind === 'none') {
    pairs.push(['targets_type', '']);
    return;
  }
  pairs.push(['targets_type', TARGETS_TYPES[targeting.kind]]);
  targetingRows(targeting).forEach((row, index) => {
    if (targeting.kind !== 'rotation') pairs.push([`targets[${index}][key]`, row.key]);
    pairs.push([`targets[${index}][value]`, row.destination]);
  });
}

/** `targets.3.key` → `targeting.rules.3.key` (the form shows a key message at the row's key, whatever the kind). */
function targetingRowPath(_field: string, index: string | undefined, part: string | undefined): string {
  if (index === undefined) return 'targeting.rules';
  return part === undefined
    ? `targeting.rules.${index}`
    : `targeting.rules.${index}.${part === 'key' ? 'key' : 'destination'}`;
}

const readTargeting = reads({ targets_type: optionalWireText, targets: listOf(wireTarget) }, (record) => ({
  targeting: targetingOfRows(
    (record.targets_type !== null ? KIND_BY_TARGETS_TYPE.get(record.targets_type) : undefined) ?? 'none',
    record.targets,
  ),
}));

export const CURRENT_LINK_FIELDS = {
  // Required on create: the client fills in the account's default before validation.
  domainId: { ...plain('domain_id'), createOnly: true },
  destination: plain('url'),
  alias: plain('alias'),
  redirectPassword: { ...secret('redirect_password', 'hasRedirectPassword'), gate: 'password' },
  spaceId: { ...clearable('space_id'), gate: 'spaces' },
  pixelIds: { ...idList('pixel_ids'), gate: 'pixels' },
  // No disabled state on this dialect: never sent, and no link is disabled.
  disabled: { read: reads({}, () => ({ disabled: false })) },
  privacy: { ...levelOf('privacy', PRIVACY_LEVELS), gate: 'privacy' },
  /** The statistics password (`password` of the classic dialect is the one before redirect). */
  privacyPassword: { ...secret('password', 'hasPrivacyPassword'), gate: 'password' },
  expiry: {
    write: writeExpiry,
    paths: {
      active_period_start_at: 'expiry.startDate',
      active_period_end_at: 'expiry.date',
      clicks_limit: 'expiry.clickLimit',
      expiration_url: 'expiry.redirectUrl',
    },
    read: readExpiry,
    gate: 'expiry',
  },
  targeting: {
    write: writeTargeting,
    paths: { targets_type: 'targeting.kind', targets: targetingRowPath },
    read: readTargeting,
    gate: 'targeting',
  },
} satisfies LinkFieldTable;
