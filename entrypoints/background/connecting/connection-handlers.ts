import { ApiError, serializeError, toApiError } from '@/lib/api/errors';
import { normaliseServerUrl } from '@/lib/api/server-url';
import {
  CONNECTION_TEST_TIMEOUT_MS,
  checkTransport,
  type ConnectionCheck,
  type ConnectionSaveInput,
  type ConnectionStatus,
  type StoredConnection,
} from '@/lib/connection';
import type { ServerProfile } from '@/lib/api/model/server';
import { t } from '@/lib/i18n/messages';
import type { Handlers } from '@/lib/messages/channel';
import { FIRST_SERVER_ID, type ServerId } from '@/lib/servers';
import { ensureConnectionState, recordOutcome, resetConnectionState } from '../servers/connection-state-store';
import { connectionItemOf, readStoredConnection, statusOf, type Connection } from '../servers/connection-store';
import { markResourcesStale } from '../lists/known-resources';
import { shareDetection } from '../transport/connected-client';
import { checkServer } from '../transport/server-check';
import { listServer, readServerList, reserveServerId, serverIdFor } from '../servers/server-list-store';
import { dropProfileOfOtherServers, readStoredProfile, storeProfile } from '../servers/server-profile-store';
import { markSpacesStale } from '../lists/spaces-cache';

/** What pages may know of a server's connection now. */
export async function statusOfServer(serverId: ServerId): Promise<ConnectionStatus> {
  return statusNow(serverId, await readStoredConnection(serverId));
}

async function statusNow(serverId: ServerId, connection: StoredConnection | null): Promise<ConnectionStatus> {
  return statusOf(connection, await readStoredProfile(serverId));
}

/**
 * A check asks only routes every phpShort server has (the account, or a list of spaces): a 404 or
 * 405 there means the address holds no phpShort API, e.g. a server URL with a path too many. The
 * header says so, as it says any other answer.
 */
function outcomeOfCheck(error: unknown): unknown {
  const apiError = toApiError(error);
  if (apiError.kind !== 'not-found' && apiError.kind !== 'unsupported') return error;
  return new ApiError('not-an-api', { status: apiError.status });
}

/**
 * Asks the server what it speaks (or checks the chosen dialect) with the key: proves the address
 * is a phpShort API and the key is accepted, and stores what the server is. A failure keeps no
 * profile of another server; one of this server may stay, and the result says what went wrong.
 */
async function checkConnection(
  connection: Connection,
  share: (check: Promise<ServerProfile>) => void = (check) => shareDetection(connection, check),
): Promise<ConnectionCheck> {
  const checkedAt = Date.now();
  try {
    const check = checkServer(connection, { read: CONNECTION_TEST_TIMEOUT_MS }).then(async (profile) => {
      await storeProfile(connection.serverId, profile);
      return profile;
    });
    // A page that asks for this server's lists meanwhile (the options page follows a new server)
    // waits for this answer rather than detecting once more.
    share(check);
    const profile = await check;
    await recordOutcome(connection, { ok: true }, profile.dialect);
    return { status: statusOf(connection, profile), test: { ok: true, checkedAt }, saved: true };
  } catch (error) {
    await dropProfileOfOtherServers(connection.serverId, connection.serverUrl);
    await recordOutcome(connection, { ok: false, error: outcomeOfCheck(error) }, null);
    return {
      status: await statusNow(connection.serverId, connection),
      test: { ok: false, error: serializeError(error), checkedAt },
      saved: true,
    };
  }
}

/**
 * Stores `connection` in place of a saved one that has a key, but only once it has answered: a
 * wrong key, address or API choice must not replace a key that works. What it failed is said,
 * and nothing changes (the header keeps describing the saved server).
 */
async function replaceConnection(connection: Connection): Promise<ConnectionCheck> {
  const checkedAt = Date.now();
  let profile;
  try {
    profile = await checkServer(connection, { read: CONNECTION_TEST_TIMEOUT_MS });
  } catch (error) {
    return {
      status: await statusOfServer(connection.serverId),
      test: { ok: false, error: serializeError(error), checkedAt },
      saved: false,
    };
  }
  await storeConnection(connection);
  await storeProfile(connection.serverId, profile);
  await recordOutcome(connection, { ok: true }, profile.dialect);
  return { status: statusOf(connection, profile), test: { ok: true, checkedAt }, saved: true };
}

/** Saves a connection: every state and list of the one before is about another server or key. */
async function storeConnection({ serverId, ...connection }: Connection): Promise<void> {
  await connectionItemOf(serverId).setValue(connection);
  // A new server or key is not connected until it answers.
  await resetConnectionState(serverId);
  // What was learned of another server means nothing here, whatever this check finds; lists of
  // this one are fetched again (the key may be another account's).
  await Promise.all([
    dropProfileOfOtherServers(serverId, connection.serverUrl),
    markSpacesStale(serverId),
    markResourcesStale(serverId),
  ]);
}

