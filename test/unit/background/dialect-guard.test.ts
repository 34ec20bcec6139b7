import { describe, expect, it } from 'vitest';
import { guardDialect } from '../../../entrypoints/background/transport/dialect-guard';
import { CLIENT_CALLS, type ApiClient, type CallEffect } from '../../../lib/api/client';
import { ApiError } from '../../../lib/api/errors';
import type { DialectName, ServerProfile } from '../../../lib/api/model/server';

/**
 * The dialect guard is derived from the client's call table (`CLIENT_CALLS`): every call it lists is
 * guarded, with what its effect allows once the server turns out to speak the other dialect. Each
 * call is walked here on a client that records what reaches it; the flows over real HTTP are in
 * server-detection.test.ts.
 */

interface Reached {
  dialect: DialectName;
  call: string;
  args: unknown[];
}

const profileOf = (dialect: DialectName): ServerProfile => ({
  serverOrigin: 'https://s.example',
  dialect,
  source: 'detected',
  checkedAt: 1,
  account: null,
});

/** Every call of `CLIENT_CALLS` by its path (`links.create`), with its effect. */
function callsOf(table: object, prefix = ''): [string, CallEffect][] {
  return Object.entries(table).flatMap(([name, effect]: [string, CallEffect | object]) =>
    typeof effect === 'string' ? [[`${prefix}${name}`, effect]] : callsOf(effect, `${prefix}${name}.`),
  );
}

/** A client whose every call records itself; the classic one answers a record of the other dialect. */
function recordingClient(dialect: DialectName, reached: Reached[]): ApiClient {
  const build = (table: object, prefix: string): Record<string, unknown> =>
    Object.fromEntries(
      Object.entries(table).map(([name, effect]: [string, CallEffect | object]) => [
        name,
        typeof effect === 'string'
          ? (...args: unknown[]) => {
              reached.push({ dialect, call: `${prefix}${name}`, args });
              return dialect === 'classic'
                ? Promise.reject(new ApiError('dialect-changed'))
                : Promise.resolve(`${prefix}${name} answered`);
            }
          : build(effect, `${prefix}${name}.`),
      ]),
    );
  return { serverUrl: 'https://s.example', dialect, ...build(CLIENT_CALLS, '') } as unknown as ApiClient;
}

function guardedClient(reached: Reached[]) {
  return guardDialect({
    serverId: '1',
    profile: profileOf('classic'),
    choice: 'automatic',
    clientOf: (profile) => recordingClient(profile.dialect, reached),
    redetect: () => Promise.resolve(profileOf('current')),
  });
}

/** The guarded member at `path`, as the background calls it. */
function memberAt(client: ApiClient, path: string): (...args: unknown[]) => Promise<unknown> {
  const parts = path.split('.');
  const name = parts.pop() ?? '';
  let owner: unknown = client;
  for (const part of parts) owner = (owner as Record<string, unknown>)[part];
  const member = (owner as Record<string, ((...args: unknown[]) => Promise<unknown>) | undefined>)[name];
  if (!member) throw new Error(`The guarded client has no ${path}`);
  return member;
}

describe('the dialect guard', () => {
  const calls = callsOf(CLIENT_CALLS);

  it('guards every call of the client', () => {
    expect(calls.map(([path]) => path)).toEqual([
      'account',
      'resources',
      'stats.clicks',
      'stats.top',
      'spaces.list',
      'spaces.get',
      'spaces.create',
      'spaces.update',
      'spaces.remove',
      'links.list',
      'links.get',
      'links.create',
      'links.update',
      'links.remove',
    ]);
  });

  it.each(calls.filter(([, effect]) => effect === 'read'))(
    '%s: a read is sent again in the dialect found, with the same arguments',
    async (path) => {
      const reached: Reached[] = [];
      const client = guardedClient(reached);
      await expect(memberAt(client, path)(7, { signal: undefined })).resolves.toBe(`${path} answered`);
      expect(reached).toEqual([
        { dialect: 'classic', call: path, args: [7, { signal: undefined }] },
        { dialect: 'current', call: path, args: [7, { signal: undefined }] },
      ]);
      expect(client.dialect).toBe('current');
    },
  );

  it.each(calls.filter(([, effect]) => effect !== 'read'))(
    '%s: a change is not sent again (it may have happened); the error says what to do',
    async (path) => {
      const reached: Reached[] = [];
      const client = guardedClient(reached);
      const failure = await memberAt(client, path)(7, { name: 'x' }).catch((error: unknown) => error);
      expect(failure).toMatchObject({ kind: 'dialect-changed' });
      expect((failure as ApiError).message).not.toBe(new ApiError('dialect-changed').message);
      expect(reached).toEqual([{ dialect: 'classic', call: path, args: [7, { name: 'x' }] }]);
      expect(client.profile.dialect).toBe('current');
    },
  );
});
