import type { Privacy } from './api/model/link';
import type { Account } from './api/model/server';
import { ACCOUNT_DEFAULT, type Settings } from './settings';

/**
 * The defaults a new link gets: what the user chose in Settings, and where they chose nothing,
 * the account's own default on the connected server. phpShort's API applies none of the account's
 * defaults itself (a link sent without a privacy is public, without a space has none), so the
 * extension sends them as if chosen, as phpShort's own dashboard does when it fills its form.
 * A classic server describes no account: there, a default not chosen is the server's (none).
 *
 * Zod-free and small: the popup's first paint fills its form with it.
 */

export interface EffectiveDefaults {
  spaceId: number | null;
  /** null: the account's default domain, which the API client fills in on current servers. */
  domainId: number | null;
  /** `password` only when the account says so: the popup then asks for the password. */
  privacy: Privacy;
}

export function effectiveDefaults(chosen: Settings['linkDefaults'], account: Account | null): EffectiveDefaults {
  return {
    spaceId: chosen.spaceId === ACCOUNT_DEFAULT ? (account?.defaultSpaceId ?? null) : chosen.spaceId,
    domainId: chosen.domainId,
    privacy: chosen.privacy === ACCOUNT_DEFAULT ? (account?.defaultPrivacy ?? 'public') : chosen.privacy,
  };
}
