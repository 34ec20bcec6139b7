import type { Link } from '../api/model/link';
import type { TargetingValues } from './values';

/**
 * What a link's record leaves unknown, as the edit form shows it. Servers never return secrets (at
 * most whether one is set, some not even that), and some leave targeting rows out: the form keeps
 * what it cannot see, and never asks the user to type it again.
 */

/** Whether a stored password is set, as far as the record says. */
export type StoredPassword = 'set' | 'not-set' | 'unknown';

/** From a record's flag (`Link.hasRedirectPassword`): null is a record that does not say. */
export function storedPassword(flag: boolean | null): StoredPassword {
  return flag === null ? 'unknown' : flag ? 'set' : 'not-set';
}

/**
 * The statistics password. Statistics behind a password have one (servers refuse privacy
 * "password" without it), whatever the record says about it.
 */
export function storedPrivacyPassword(link: Link): StoredPassword {
  return link.privacy === 'password' ? 'set' : storedPassword(link.hasPrivacyPassword);
}

/** Whether the form shows targeting rows the server did not report, untouched since the dialog opened. */
export function showsUnreportedRules(link: Link | undefined, targeting: TargetingValues): boolean {
  return (
    link?.targeting.kind === 'rules-not-reported' &&
    targeting.kind === link.targeting.targetedKind &&
    targeting.rows.length === 0
  );
}
