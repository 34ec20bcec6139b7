import type { ConnectedClient } from '../transport/dialect-guard';
import { isFresh } from './list-freshness';
import { readProfileOf, storeProfile } from '../servers/server-profile-store';

/**
 * A current server's account says the defaults new links follow where none is chosen in Settings
 * (lib/account-defaults.ts), and its owner may change them in phpShort's dashboard at any time.
 * The account is therefore asked again with the domain and pixel lists, by the same rule: when
 * pages open and what is stored is older than list-freshness.ts allows. Pages read the new
 * defaults from the stored profile (the popup at its next opening).
 */

/** The accounts being asked for, per server: pages that open together share one. */
const asking = new Map<string, Promise<void>>();

async function askAccount(client: ConnectedClient): Promise<void> {
  const account = await client.account();
  // The profile may have changed while the account was on its way (a test, a save): only this server's is updated.
  const stored = await readProfileOf(client.serverId, client.serverUrl);
  if (stored?.dialect === 'current') await storeProfile(client.serverId, { ...stored, account, checkedAt: Date.now() });
}

/** Asks a current server for its account when the stored one is old; a failure keeps the stored one. */
export function refreshAccount(client: ConnectedClient): Promise<void> {
  if (client.dialect !== 'current' || isFresh(client.profile.checkedAt)) return Promise.resolve();
  const running = asking.get(client.serverId);
  if (running) return running;
  const next = askAccount(client)
    .catch(() => undefined)
    .finally(() => asking.delete(client.serverId));
  asking.set(client.serverId, next);
  return next;
}
