import { localInstant, type Expiry } from '../api/model/link';
import { t } from '../i18n/messages';
import type { Capabilities } from '../api/model/server';
import type { ConversionProblems } from './conversion';
import { blankToNull, parseClickLimit } from './parse-values';
import type { LinkFormValues } from './values';

type ExpiryValues = Pick<
  LinkFormValues,
  'expiryStartDate' | 'expiryStartTime' | 'expiryDate' | 'expiryTime' | 'expiryClickLimit' | 'expiryRedirectUrl'
>;

/**
 * Where a window's end has a day but no time, the link works through that day: "until Jan 15"
 * means the end of Jan 15, not its first minute. The last minute a HH:MM field can say.
 */
export const END_OF_DAY = '23:59';

/**
 * The "Expiry" section as the model's expiry: blanks are null, and a start only where the server
 * keeps one (its expiry is a window); elsewhere the start fields are not shown and not read. A
 * window's end without a time is the end of its day ({@link END_OF_DAY}).
 */
export function expiryFromValues(
  values: ExpiryValues,
  mode: Capabilities['expiry'],
  problems: ConversionProblems,
): Expiry {
  const window = mode === 'window';
  const expiry: Expiry = {
    startDate: window ? blankToNull(values.expiryStartDate) : null,
    startTime: window ? blankToNull(values.expiryStartTime) : null,
    date: blankToNull(values.expiryDate),
    time: endTime(values, window),
    clickLimit: parseClickLimit(values.expiryClickLimit, problems),
    redirectUrl: blankToNull(values.expiryRedirectUrl),
  };
  if (window) checkWindow(expiry, problems);
  return expiry;
}

function endTime(values: ExpiryValues, window: boolean): string | null {
  const time = blankToNull(values.expiryTime);
  return window && time === null && blankToNull(values.expiryDate) !== null ? END_OF_DAY : time;
}

/**
 * A window being sent whose end has passed, with no start of its own, would start "now" after
 * its end: the server refuses that at both ends. Said once, at the end, before anything is sent.
 * Only for a window the user is setting (a new link, or a changed window): an unchanged past
 * window of an expired link is not the user's doing now.
 */
export function checkEndNotPast(expiry: Partial<Expiry>, problems: ConversionProblems, now: Date = new Date()): void {
  const { startDate, date, time } = expiry;
  if (startDate || !date || problems.fields['expiry.date']) return;
  if (localInstant(date, time ?? null) <= now.getTime()) problems.add('expiry.date', t('ruleEndInPast'));
}

/**
 * The window's own rules, checked before anything is sent so each message lands at the field to
 * fix (the background's schema holds the same rules). An end alone is fine: the window starts now.
 */
function checkWindow({ startDate, startTime, date, time }: Expiry, problems: ConversionProblems): void {
  if (startTime !== null && startDate === null) {
    problems.add('expiry.startDate', t('ruleStartTimeNeedsDate'));
  } else if (startDate !== null && date === null) {
    problems.add('expiry.date', t('ruleStartNeedsEnd'));
  } else if (startDate !== null && date !== null && localInstant(startDate, startTime) >= localInstant(date, time)) {
    problems.add('expiry.date', t('ruleEndAfterStart'));
  }
}

/** The parts of an expiry that are set, for a new link (the server's defaults apply to the rest). */
export function setParts(expiry: Expiry): Partial<Expiry> {
  // A click limit that failed to parse is null here: reported, never sent.
  return Object.fromEntries(Object.entries(expiry).filter(([, value]) => value !== null));
}

const WINDOW_PARTS = ['startDate', 'startTime', 'date', 'time'] as const;

/**
 * What changed between a link's expiry and the form's. On a window server the window goes as a
 * whole when any part of it changed: a new end then carries the link's existing start, which the
 * server would otherwise replace with "now". On other servers each part goes on its own.
 */
export function changedParts(
  original: Expiry,
  next: Expiry,
  mode: Capabilities['expiry'],
  problems: ConversionProblems,
): Partial<Expiry> {
  const changed: Partial<Expiry> = {};
  const windowChanged = WINDOW_PARTS.some((part) => next[part] !== original[part]);
  for (const part of WINDOW_PARTS) {
    if (mode === 'window' ? windowChanged : next[part] !== original[part]) changed[part] = next[part];
  }
  if (mode === 'end') {
    // This server keeps no start: it is never sent.
    delete changed.startDate;
    delete changed.startTime;
  }
  if (next.clickLimit !== original.clickLimit && !problems.fields['expiry.clickLimit']) {
    changed.clickLimit = next.clickLimit;
  }
  if (next.redirectUrl !== original.redirectUrl) changed.redirectUrl = next.redirectUrl;
  return changed;
}
