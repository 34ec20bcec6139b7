import { targetingRows, type Link, type LinkChanges, type Targeting } from '../api/model/link';
import type { Capabilities } from '../api/model/server';
import { t } from '../i18n/messages';
import { ConversionProblems, type FormConversion } from './conversion';
import { changedParts, checkEndNotPast, expiryFromValues } from './expiry-values';
import { idOrNull, offeredTargeting, targetingFromValues } from './parse-values';
import { storedPassword, storedPrivacyPassword } from './unreported';
import { emptyValues, idText, type LinkFormValues, type TargetingValues } from './values';

/** Editing a link (the options page): the form for a link as the server has it, and the changes the user made. */

/**
 * The form for editing `link`. Passwords start blank: the server never returns them. Targeting
 * rows the record left out start as none of the reported kind (the form says they were not reported).
 */
export function valuesFromLink(link: Link): LinkFormValues {
  return {
    ...emptyValues(),
    destination: link.destination,
    spaceId: idText(link.space?.id ?? null),
    alias: link.alias,
    privacy: link.privacy,
    expiryStartDate: link.expiry.startDate ?? '',
    expiryStartTime: link.expiry.startTime ?? '',
    expiryDate: link.expiry.date ?? '',
    expiryTime: link.expiry.time ?? '',
    expiryClickLimit: link.expiry.clickLimit === null ? '' : String(link.expiry.clickLimit),
    expiryRedirectUrl: link.expiry.redirectUrl ?? '',
    domainId: idText(link.domain?.id ?? null),
    pixelIds: link.pixels.map((pixel) => String(pixel.id)),
    disabled: link.disabled,
    targeting:
      link.targeting.kind === 'rules-not-reported'
        ? { kind: link.targeting.targetedKind, rows: [] }
        : { kind: link.targeting.kind, rows: targetingRows(link.targeting) },
  };
}

/**
 * The update for `original`: exactly the fields the user changed since the dialog opened
 * (`valuesFromLink(original)`, compared as typed, so what the server stored but the form cannot
 * show, or shows rounded, is never sent back), cleared fields as `null`, and only fields the
 * server offers (`capabilities`; the form shows no others). Passwords left blank stay as they are:
 * a stored one is never required to change anything else. The domain cannot change after
 * creation and is never sent. An empty object means nothing changed.
 */
export function toLinkChanges(
  original: Link,
  values: LinkFormValues,
  capabilities: Capabilities,
): FormConversion<LinkChanges> {
  const problems = new ConversionProblems();
  const { locked } = capabilities;
  const opened = valuesFromLink(original);
  const changes: LinkChanges = {};

  const destination = values.destination.trim();
  if (destination !== opened.destination.trim()) changes.destination = destination;

  const alias = values.alias.trim();
  if (alias === '') problems.add('alias', t('changeAliasRequired'));
  else if (alias !== opened.alias.trim()) changes.alias = alias;

  if (values.spaceId !== opened.spaceId && !locked.spaces) changes.spaceId = idOrNull(values.spaceId);

  if (!locked.privacy) {
    if (values.privacy !== opened.privacy) changes.privacy = values.privacy;
    if (values.privacy === 'password' && !locked.password) {
      // Passwords are not trimmed: spaces may be part of them.
      if (values.privacyPassword !== '') changes.privacyPassword = values.privacyPassword;
      else if (storedPrivacyPassword(original) !== 'set') {
        // The background cannot know the link has no password yet; the form can.
        problems.add('privacyPassword', t('rulePrivacyPasswordRequired'));
      }
    } else if (opened.privacy === 'password' && !locked.password && storedPrivacyPassword(original) !== 'not-set') {
      // Leaving "password": the server keeps a stored statistics password until it is cleared
      // (phpShort writes `privacy` alone), and it would be back the next time "password" is chosen.
      changes.privacyPassword = null;
    }
  }

  if (!locked.expiry) {
    const before = expiryFromValues(opened, capabilities.expiry, new ConversionProblems());
    const next = expiryFromValues(values, capabilities.expiry, problems);
    const expiry = changedParts(before, next, capabilities.expiry, problems);
    if (capabilities.expiry === 'window' && expiry.date !== undefined) checkEndNotPast(expiry, problems);
    if (Object.keys(expiry).length > 0) changes.expiry = expiry;
  }

  if (!locked.pixels && !sameSet(values.pixelIds, opened.pixelIds)) changes.pixelIds = values.pixelIds.map(Number);

  if (values.disabled !== opened.disabled && capabilities.disabledState) changes.disabled = values.disabled;

  if (!locked.password) {
    if (values.redirectPassword !== '') changes.redirectPassword = values.redirectPassword;
    else if (values.removeRedirectPassword && storedPassword(original.hasRedirectPassword) !== 'not-set') {
      changes.redirectPassword = null;
    }
  }

  // Rows the server did not report open as none of their kind: untouched, they are not sent.
  if (!locked.targeting && !sameTargeting(values.targeting, opened.targeting)) {
    // A kind the server no longer offers is only a problem when the user changed the targeting.
    changes.targeting = offeredTargeting(values.targeting, capabilities, problems);
  }

  return problems.result(changes);
}

function sameSet(a: string[], b: string[]): boolean {
  const setA = new Set(a);
  const setB = new Set(b);
  return setA.size === setB.size && [...setA].every((id) => setB.has(id));
}

/** Rules compare in order (for rotation and first-match targeting it matters), keys as servers spell them. */
function sameTargeting(a: TargetingValues, b: TargetingValues): boolean {
  return (
    JSON.stringify(normalisedTargeting(targetingFromValues(a))) ===
    JSON.stringify(normalisedTargeting(targetingFromValues(b)))
  );
}

function normalisedTargeting(targeting: Targeting): unknown {
  if (targeting.kind === 'none') return { kind: 'none' };
  // Same key order for both sides, whatever order the objects were built in.
  return {
    kind: targeting.kind,
    rules: targeting.rules.map((rule) => Object.entries(rule).sort(([x], [y]) => x.localeCompare(y))),
  };
}
