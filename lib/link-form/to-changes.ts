import { targetingRows, type Link, type LinkChanges, type Targeting } from '../api/model/link';
import type { Capabilities } from '../api/model/server';
import { ConversionProblems, type FormConversion } from './conversion';
import { changedParts, expiryFromValues } from './expiry-values';
import { idOrNull, offeredTargeting, targetingFromValues } from './parse-values';
import { emptyValues, idText, type LinkFormValues } from './values';

/** Editing a link (the options page): the form for a link as the server has it, and the changes the user made. */

/** The form for editing `link`. Passwords start blank: the server never returns them. */
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
    targeting: { kind: link.targeting.kind, rows: targetingRows(link.targeting) },
  };
}

/**
 * The update for `original`: only the fields the user changed, cleared fields as `null`, and only
 * fields the server offers (`capabilities`; the form shows no others). Passwords left blank stay
 * as they are (the server never returns them). The domain cannot change after creation and is
 * never sent. An empty object means nothing changed.
 */
export function toLinkChanges(
  original: Link,
  values: LinkFormValues,
  capabilities: Capabilities,
): FormConversion<LinkChanges> {
  const problems = new ConversionProblems();
  const { locked } = capabilities;
  const changes: LinkChanges = {};

  const destination = values.destination.trim();
  if (destination !== original.destination) changes.destination = destination;

  const alias = values.alias.trim();
  if (alias === '') problems.add('alias', 'A link keeps its alias; enter one.');
  else if (alias !== original.alias) changes.alias = alias;

  const spaceId = idOrNull(values.spaceId);
  if (spaceId !== (original.space?.id ?? null) && !locked.spaces) changes.spaceId = spaceId;

  if (!locked.privacy) {
    if (values.privacy !== original.privacy) changes.privacy = values.privacy;
    if (values.privacy === 'password' && !locked.password) {
      if (values.privacyPassword !== '') changes.privacyPassword = values.privacyPassword;
      else if (!original.hasPrivacyPassword) {
        // The background cannot know the link has no password yet; the form can.
        problems.add('privacyPassword', 'Enter the password for the statistics page.');
      }
    }
  }

  if (!locked.expiry) {
    const next = expiryFromValues(values, capabilities.expiry, problems);
    const expiry = changedParts(original.expiry, next, capabilities.expiry, problems);
    if (Object.keys(expiry).length > 0) changes.expiry = expiry;
  }

  const pixelIds = values.pixelIds.map(Number);
  if (
    !locked.pixels &&
    !sameSet(
      pixelIds,
      original.pixels.map((pixel) => pixel.id),
    )
  )
    changes.pixelIds = pixelIds;

  if (values.disabled !== original.disabled && capabilities.disabledState) changes.disabled = values.disabled;

  if (!locked.password) {
    if (values.redirectPassword !== '') changes.redirectPassword = values.redirectPassword;
    else if (values.removeRedirectPassword && original.hasRedirectPassword) changes.redirectPassword = null;
  }

  if (!locked.targeting) {
    // A kind the server no longer offers is only a problem when the user changed the targeting.
    const targeting = targetingFromValues(values.targeting);
    if (!sameTargeting(targeting, original.targeting)) {
      changes.targeting = offeredTargeting(values.targeting, capabilities, problems);
    }
  }

  return problems.result(changes);
}

function sameSet(a: number[], b: number[]): boolean {
  const setA = new Set(a);
  const setB = new Set(b);
  return setA.size === setB.size && [...setA].every((id) => setB.has(id));
}

/** Rules compare in order: for rotation and first-match targeting the order matters. */
function sameTargeting(a: Targeting, b: Targeting): boolean {
  return JSON.stringify(normalisedTargeting(a)) === JSON.stringify(normalisedTargeting(b));
}

function normalisedTargeting(targeting: Targeting): unknown {
  if (targeting.kind === 'none') return { kind: 'none' };
  // Same key order for both sides, whatever order the objects were built in.
  return {
    kind: targeting.kind,
    rules: targeting.rules.map((rule) => Object.entries(rule).sort(([x], [y]) => x.localeCompare(y))),
  };
}
