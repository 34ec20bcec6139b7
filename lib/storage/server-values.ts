import { browser } from 'wxt/browser';
import { ofServer, type ServerId } from '../servers';
import { PER_SERVER, serverValuesIn, type ServerValues } from './popup-reads';
import { STORAGE } from './registry';

/**
 * One server's values in one round trip, for the popup drawn anew on another server chosen in its
 * header. Apart from ./popup-reads.ts: loaded with the later views, out of the first paint.
 */
export async function readServerValues(serverId: ServerId): Promise<ServerValues> {
  const keys = [STORAGE.settings.key, ...PER_SERVER.map((entry) => ofServer(entry, serverId).key)];
  return serverValuesIn(await browser.storage.local.get(keys), serverId);
}
