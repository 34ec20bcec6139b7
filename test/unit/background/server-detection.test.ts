import { describe, expect, it } from 'vitest';
import { connectionItemOf } from '../../../entrypoints/background/servers/connection-store';
import { FIRST_SERVER_ID } from '../../../lib/servers';
import type { ServerProfile } from '../../../lib/api/model/server';
import type { ConnectionSaveInput } from '../../../lib/connection';
import { ask } from '../../../lib/messages/channel';
import { STORAGE } from '../../../lib/storage/registry';
import { storedItem } from '../../../lib/storage/stored-item';
import { currentSeedFor, DEFAULT_DOMAIN_ID } from '../../server/index';
import { caught, TEST_KEY, useReferenceServer, type ReferenceServerFixture } from '../support/reference-server';
import { useStartedBackground } from './started-background';

/**
 * What the background knows of the server: which API dialect it speaks and what its account is,
 * found out when the connection is saved, before the first call of an install without a profile,
 * and again when the server answers in the other dialect. Real HTTP to the reference server in
 * either dialect, through the real background and message channel.
 */

const profileItem = storedItem(STORAGE.serverProfile);
const paths = (backend: ReferenceServerFixture) => backend.server.requests().map((r) => `${r.method} ${r.path}`);
const saveInput = (
  backend: ReferenceServerFixture,
  changes: Partial<ConnectionSaveInput> = {},
): ConnectionSaveInput => ({
  serverUrl: backend.server.url,
  apiKey: TEST_KEY,
  allowInsecureHttp: false,
  dialect: 'automatic',
  ...changes,
});

function profileOf(backend: ReferenceServerFixture, changes: Partial<ServerProfile> = {}): ServerProfile {
  return {
    serverOrigin: backend.server.url,
    dialect: 'classic',
    source: 'detected',
    checkedAt: 1,
    account: null,
    ...changes,
  };
}

const ANOTHER_SERVERS_PROFILE: ServerProfile = {
  serverOrigin: 'https://another.example',
  dialect: 'current',
  source: 'detected',
  checkedAt: 1,
  account: null,
};

describe.each(['classic', 'current'] as const)('saving the connection to a %s server', (dialect) => {
  const backend = useReferenceServer({ dialect });
  useStartedBackground();

  it('asks the server which API it speaks and stores what it answered', async () => {
    await profileItem.setValue(ANOTHER_SERVERS_PROFILE);
    const check = await ask('connection/save', saveInput(backend));
    expect(check.test.ok).toBe(true);
    const expected = {
      serverOrigin: backend.server.url,
      dialect,
      source: 'detected',
      account:
        dialect === 'current'
          ? { defaultDomainId: DEFAULT_DOMAIN_ID, defaultSpaceId: null, timezone: 'UTC', featuresOff: [] }
          : null,
    };
    expect(check.status).toMatchObject({ dialectChoice: 'automatic', profile: expected });
    expect(await profileItem.getValue()).toEqual(check.status.profile);
    // Current servers answer the account route; classic ones have none, and a small list proves the key.
    expect(paths(backend)).toEqual(
      dialect === 'current' ? ['GET /api/v1/account'] : ['GET /api/v1/account', 'GET /api/v1/spaces'],
    );
    expect(await ask('connection/status', null)).toEqual(check.status);
  });

  it('reports a wrong key as an auth error and keeps no profile of another server', async () => {
    await profileItem.setValue(ANOTHER_SERVERS_PROFILE);
    const check = await ask('connection/save', saveInput(backend, { apiKey: 'wrong-key' }));
    expect(check.test).toMatchObject({ ok: false, error: { kind: 'auth' } });
    expect(check.status.profile).toBeNull();
    expect(await profileItem.getValue()).toBeNull();
  });

  it('checks a chosen API with that API only, and stores the choice and the profile as chosen', async () => {
    const check = await ask('connection/save', saveInput(backend, { dialect }));
    expect(check.test.ok).toBe(true);
    expect(check.status).toMatchObject({ dialectChoice: dialect, profile: { dialect, source: 'chosen' } });
    expect(await connectionItemOf(FIRST_SERVER_ID).getValue()).toMatchObject({ dialect });
    expect(paths(backend)).toEqual([dialect === 'current' ? 'GET /api/v1/account' : 'GET /api/v1/spaces']);
  });

  it('reads a connection stored before the choice existed as automatic, and detects before its first call', async () => {
    await connectionItemOf(FIRST_SERVER_ID).setValue({ serverUrl: backend.server.url, apiKey: TEST_KEY });
    expect(await ask('connection/status', null)).toMatchObject({ dialectChoice: 'automatic', profile: null });
    await ask('spaces/list', {});
    await ask('spaces/list', {});
    expect(paths(backend).filter((path) => path === 'GET /api/v1/account')).toHaveLength(1);
    expect(await profileItem.getValue()).toMatchObject({ dialect, source: 'detected' });
  });
});

describe('a current server chosen as classic in the settings', () => {
  const backend = useReferenceServer({ dialect: 'current' });
  useStartedBackground();

  it('names the API setting when the server answers records of the other API, and does not detect again', async () => {
    await backend.client({ dialect: 'current', defaultDomainId: DEFAULT_DOMAIN_ID }).links.create({
      destination: 'https://example.com/a',
    });
    await ask('connection/save', saveInput(backend, { dialect: 'classic' }));
    backend.server.clearRequests();
    // The server answers current records: the error names the setting, and nothing is detected.
    const refusal = await caught(() => ask('links/list', {}));
    expect(refusal.kind).toBe('dialect-changed');
    expect(refusal.message).toContain('not the classic one chosen under “API” in the connection settings');
    expect(paths(backend)).toEqual(['GET /api/v1/links']);
    expect(await profileItem.getValue()).toMatchObject({ dialect: 'classic', source: 'chosen' });
  });
});

