import { t } from '../../i18n/messages';
import type { FieldErrors } from '../errors';
import type { CrossFieldRule } from './validate';
import { localInstant, type LinkChanges, type LinkDraft } from '../model/link';

const NO_ERRORS: FieldErrors = {};

/** An expiry time needs a day to belong to. */
export const expiryTimeNeedsDate: CrossFieldRule<LinkDraft | LinkChanges> = ({ expiry }) =>
  expiry?.time && !expiry.date ? { 'expiry.date': [t('ruleExpiryTimeNeedsDate')] } : NO_ERRORS;

/** A window's start time needs its day; a start needs an end; the window opens before it closes. */
export const windowIsOrdered: CrossFieldRule<LinkDraft | LinkChanges> = ({ expiry }) => {
  if (!expiry) return NO_ERRORS;
  const { startDate, startTime, date, time } = expiry;
  if (startTime && !startDate) return { 'expiry.startDate': [t('ruleStartTimeNeedsDate')] };
  if (startDate && !date) return { 'expiry.date': [t('ruleStartNeedsEnd')] };
  if (startDate && date && localInstant(startDate, startTime ?? null) >= localInstant(date, time ?? null)) {
    return { 'expiry.date': [t('ruleEndAfterStart')] };
  }
  return NO_ERRORS;
};

/**
 * A password-protected statistics page needs its password when the link is created. Not a rule for
 * updates: there the server keeps the stored password (records never return it), so changing
 * anything else never requires typing it again; the edit form asks only when privacy becomes
 * "password" on a link that has none.
 */
export const passwordPrivacyNeedsPassword: CrossFieldRule<LinkDraft> = ({ privacy, privacyPassword }) =>
  privacy === 'password' && !privacyPassword ? { privacyPassword: [t('rulePrivacyPasswordRequired')] } : NO_ERRORS;
