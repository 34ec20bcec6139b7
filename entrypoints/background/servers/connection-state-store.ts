import { toApiError } from '@/lib/api/errors';
import type { DialectName } from '@/lib/api/model/server';
import { summaryOf, type StoredConnection } from '@/lib/connection';
import type { ConnectionHealth, ConnectionState } from '@/lib/connection-state';
import type { ServerId } from '@/lib/servers';
import { STORAGE } from '@/lib/storage/registry';
import { perServerItem } from '@/lib/storage/per-server-item';
import { connectionItemOf, readStoredConnection } from './connection-store';
import { oneAtATime } from '@/lib/one-at-a-time';

/**
 * Each server's connection state (lib/connection-state.ts), kept by the background: every answer
 * and failure of that server updates it, and a change of its address or key puts it back to
 * "unchecked", so "connected" always means that server answered with that key. One server's
 * answers never touch another's state. Kept in memory: every API call reports here, and only a
 * change is written.
 */
const stateItemOf = perServerItem(STORAGE.connectionState, { keepInMemory: true });

/** Without `Retry-After` the wait is a guess: phpShort counts requests per minute. */
const DEFAULT_RATE_LIMIT_WAIT_S = 60;

/** What identifies the server and key a state describes: the key itself, which never leaves the background. */
interface Identity {
  origin: string | null;
  key: string | null;
}

function identityOf(connection: Pick<StoredConnection, 'serverUrl' | 'apiKey'> | null): Identity {
  return { origin: summaryOf(connection).serverOrigin, key: connection?.apiKey?.trim() || null };
}

const sameIdentity = (a: Identity, b: Identity) => a.origin === b.origin && a.key === b.key;

/** Per server, the identity this background last wrote a state for; none after a restart (storage then says). */
const described = new Map<ServerId, Identity>();

/**
 * Per server, the last health recorded (or found stored) for an identity: an answer that says the
 * same again — nearly every answer — is settled here, with no storage read on a shortening's way.
 */
const lastRecorded = new Map<ServerId, { identity: Identity; health: ConnectionHealth }>();

/**
 * Writes one after another, so a reset and an answer land in the order they happened. A failed
 * write is the state's loss alone: the request that reported it goes on.
 */
const oneWriteAtATime = oneAtATime();
const inOrder = (write: () => Promise<void>): Promise<void> => oneWriteAtATime(write).catch(() => undefined);

/**
 * What an answer or a failure says about the connection; null when it says nothing either way (a
 * cancelled call, input refused before sending, a record that is gone, another dialect). A 422 or
 * a 403 is an answer the server gave after accepting the key: the connection works.
 */
function healthAfter(
  outcome: { ok: true } | { ok: false; error: unknown },
  dialect: DialectName | null,
  now: number = Date.now(),
): ConnectionHealth | null {
  if (outcome.ok) return { kind: 'connected', dialect };
  const error = toApiError(outcome.error);
  switch (error.kind) {
    case 'auth':
      return { kind: 'key-rejected' };
    case 'network':
      return { kind: 'unreachable', timedOut: false };
    case 'timeout':
      return { kind: 'unreachable', timedOut: true };
    case 'not-an-api':
    case 'bad-response':
      return { kind: 'not-an-api' };
    case 'rate-limited':
      return { kind: 'rate-limited', until: now + (error.retryAfterSeconds ?? DEFAULT_RATE_LIMIT_WAIT_S) * 1000 };
    case 'server':
      return { kind: 'server-error', status: error.status ?? null };
    case 'validation':
    case 'forbidden':
      return { kind: 'connected', dialect };
    default:
      // not-found and unsupported included: a classic server answers 404 before it looks at the key.
      return null;
  }
}

const sameHealth = (a: ConnectionHealth, b: ConnectionHealth) => JSON.stringify(a) === JSON.stringify(b);

function unchecked(connection: StoredConnection | null): ConnectionState {
  return { ...summaryOf(connection), health: { kind: 'unchecked' }, since: Date.now() };
}