describe('a classic server chosen as current in the settings', () => {
  const backend = useReferenceServer({ dialect: 'classic' });
  useStartedBackground();

  it('fails the test with a sentence at the API choice, and stores no profile', async () => {
    const check = await ask('connection/save', saveInput(backend, { dialect: 'current' }));
    expect(check.test).toMatchObject({
      ok: false,
      error: { kind: 'dialect-changed', fields: { dialect: [expect.stringContaining('speaks the classic API')] } },
    });
    expect(check.status).toMatchObject({ dialectChoice: 'current', profile: null });
  });
});

describe('a server that changed dialect since it was detected (stored profile classic, server current)', () => {
  const backend = useReferenceServer({ dialect: 'current' });
  useStartedBackground();
  const currentClient = () => backend.client({ dialect: 'current', defaultDomainId: DEFAULT_DOMAIN_ID });

  async function seedUpgradedServer() {
    await connectionItemOf(FIRST_SERVER_ID).setValue({ serverUrl: backend.server.url, apiKey: TEST_KEY });
    await profileItem.setValue(profileOf(backend, { dialect: 'classic' }));
  }

  it('detects again when a list answers current records, stores the new profile and answers the list', async () => {
    await currentClient().links.create({ destination: 'https://example.com/a', alias: 'upgraded' });
    await seedUpgradedServer();
    backend.server.clearRequests();

    const answer = await ask('links/list', { order: 'most-clicks' });
    expect(answer.page.items.map((link) => link.alias)).toEqual(['upgraded']);
    expect(await profileItem.getValue()).toMatchObject({
      dialect: 'current',
      source: 'detected',
      account: { defaultDomainId: DEFAULT_DOMAIN_ID },
    });
    expect(paths(backend).slice(0, 3)).toEqual(['GET /api/v1/links', 'GET /api/v1/account', 'GET /api/v1/links']);
    // The list read again asks in the current dialect's words.
    const [classicList, , currentList] = backend.server.requests();
    expect([classicList?.query.sort, currentList?.query.sort_by, currentList?.query.sort]).toEqual([
      'max',
      'clicks',
      'desc',
    ]);
  });

  it('creates once more, in the current dialect, when the server refused a classic create for its missing domain', async () => {
    await seedUpgradedServer();
    const { link } = await ask('shorten/create', {
      requestId: 'r1',
      pageUrl: 'https://example.com/b',
      draft: { destination: 'https://example.com/b', alias: 'after-upgrade', disabled: false },
    });
    expect(link.shortUrl).toBe(`${backend.server.url}/after-upgrade`);
    const creates = backend.server.requests().filter((r) => r.method === 'POST');
    expect(creates.map((r) => r.params.includes('domain_id'))).toEqual([false, true]);
    // The classic-only disabled flag is not sent to a server without a disabled state.
    expect(creates[1]?.params).not.toContain('disabled');
    expect((await currentClient().links.list()).total).toBe(1);
  });
});

describe('domains and pixels of a current server', () => {
  const backend = useReferenceServer({ dialect: 'current' });
  useStartedBackground();
  const seed = currentSeedFor(0);

  it('are listed by the server, the default domain first; lists of links do not fetch them again', async () => {
    await ask('connection/save', saveInput(backend));
    backend.server.clearRequests();
    const resources = await ask('resources/list', null);
    // The default domain first, then the account's own.
    expect(resources.domains).toEqual([{ id: DEFAULT_DOMAIN_ID, name: '127.0.0.1' }, ...seed.domains]);
    expect(resources.pixels.toSorted((a, b) => a.id - b.id)).toEqual(
      seed.pixels.map(({ id, name, type }) => ({ id, name, type })),
    );
    expect(paths(backend).sort()).toEqual(['GET /api/v1/domains', 'GET /api/v1/pixels']);

    backend.server.clearRequests();
    const answer = await ask('links/list', {});
    expect(answer.resources).toEqual(resources);
    expect(paths(backend)).toEqual(['GET /api/v1/links']);
  });

  it('name the default domain by the server host until a link record names it', async () => {
    // Reached as localhost: the host name differs from the name the server gives its default domain.
    const serverUrl = `http://localhost:${backend.server.port}`;
    await ask('connection/save', saveInput(backend, { serverUrl }));
    expect((await ask('resources/list', null)).domains[0]).toEqual({ id: DEFAULT_DOMAIN_ID, name: 'localhost' });
    await ask('links/create', { destination: 'https://example.com/a' });
    const { domains } = await ask('resources/list', null);
    expect(domains[0]).toEqual({ id: DEFAULT_DOMAIN_ID, name: '127.0.0.1' });
    expect(await storedItem(STORAGE.knownResources).getValue()).toMatchObject({ dialect: 'current', domains });
  });
});

describe('defaults from the settings on a plan without statistics settings', () => {
  const backend = useReferenceServer({ dialect: 'current', plan: { features: { link_stats: 0 } } });
  useStartedBackground();

  it('are left out of the new link instead of failing it', async () => {
    const check = await ask('connection/save', saveInput(backend));
    expect(check.status.profile?.account?.featuresOff).toEqual(['privacy']);
    const { link } = await ask('shorten/create', {
      requestId: 'r1',
      pageUrl: 'https://example.com/a',
      draft: { destination: 'https://example.com/a', privacy: 'public' },
    });
    expect(link.destination).toBe('https://example.com/a');
    const [create] = backend.server.requests().filter((r) => r.method === 'POST');
    expect(create?.params).not.toContain('privacy');
  });
});
