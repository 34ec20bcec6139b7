import { ApiError, serializeError, toApiError } from '@/lib/api/errors';
import { normaliseServerUrl } from '@/lib/api/server-url';
import {
  CONNECTION_TEST_TIMEOUT_MS,
  checkTransport,
  type ConnectionCheck,
  type ConnectionStatus,
  type StoredConnection,
} from '@/lib/connection';
import { t } from '@/lib/i18n/messages';
import type { Handlers } from '@/lib/messages/channel';
import { ensureConnectionState, recordOutcome, resetConnectionState } from './connection-state-store';
import { connectionItem, readStoredConnection, statusOf, type Connection } from './connection-store';
import { markResourcesStale } from './known-resources';
import { checkServer } from './server-check';
import { dropProfileOfOtherServers, readStoredProfile, storeProfile } from './server-profile-store';
import { markSpacesStale } from './spaces-cache';

async function statusNow(connection: StoredConnection | null): Promise<ConnectionStatus> {
  return statusOf(connection, await readStoredProfile());
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
async function checkConnection(connection: Connection): Promise<ConnectionCheck> {
  const checkedAt = Date.now();
  try {
    const profile = await checkServer(connection, { read: CONNECTION_TEST_TIMEOUT_MS });
    await storeProfile(profile);
    await recordOutcome(connection, { ok: true }, profile.dialect);
    return { status: statusOf(connection, profile), test: { ok: true, checkedAt }, saved: true };
  } catch (error) {
    await dropProfileOfOtherServers(connection.serverUrl);
    await recordOutcome(connection, { ok: false, error: outcomeOfCheck(error) }, null);
    return {
      status: await statusNow(connection),
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
      status: await statusNow(await readStoredConnection()),
      test: { ok: false, error: serializeError(error), checkedAt },
      saved: false,
    };
  }
  await storeConnection(connection);
  await storeProfile(profile);
  await recordOutcome(connection, { ok: true }, profile.dialect);
  return { status: statusOf(connection, profile), test: { ok: true, checkedAt }, saved: true };
}

/** Saves a connection: every state and list of the one before is about another server or key. */
async function storeConnection(connection: Connection): Promise<void> {
  await connectionItem.setValue(connection);
  // A new server or key is not connected until it answers.
  await resetConnectionState();
  // What was learned of another server means nothing here, whatever this check finds; lists of
  // this one are fetched again (the key may be another account's).
  await Promise.all([dropProfileOfOtherServers(connection.serverUrl), markSpacesStale(), markResourcesStale()]);
}

function withKey(stored: StoredConnection | null): Connection | null {
  return stored?.apiKey ? { ...stored, apiKey: stored.apiKey } : null;
}

const invalid = (field: 'serverUrl' | 'apiKey', message: string) =>
  new ApiError('invalid-input', { fields: { [field]: [message] } });

type ConnectionRequest = 'connection/status' | 'connection/save' | 'connection/test' | 'connection/forget-key';

/**
 * What UI pages may learn of the saved connection, and saving, testing and forgetting it. The
 * options page has already obtained the host permission; these checks repeat its rules because
 * the background is what sends the key.
 */
export const connectionHandlers: Pick<Handlers, ConnectionRequest> = {
  'connection/status': async () => {
    // A page asking before the background wrote any state (just installed or updated) finds one soon after.
    void ensureConnectionState();
    return statusNow(await readStoredConnection());
  },
  'connection/save': async ({ serverUrl, apiKey, allowInsecureHttp, dialect }) => {
    const normalised = normaliseServerUrl(serverUrl);
    if (!normalised.ok) throw invalid('serverUrl', normalised.reason);
    const transport = checkTransport(normalised.url, allowInsecureHttp);
    if (!transport.ok) throw invalid('serverUrl', transport.reason);

    const previous = await readStoredConnection();
    const sameServer = previous !== null && new URL(previous.serverUrl).origin === new URL(normalised.url).origin;
    // A saved key is only ever reused for the server it was saved for.
    const key = apiKey?.trim() || (sameServer ? previous.apiKey : undefined);
    if (!key) throw invalid('apiKey', t('connectEnterApiKey'));

    const connection: Connection = {
      serverUrl: normalised.url,
      apiKey: key,
      allowInsecureHttp: transport.insecure,
      dialect,
    };
    if (previous?.apiKey) return replaceConnection(connection);
    await storeConnection(connection);
    return checkConnection(connection);
  },
  'connection/test': async () => {
    const stored = await readStoredConnection();
    const connection = withKey(stored);
    if (!connection) {
      return {
        status: await statusNow(stored),
        test: { ok: false, error: serializeError(new ApiError('not-configured')), checkedAt: Date.now() },
        saved: true,
      };
    }
    return checkConnection(connection);
  },
  'connection/forget-key': async () => {
    const stored = await readStoredConnection();
    if (!stored) return statusNow(null);
    const withoutKey: StoredConnection = {
      serverUrl: stored.serverUrl,
      allowInsecureHttp: stored.allowInsecureHttp,
      ...(stored.dialect ? { dialect: stored.dialect } : {}),
    };
    await connectionItem.setValue(withoutKey);
    await resetConnectionState();
    return statusNow(withoutKey);
  },
};
