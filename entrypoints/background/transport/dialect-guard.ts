import { CLIENT_CALLS, type ApiClient, type CallEffect } from '@/lib/api/client';
import { ApiError } from '@/lib/api/errors';
import { refusedAsCurrentServer } from '@/lib/api/wire/record-dialect';
import type { DialectChoice, ServerProfile } from '@/lib/api/model/server';
import { t } from '@/lib/i18n/messages';
import type { ServerRef } from '@/lib/recent';
import type { ServerId } from '@/lib/servers';
import { chosenDialectRefused } from './server-check';

/** A client of the saved server, with what the background knows of that server. */
export interface ConnectedClient extends ApiClient {
  /** The profile the client speaks by; after a re-detection, the new one. */
  readonly profile: ServerProfile;
  /** The server (in the user's list) whose connection it uses. */
  readonly serverId: ServerId;
}

export interface DialectGuardDeps {
  serverId: ServerId;
  profile: ServerProfile;
  choice: DialectChoice;
  clientOf: (profile: ServerProfile) => ApiClient;
  /** Asks the server again and stores what it found. */
  redetect: () => Promise<ServerProfile>;
  /** Told how each call ended (after any re-detection), with the profile it spoke by. */
  onOutcome?: (outcome: { ok: true } | { ok: false; error: unknown }, profile: ServerProfile) => void;
}

/**
 * Whether a failure says the server speaks the other dialect: it answered a record of the other
 * dialect, or (to a classic create) asked for the `domain_id` only current servers require — a
 * current server ignores every classic name, so that is the first thing it misses.
 */
function showsOtherDialect(error: unknown, profile: ServerProfile, effect: CallEffect): error is ApiError {
  if (!(error instanceof ApiError)) return false;
  if (error.kind === 'dialect-changed') return true;
  return (
    profile.dialect === 'classic' &&
    effect === 'create' &&
    error.kind === 'validation' &&
    refusedAsCurrentServer(error.fields)
  );
}

const mayRunAgain = (error: ApiError, effect: CallEffect) =>
  effect === 'read' || (effect === 'create' && error.kind === 'validation');

/** After a switch, for a call that must not run again: what may have happened, and what to do. */
function switchedDuring(profile: ServerProfile, effect: CallEffect): ApiError {
  const classic = profile.dialect === 'classic';
  const message =
    effect === 'create'
      ? t(classic ? 'dialectSwitchedCreateClassic' : 'dialectSwitchedCreateCurrent')
      : t(classic ? 'dialectSwitchedWriteClassic' : 'dialectSwitchedWriteCurrent');
  return new ApiError('dialect-changed', { message });
}

type Call = (...args: unknown[]) => Promise<unknown>;
/** `CLIENT_CALLS` as generic code walks it. */
interface CallTree {
  readonly [name: string]: CallEffect | CallTree;
}

/**
 * The one place that handles a server whose dialect changed (an upgrade of phpShort, or a profile
 * that was wrong): with the automatic choice it detects again, stores the new profile and runs a
 * read, or a create the server refused, once more; a chosen dialect is the user's to change,
 * so the error names the setting. Every call of the client is guarded, as `CLIENT_CALLS` lists it.
 */
export function guardDialect(deps: DialectGuardDeps): ConnectedClient {
  let current = { profile: deps.profile, client: deps.clientOf(deps.profile) };

  async function run<T>(effect: CallEffect, call: (client: ApiClient) => Promise<T>): Promise<T> {
    try {
      const value = await attempt(effect, call);
      deps.onOutcome?.({ ok: true }, current.profile);
      return value;
    } catch (error) {
      deps.onOutcome?.({ ok: false, error }, current.profile);
      throw error;
    }
  }

  async function attempt<T>(effect: CallEffect, call: (client: ApiClient) => Promise<T>): Promise<T> {
    const used = current;
    try {
      return await call(used.client);
    } catch (error) {
      if (!showsOtherDialect(error, used.profile, effect)) throw error;
      if (deps.choice !== 'automatic') throw chosenDialectRefused(deps.choice);
      const found = await deps.redetect().catch(() => null);
      if (found === null || found.dialect === used.profile.dialect) throw error;
      current = { profile: found, client: deps.clientOf(found) };
      if (!mayRunAgain(error, effect)) throw switchedDuring(found, effect);
      return call(current.client);
    }
  }

  /** The calls of `calls`, each run on the client of the moment, where `pick` finds them. */
  function guarded(calls: CallTree, pick: (client: ApiClient) => unknown): Record<string, unknown> {
    const wrapped: Record<string, unknown> = {};
    for (const [name, effect] of Object.entries(calls)) {
      // The table mirrors the client's shape, which its types cannot follow here.
      const member = (client: ApiClient) => (pick(client) as Record<string, unknown>)[name];
      wrapped[name] =
        typeof effect === 'string'
          ? (...args: unknown[]) => run(effect, (client) => (member(client) as Call)(...args))
          : guarded(effect, member);
    }
    return wrapped;
  }

  return {
    ...(guarded(CLIENT_CALLS, (client) => client) as Omit<ApiClient, 'serverUrl' | 'dialect'>),
    get serverUrl() {
      return current.client.serverUrl;
    },
    get dialect() {
      return current.client.dialect;
    },
    serverId: deps.serverId,
    get profile() {
      return current.profile;
    },
  };
}

/** Which server a client talks to, as recent links name it. */
export function serverRefOf(client: ConnectedClient): ServerRef {
  return { serverId: client.serverId, serverOrigin: client.profile.serverOrigin };
}
