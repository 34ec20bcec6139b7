import type { FieldErrors } from '../errors';
import type { CrossFieldRule } from './validate';
import type { LinkChanges, LinkDraft } from '../model/link';

const NO_ERRORS: FieldErrors = {};

/** An expiry time needs a day to belong to. */
export const expiryTimeNeedsDate: CrossFieldRule<LinkDraft | LinkChanges> = ({ expiry }) =>
  expiry?.time && !expiry.date ? { 'expiry.date': ['Pick the day the expiry time belongs to.'] } : NO_ERRORS;

/** A password-protected statistics page needs its password when the link is created. */
export const passwordPrivacyNeedsPassword: CrossFieldRule<LinkDraft> = ({ privacy, privacyPassword }) =>
  privacy === 'password' && !privacyPassword
    ? { privacyPassword: ['Enter the password for the statistics page.'] }
    : NO_ERRORS;