/** Back to "unchecked" for the server's connection saved now (or "not configured" without one). */
export function resetConnectionState(serverId: ServerId): Promise<void> {
  return inOrder(async () => {
    const connection = await readStoredConnection(serverId);
    described.set(serverId, identityOf(connection));
    lastRecorded.delete(serverId);
    await stateItemOf(serverId).setValue(unchecked(connection));
  });
}

/** What is stored of the server's state (null before the background first wrote it). */
export function readStoredState(serverId: ServerId): Promise<ConnectionState | null> {
  return stateItemOf(serverId).getValue();
}

/** A server removed from the list: its state goes with it. */
export function dropConnectionState(serverId: ServerId): Promise<void> {
  return inOrder(async () => {
    described.delete(serverId);
    lastRecorded.delete(serverId);
    await stateItemOf(serverId).removeValue();
  });
}

/**
 * Records what the server at `connection` answered (or how the call failed). Dropped when that
 * server's address or key has changed since the call left: it says nothing about the new one.
 */
export function recordOutcome(
  connection: Pick<StoredConnection, 'serverUrl' | 'apiKey'> & { serverId: ServerId },
  outcome: { ok: true } | { ok: false; error: unknown },
  dialect: DialectName | null,
): Promise<void> {
  const health = healthAfter(outcome, dialect);
  if (health === null) return Promise.resolve();
  const { serverId } = connection;
  const identity = identityOf(connection);
  const last = lastRecorded.get(serverId);
  if (last && sameIdentity(last.identity, identity) && sameHealth(last.health, health)) return Promise.resolve();
  return inOrder(async () => {
    if (!sameIdentity(identity, identityOf(await readStoredConnection(serverId)))) return;
    const stateItem = stateItemOf(serverId);
    const stored = await stateItem.getValue();
    described.set(serverId, identity);
    lastRecorded.set(serverId, { identity, health });
    if (stored?.configured && stored.serverOrigin === identity.origin && sameHealth(stored.health, health)) return;
    await stateItem.setValue({ configured: true, serverOrigin: identity.origin, health, since: Date.now() });
  });
}

/**
 * Makes the server's stored state describe its saved connection: when none is stored yet (a new
 * install, or one from before this state existed: "unchecked", never "connected"), or it names
 * another server.
 */
export function ensureConnectionState(serverId: ServerId): Promise<void> {
  return inOrder(async () => {
    const connection = await readStoredConnection(serverId);
    const stateItem = stateItemOf(serverId);
    const stored = await stateItem.getValue();
    const expected = unchecked(connection);
    const fits =
      stored !== null && stored.configured === expected.configured && stored.serverOrigin === expected.serverOrigin;
    if (fits) return;
    described.set(serverId, identityOf(connection));
    lastRecorded.delete(serverId);
    await stateItem.setValue(expected);
  });
}

/**
 * Keeps a server's state in step with its saved connection, whoever wrote it: a new address or
 * key is unchecked until it answers; a state removed (storage cleared) is written again. Answers
 * the unwatch, called when the server is removed.
 */
export function followConnectionChanges(serverId: ServerId): () => void {
  // A new background starts from what storage says.
  described.delete(serverId);
  lastRecorded.delete(serverId);
  const unwatchConnection = connectionItemOf(serverId).watch((next, previous) => {
    const identity = identityOf(next);
    const known = described.get(serverId);
    // The background's own save already reset (or even checked) this connection.
    if (sameIdentity(identity, identityOf(previous)) || (known && sameIdentity(identity, known))) return;
    void resetConnectionState(serverId);
  });
  const unwatchState = stateItemOf(serverId).watch((next) => {
    // Written elsewhere (another page, storage cleared): the next answer is checked against storage.
    lastRecorded.delete(serverId);
    if (next === null) void ensureConnectionState(serverId);
  });
  return () => {
    unwatchConnection();
    unwatchState();
  };
}
