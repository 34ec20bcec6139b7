import type { LinkDraft } from '../api/model/link';
import type { Capabilities } from '../api/model/server';
import { ConversionProblems, type FormConversion } from './conversion';
import { checkEndNotPast, expiryFromValues, setParts } from './expiry-values';
import { blankToNull, idOrNull, offeredTargeting } from './parse-values';
import type { LinkFormValues } from './values';

/**
 * The draft for creating a link: only what the user chose, and only what the server offers
 * (`capabilities`: a field the form does not show, say from a draft typed for another server, is
 * never sent). Blank fields are left out so the server applies its defaults; privacy "public" is
 * the default and is left out too.
 */
export function toLinkDraft(values: LinkFormValues, capabilities: Capabilities): FormConversion<LinkDraft> {
  const problems = new ConversionProblems();
  const { locked } = capabilities;
  const draft: LinkDraft = { destination: values.destination.trim() };

  const spaceId = idOrNull(values.spaceId);
  if (spaceId !== null && !locked.spaces) draft.spaceId = spaceId;
  const alias = blankToNull(values.alias);
  if (alias !== null) draft.alias = alias;

  if (values.privacy !== 'public' && !locked.privacy) {
    draft.privacy = values.privacy;
    if (values.privacy === 'password' && locked.password) problems.add('privacy', locked.password);
    // Passwords are not trimmed: spaces may be part of them.
    else if (values.privacy === 'password' && values.privacyPassword !== '')
      draft.privacyPassword = values.privacyPassword;
  }

  if (!locked.expiry) {
    const expiry = setParts(expiryFromValues(values, capabilities.expiry, problems));
    if (capabilities.expiry === 'window') checkEndNotPast(expiry, problems);
    if (Object.keys(expiry).length > 0) draft.expiry = expiry;
  }

  const domainId = idOrNull(values.domainId);
  if (domainId !== null) draft.domainId = domainId;
  if (values.pixelIds.length > 0 && !locked.pixels) draft.pixelIds = values.pixelIds.map(Number);
  if (values.disabled && capabilities.disabledState) draft.disabled = true;
  if (values.redirectPassword !== '' && !locked.password) draft.redirectPassword = values.redirectPassword;
  if (values.targeting.kind !== 'none' && !locked.targeting) {
    draft.targeting = offeredTargeting(values.targeting, capabilities, problems);
  }

  return problems.result(draft);
}
