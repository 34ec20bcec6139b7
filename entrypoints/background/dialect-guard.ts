import type { ApiClient } from '@/lib/api/client';
import { ApiError } from '@/lib/api/errors';
import { refusedAsCurrentServer } from '@/lib/api/wire/record-dialect';
import type { DialectChoice, ServerProfile } from '@/lib/api/model/server';
import { t } from '@/lib/i18n/messages';
import { chosenDialectRefused } from './server-check';

/** A client of the saved server, with what the background knows of that server. */
export interface ConnectedClient extends ApiClient {
  /** The profile the client speaks by; after a re-detection, the new one. */
  readonly profile: ServerProfile;
}

export interface DialectGuardDeps {
  profile: ServerProfile;
  choice: DialectChoice;
  clientOf: (profile: ServerProfile) => ApiClient;
  /** Asks the server again and stores what it found. */
  redetect: () => Promise<ServerProfile>;
  /** Told how each call ended (after any re-detection), with the profile it spoke by. */
  onOutcome?: (outcome: { ok: true } | { ok: false; error: unknown }, profile: ServerProfile) => void;
}

/** A read changes nothing; a create the server refused made nothing: both may run again. */
type Operation = 'read' | 'create' | 'write';

/**
 * Whether a failure says the server speaks the other dialect: it answered a record of the other
 * dialect, or (to a classic create) asked for the `domain_id` only current servers require — a
 * current server ignores every classic name, so that is the first thing it misses.
 */
function showsOtherDialect(error: unknown, profile: ServerProfile, operation: Operation): error is ApiError {
  if (!(error instanceof ApiError)) return false;
  if (error.kind === 'dialect-changed') return true;
  return (
    profile.dialect === 'classic' &&
    operation === 'create' &&
    error.kind === 'validation' &&
    refusedAsCurrentServer(error.fields)
  );
}

const mayRunAgain = (error: ApiError, operation: Operation) =>
  operation === 'read' || (operation === 'create' && error.kind === 'validation');

/** After a switch, for a call that must not run again: what may have happened, and what to do. */
function switchedDuring(profile: ServerProfile, operation: Operation): ApiError {
  const classic = profile.dialect === 'classic';
  const message =
    operation === 'create'
      ? t(classic ? 'dialectSwitchedCreateClassic' : 'dialectSwitchedCreateCurrent')
      : t(classic ? 'dialectSwitchedWriteClassic' : 'dialectSwitchedWriteCurrent');
  return new ApiError('dialect-changed', { message });
}

/**
 * The one place that handles a server whose dialect changed (an upgrade of phpShort, or a profile
 * that was wrong): with the automatic choice it detects again, stores the new profile and runs a
 * read, or a create the server refused, once more; a chosen dialect is the user's to change,
 * so the error names the setting. Each client leaves out of new links what its server would
 * refuse or ignore (`ClientConfig.featuresOff`), so defaults from the settings never fail there.
 */
export function guardDialect(deps: DialectGuardDeps): ConnectedClient {
  let current = { profile: deps.profile, client: deps.clientOf(deps.profile) };

  async function run<T>(
    operation: Operation,
    call: (client: ApiClient, profile: ServerProfile) => Promise<T>,
  ): Promise<T> {
    try {
      const value = await attempt(operation, call);
      deps.onOutcome?.({ ok: true }, current.profile);
      return value;
    } catch (error) {
      deps.onOutcome?.({ ok: false, error }, current.profile);
      throw error;
    }
  }

  async function attempt<T>(
    operation: Operation,
    call: (client: ApiClient, profile: ServerProfile) => Promise<T>,
  ): Promise<T> {
    const used = current;
    try {
      return await call(used.client, used.profile);
    } catch (error) {
      if (!showsOtherDialect(error, used.profile, operation)) throw error;
      if (deps.choice !== 'automatic') throw chosenDialectRefused(deps.choice);
      const found = await deps.redetect().catch(() => null);
      if (found === null || found.dialect === used.profile.dialect) throw error;
      current = { profile: found, client: deps.clientOf(found) };
      if (!mayRunAgain(error, operation)) throw switchedDuring(found, operation);
      return call(current.client, current.profile);
    }
  }

  return {
    get serverUrl() {
      return current.client.serverUrl;
    },
    get dialect() {
      return current.client.dialect;
    },
    get profile() {
      return current.profile;
    },
    account: (options) => run('read', (client) => client.account(options)),
    resources: (options) => run('read', (client) => client.resources(options)),
    spaces: {
      list: (query, options) => run('read', (client) => client.spaces.list(query, options)),
      get: (id, options) => run('read', (client) => client.spaces.get(id, options)),
      create: (draft, options) => run('create', (client) => client.spaces.create(draft, options)),
      update: (id, changes, options) => run('write', (client) => client.spaces.update(id, changes, options)),
      remove: (id, options) => run('write', (client) => client.spaces.remove(id, options)),
    },
    links: {
      list: (query, options) => run('read', (client) => client.links.list(query, options)),
      get: (id, options) => run('read', (client) => client.links.get(id, options)),
      create: (draft, options) => run('create', (client) => client.links.create(draft, options)),
      update: (id, changes, options) => run('write', (client) => client.links.update(id, changes, options)),
      remove: (id, options) => run('write', (client) => client.links.remove(id, options)),
    },
  };
}