function withKey(serverId: ServerId, stored: StoredConnection | null): Connection | null {
  return stored?.apiKey ? { ...stored, apiKey: stored.apiKey, serverId } : null;
}

const invalid = (field: 'serverUrl' | 'apiKey', message: string) =>
  new ApiError('invalid-input', { fields: { [field]: [message] } });

type ConnectionRequest = 'connection/status' | 'connection/save' | 'connection/test' | 'connection/forget-key';

/**
 * The connection a Save asks for, checked by the rules the options page applies too (the
 * background is what sends the key). `previous`: what the server has saved now, whose key a Save
 * without one keeps — only for the same server.
 */
export function connectionToSave(
  serverId: ServerId,
  { serverUrl, apiKey, allowInsecureHttp, dialect }: ConnectionSaveInput,
  previous: StoredConnection | null,
): Connection {
  const normalised = normaliseServerUrl(serverUrl);
  if (!normalised.ok) throw invalid('serverUrl', normalised.reason);
  const transport = checkTransport(normalised.url, allowInsecureHttp);
  if (!transport.ok) throw invalid('serverUrl', transport.reason);
  const sameServer = previous !== null && new URL(previous.serverUrl).origin === new URL(normalised.url).origin;
  // A saved key is only ever reused for the server it was saved for.
  const key = apiKey?.trim() || (sameServer ? previous.apiKey : undefined);
  if (!key) throw invalid('apiKey', t('connectEnterApiKey'));
  return { serverUrl: normalised.url, apiKey: key, allowInsecureHttp: transport.insecure, dialect, serverId };
}

/**
 * Saves a server's connection and tests it. One that replaces a saved key is stored only once it
 * answers; a first one (a new server, or one without a key) is stored, then tested. `list` lists a
 * new server once its test is under way: a page that follows the list and asks the new server for
 * its lists then waits for the test's answer, instead of asking the server once more.
 */
export async function saveConnection(
  connection: Connection,
  previous: StoredConnection | null,
  list?: () => Promise<unknown>,
): Promise<ConnectionCheck> {
  if (previous?.apiKey) return replaceConnection(connection);
  // Shared from before the connection is stored: a page woken by that write waits for the test too.
  let share: (check: Promise<ServerProfile>) => void = () => undefined;
  shareDetection(connection, new Promise<ServerProfile>((resolve) => (share = resolve)));
  try {
    await storeConnection(connection);
  } catch (error) {
    share(Promise.reject(error instanceof Error ? error : new Error(String(error))));
    throw error;
  }
  const checking = checkConnection(connection, share);
  await list?.();
  return checking;
}

/**
 * What UI pages may learn of a server's connection (the current one unless they name another),
 * and saving, testing and forgetting it. The options page has already obtained the host
 * permission; these checks repeat its rules because the background is what sends the key.
 */
export const connectionHandlers: Pick<Handlers, ConnectionRequest> = {
  'connection/status': async (_input, server) => {
    const serverId = await serverIdFor(server).catch(() => null);
    if (serverId === null) return statusOf(null, null);
    // A page asking before the background wrote any state (just installed or updated) finds one soon after.
    void ensureConnectionState(serverId);
    return statusOfServer(serverId);
  },
  'connection/save': async (input, server) => {
    // The first connection ever saved lists the first server (the options page's first Save).
    const first = (server ?? null) === null && (await readServerList()).current === null;
    if (first) {
      connectionToSave(FIRST_SERVER_ID, input, null);
      const id = await reserveServerId();
      return saveConnection(connectionToSave(id, input, null), null, () => listServer(id, ''));
    }
    const serverId = await serverIdFor(server);
    const previous = await readStoredConnection(serverId);
    return saveConnection(connectionToSave(serverId, input, previous), previous);
  },
  'connection/test': async (_input, server) => {
    const serverId = await serverIdFor(server);
    const stored = await readStoredConnection(serverId);
    const connection = withKey(serverId, stored);
    if (!connection) {
      return {
        status: await statusNow(serverId, stored),
        test: { ok: false, error: serializeError(new ApiError('not-configured')), checkedAt: Date.now() },
        saved: true,
      };
    }
    return checkConnection(connection);
  },
  'connection/forget-key': async (_input, server) => {
    const serverId = await serverIdFor(server);
    const stored = await readStoredConnection(serverId);
    if (!stored) return statusNow(serverId, null);
    const withoutKey: StoredConnection = {
      serverUrl: stored.serverUrl,
      allowInsecureHttp: stored.allowInsecureHttp,
      ...(stored.dialect ? { dialect: stored.dialect } : {}),
    };
    await connectionItemOf(serverId).setValue(withoutKey);
    await resetConnectionState(serverId);
    return statusNow(serverId, withoutKey);
  },
};
