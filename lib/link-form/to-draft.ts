import type { Expiry, LinkDraft } from '../api/model/link';
import { ConversionProblems, type FormConversion } from './conversion';
import { blankToNull, idOrNull, parseClickLimit, targetingFromValues } from './parse-values';
import type { LinkFormValues } from './values';

/**
 * The draft for creating a link: only what the user chose. Blank fields are left out so the
 * server applies its defaults; privacy "public" is the default and is left out too.
 */
export function toLinkDraft(values: LinkFormValues): FormConversion<LinkDraft> {
  const problems = new ConversionProblems();
  const draft: LinkDraft = { destination: values.destination.trim() };

  const spaceId = idOrNull(values.spaceId);
  if (spaceId !== null) draft.spaceId = spaceId;
  const alias = blankToNull(values.alias);
  if (alias !== null) draft.alias = alias;

  if (values.privacy !== 'public') draft.privacy = values.privacy;
  // Passwords are not trimmed: spaces may be part of them.
  if (values.privacy === 'password' && values.privacyPassword !== '') draft.privacyPassword = values.privacyPassword;

  const expiry: Partial<Expiry> = {};
  const date = blankToNull(values.expiryDate);
  if (date !== null) expiry.date = date;
  const time = blankToNull(values.expiryTime);
  if (time !== null) expiry.time = time;
  const clickLimit = parseClickLimit(values.expiryClickLimit, problems);
  if (clickLimit !== null) expiry.clickLimit = clickLimit;
  const redirectUrl = blankToNull(values.expiryRedirectUrl);
  if (redirectUrl !== null) expiry.redirectUrl = redirectUrl;
  if (Object.keys(expiry).length > 0) draft.expiry = expiry;

  const domainId = idOrNull(values.domainId);
  if (domainId !== null) draft.domainId = domainId;
  if (values.pixelIds.length > 0) draft.pixelIds = values.pixelIds.map(Number);
  if (values.disabled) draft.disabled = true;
  if (values.redirectPassword !== '') draft.redirectPassword = values.redirectPassword;
  if (values.targeting.kind !== 'none') draft.targeting = targetingFromValues(values.targeting);

  return problems.result(draft);
}
