import type { ServerProfile } from './api/model/server';
import { t } from './i18n/messages';
import type { LinkDefaultValues } from './link-form/values';
import type { CachedSpaces, KnownResources } from './storage/registry';

/**
 * Whether the connected server has the space and domain the defaults name (the settings', or the
 * account's own: lib/account-defaults.ts). Ids mean nothing across servers: after switching
 * servers, or after a space was deleted elsewhere (the account may still name it as its default),
 * a default may name something the server does not have, which it would refuse. Such a default is
 * shown as missing and left out of new links (popup, context menu, shortcut) instead of being sent.
 *
 * Zod-free: the popup's form (in its lazy chunk) and the background both ask it. Its sentence
 * comes from the browser's catalog, in the language of the page or notification that shows it.
 */

type LinkDefaults = LinkDefaultValues;

/** What is known about the connected server, as stored. Lists of another server say nothing about it. */
export interface ServerLists {
  profile: ServerProfile | null;
  spaces: CachedSpaces | null;
  known: KnownResources | null;
}

/** A default the connected server is known not to have (null: it has it, or it cannot be told). */
export interface MissingDefaults {
  spaceId: number | null;
  domainId: number | null;
}

export const NONE_MISSING: MissingDefaults = { spaceId: null, domainId: null };

export function missingDefaults(defaults: LinkDefaults, lists: ServerLists): MissingDefaults {
  const origin = lists.profile?.serverOrigin;
  if (origin === undefined) return NONE_MISSING;
  // The spaces cache is the whole list (every page), so an id absent from it is not on the server.
  const spaces = lists.spaces?.serverOrigin === origin ? lists.spaces.spaces : null;
  const spaceMissing = defaults.spaceId !== null && spaces !== null && !spaces.some((s) => s.id === defaults.spaceId);
  // Domains learned from link records are a partial list; only a server's own listing is complete.
  const listed = lists.known?.serverOrigin === origin && lists.known.listedAt !== undefined ? lists.known : null;
  const accountDefault = lists.profile?.account?.defaultDomainId ?? null;
  const domainMissing =
    defaults.domainId !== null &&
    listed !== null &&
    defaults.domainId !== accountDefault &&
    !listed.domains.some((domain) => domain.id === defaults.domainId);
  return {
    spaceId: spaceMissing ? defaults.spaceId : null,
    domainId: domainMissing ? defaults.domainId : null,
  };
}

/** The defaults a new link on this server gets: the missing ones left out. */
export function defaultsOnServer(defaults: LinkDefaults, missing: MissingDefaults): LinkDefaults {
  return {
    ...defaults,
    spaceId: missing.spaceId === null ? defaults.spaceId : null,
    domainId: missing.domainId === null ? defaults.domainId : null,
  };
}

/** Form values (ids as typed) without the missing defaults: they would be refused, so they are not sent. */
export function withoutMissingDefaults<T extends { spaceId: string; domainId: string }>(
  values: T,
  missing: MissingDefaults,
): T {
  const without = (id: string, gone: number | null) => (gone !== null && id === String(gone) ? '' : id);
  const spaceId = without(values.spaceId, missing.spaceId);
  const domainId = without(values.domainId, missing.domainId);
  return spaceId === values.spaceId && domainId === values.domainId ? values : { ...values, spaceId, domainId };
}

/** One sentence for the user, or null when nothing is missing. */
export function missingDefaultsSentence({ spaceId, domainId }: MissingDefaults): string | null {
  if (spaceId !== null && domainId !== null)
    return t('missingDefaultBoth', { space: String(spaceId), domain: String(domainId) });
  if (spaceId !== null) return t('missingDefaultSpace', { id: String(spaceId) });
  if (domainId !== null) return t('missingDefaultDomain', { id: String(domainId) });
  return null;
}
