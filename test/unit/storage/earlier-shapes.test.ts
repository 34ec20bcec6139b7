import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { browser } from 'wxt/browser';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { storedDeleteRoutes } from '../../../entrypoints/background/transport/connected-client';
import { readConnection, readStoredConnection } from '../../../entrypoints/background/servers/connection-store';
import { mergeKnownResources } from '../../../entrypoints/background/lists/known-resources';
import { keepInterruptedCreates } from '../../../entrypoints/background/shortening/pending-creates';
import { putRecent, readRecent } from '../../../entrypoints/background/shortening/recent-store';
import { readStoredProfile } from '../../../entrypoints/background/servers/server-profile-store';
import { loadSettings } from '../../../entrypoints/background/servers/settings';
import { adoptEarlierDeleteRun } from '../../../entrypoints/background/jobs/earlier-delete-run';
import { adoptEarlierShortenRun } from '../../../entrypoints/background/jobs/earlier-shorten-run';
import { loadPopupData } from '../../../entrypoints/popup/first-paint';
import { newestDoneForPage, type PendingCreate, type RecentEntry } from '../../../lib/recent';
import { DEFAULT_SETTINGS, type Settings } from '../../../lib/settings';
import { BACKGROUND_STORAGE } from '../../../lib/storage/outside-popup-registry';
import { FIRST_SERVER_ID, SERVERS_VERSION } from '../../../lib/servers';
import { jobWriter, readJob, readJobHeaders, readJobItems } from '../../../lib/storage/jobs';
import { DRAFTS, STORAGE, type KnownResources } from '../../../lib/storage/registry';
import { migrateStorage } from '../../../entrypoints/background/servers/server-list-store';
import { EARLIER_SHAPES, type EarlierShape } from './earlier-shapes';

/**
 * Today's readers, each the real one its page or the background uses, given every shape an
 * earlier version stored (./earlier-shapes.ts): what the user had must still be there.
 */

/**
 * Settings added with version 4 (tracking parameters removed, no UTM presets) and within it (no
 * look-up for existing links: it sends addresses, so it waits for a yes), as every earlier shape gets them.
 */
const V4_ADDITIONS = {
  trackingParameters: { remove: true, names: null },
  utmPresets: [],
  lookUpExisting: false,
} satisfies Partial<Settings>;

/** What each snapshot's settings become; a setting added later takes its documented default. */
const SETTINGS_AFTER_MIGRATION: Record<string, Settings> = {
  'connection without a dialect, plain HTTP allowed, resources gathered before dialects': DEFAULT_SETTINGS,
  '0.1.0 install, classic server, settings v2, two recent links and a failed one, a draft': {
    version: 4,
    // Chosen in 0.1.0's Settings: still chosen.
    linkDefaults: { spaceId: 3, domainId: null, privacy: 'private' },
    autoCopy: false,
    notifications: true,
    // Added after 0.1.0: off, as 0.1.0 behaved for the popup (the menu and shortcut now copy the earlier link).
    alwaysNewLink: false,
    contextMenu: { page: true, link: false, selection: true },
    ...V4_ADDITIONS,
  },
  'settings v2 with alwaysNewLink, defaults as v2 started them, the key forgotten': {
    version: 4,
    // v2's starting values were never a choice: they follow the account (lib/settings.ts, v2 → v3).
    linkDefaults: { spaceId: 'account', domainId: null, privacy: 'account' },
    autoCopy: true,
    notifications: false,
    alwaysNewLink: true,
    contextMenu: { page: true, link: true, selection: false },
    ...V4_ADDITIONS,
  },
  'v3 with account defaults on a current server, recent links with their server, pending create, bulk journal': {
    version: 4,
    linkDefaults: { spaceId: 'account', domainId: 9, privacy: 'account' },
    autoCopy: true,
    notifications: true,
    alwaysNewLink: false,
    contextMenu: { page: true, link: true, selection: true },
    ...V4_ADDITIONS,
  },
  'settings v4 before the look-up for existing links, an edited tracking list': {
    version: 4,
    linkDefaults: { spaceId: 'account', domainId: null, privacy: 'private' },
    autoCopy: true,
    notifications: true,
    alwaysNewLink: true,
    contextMenu: { page: true, link: true, selection: true },
    trackingParameters: { remove: true, names: ['fbclid', 'utm_*'] },
    utmPresets: [{ name: 'Mail', source: 'newsletter', medium: 'email', campaign: '', term: '', content: '' }],
    // Stored before the choice existed: off, as a new install has it.
    lookUpExisting: false,
  },
  // Already version 4: kept as it is.
  '1.0.0 on a classic server, a Shorten many run under way': {
    version: 4,
    linkDefaults: { spaceId: 'account', domainId: null, privacy: 'account' },
    autoCopy: true,
    notifications: true,
    alwaysNewLink: false,
    contextMenu: { page: true, link: true, selection: true },
    ...V4_ADDITIONS,
  },
};

const storedConnectionOf = (shape: EarlierShape) =>
  shape.local[STORAGE.connection.key] as { serverUrl: string; apiKey?: string } | undefined;

/** The popup drafts of a snapshot, each with the passwords session storage still holds for it. */
function draftsOf(shape: EarlierShape): { pageUrl: string; values: Record<string, unknown> }[] {
  return Object.entries(shape.local)
    .filter(([key]) => key.startsWith(DRAFTS.keyPrefix))
    .map(([key, stored]) => {
      const { pageUrl, values } = stored as { pageUrl: string; values: Record<string, unknown> };
      const secretsKey = DRAFTS.secretsKeyPrefix + key.slice(DRAFTS.keyPrefix.length);
      const secrets = (shape.session[secretsKey] ?? {}) as Record<string, unknown>;
      return { pageUrl, values: { ...values, ...secrets } };
    });
}

async function restore(shape: EarlierShape): Promise<void> {
  // Drafts expire after a week: the snapshot is read at the moment it was taken.
  vi.useFakeTimers({ now: shape.takenAt, toFake: ['Date'] });
  await browser.storage.local.set(structuredClone(shape.local));
  await browser.storage.session.set(structuredClone(shape.session));
  // What the background does first when it starts: the list of servers (storage layout 4).
  await migrateStorage();
}

/** What the migration makes of a snapshot's recent entries: those of the saved server name it. */
function recentAfterMigration(shape: EarlierShape): RecentEntry[] {
  const stored = (shape.local[STORAGE.recentLinks.key] as RecentEntry[] | undefined) ?? [];
  const origin = storedConnectionOf(shape)?.serverUrl;
  if (origin === undefined) return stored;
  return stored.map((entry) =>
    entry.serverOrigin === undefined || entry.serverOrigin === new URL(origin).origin
      ? { ...entry, serverId: FIRST_SERVER_ID }
      : entry,
  );
}

beforeEach(() => fakeBrowser.reset());
afterEach(() => vi.useRealTimers());

describe('earlier stored shapes', () => {
  it('each says what it is, once, and what its settings become', () => {
    const names = EARLIER_SHAPES.map((shape) => shape.name);
    expect(new Set(names).size).toBe(names.length);
    expect(Object.keys(SETTINGS_AFTER_MIGRATION).sort()).toEqual([...names].sort());
  });
});

describe.each(EARLIER_SHAPES.map((shape) => [shape.name, shape] as const))('%s', (_name, shape) => {
  beforeEach(() => restore(shape));

  it('lists its single connection as server 1, the current one, named by its host', async () => {
    const list = (await browser.storage.local.get(STORAGE.servers.key))[STORAGE.servers.key];
    const saved = storedConnectionOf(shape) !== undefined;
    expect(list).toEqual({
      version: SERVERS_VERSION,
      current: saved ? FIRST_SERVER_ID : null,
      order: saved ? [FIRST_SERVER_ID] : [],
      byId: saved ? { [FIRST_SERVER_ID]: { id: FIRST_SERVER_ID, name: '' } } : {},
      nextId: saved ? 2 : 1,
    });
    // Run again (the next start of the background): nothing changes.
    const before = await browser.storage.local.get(null);
    await migrateStorage();
    expect(await browser.storage.local.get(null)).toEqual(before);
  });

  it('keeps the server address, the key and the connection choices', async () => {
    const stored = storedConnectionOf(shape);
    expect(await readStoredConnection(FIRST_SERVER_ID)).toEqual(stored ?? null);
    // With a key, it is still a connection the background talks through; without one (forgotten), not.
    const connection = await readConnection(FIRST_SERVER_ID);
    expect(connection === null ? null : { serverUrl: connection.serverUrl, apiKey: connection.apiKey }).toEqual(
      stored?.apiKey === undefined ? null : { serverUrl: stored.serverUrl, apiKey: stored.apiKey },
    );
  });

  it('carries every setting over, and stores them migrated for the pages', async () => {
    const expected = SETTINGS_AFTER_MIGRATION[shape.name];
    expect(await loadSettings()).toEqual(expected);
    if (shape.local[STORAGE.settings.key] !== undefined) {
      expect((await browser.storage.local.get(STORAGE.settings.key))[STORAGE.settings.key]).toEqual(expected);
    }
  });

  it('keeps every recent link and failure, and still offers each link for its page', async () => {
    const stored = recentAfterMigration(shape);
    const entries = await readRecent();
    expect(entries).toEqual(stored);
    const serverUrl = storedConnectionOf(shape)?.serverUrl;
    const server =
      serverUrl === undefined ? undefined : { serverId: FIRST_SERVER_ID, serverOrigin: new URL(serverUrl).origin };
    for (const entry of stored.filter((e) => e.status === 'done')) {
      expect(newestDoneForPage(entries, entry.pageUrl, server)?.link.shortUrl).toBe(entry.link.shortUrl);
    }
  });

  it('files each create cut off by the stopped background as a failure with its page and draft', async () => {
    const pending = Object.values(
      (shape.local[BACKGROUND_STORAGE.pendingCreates.key] as Record<string, PendingCreate> | undefined) ?? {},
    );
    await keepInterruptedCreates(putRecent);
    const entries = await readRecent();
    for (const cutOff of pending) {
      expect(entries.find((entry) => entry.requestId === cutOff.requestId)).toMatchObject({
        status: 'failed',
        pageUrl: cutOff.pageUrl,
        draft: cutOff.draft,
      });
    }
    expect(entries).toHaveLength(
      pending.length + ((shape.local[STORAGE.recentLinks.key] as unknown[] | undefined)?.length ?? 0),
    );
  });

  it("gives the popup's first paint the lists, the profile, the state and the recent links", async () => {
    await loadSettings();
    const data = await loadPopupData('');
    expect(data.settings).toEqual(SETTINGS_AFTER_MIGRATION[shape.name]);
    expect(data.spaces).toEqual(shape.local[STORAGE.spacesCache.key] ?? null);
    expect(data.knownResources).toEqual(shape.local[STORAGE.knownResources.key] ?? null);
    expect(data.serverProfile).toEqual(shape.local[STORAGE.serverProfile.key] ?? null);
    expect(data.connectionState).toEqual(shape.local[STORAGE.connectionState.key] ?? null);
    expect(data.recent).toEqual(recentAfterMigration(shape));
  });

  it("gives the background its profile, the server's domains and pixels, and the delete routes", async () => {
    const profile = shape.local[STORAGE.serverProfile.key] as { dialect: 'classic' | 'current' } | undefined;
    expect(await readStoredProfile(FIRST_SERVER_ID)).toEqual(profile ?? null);
    const known = shape.local[STORAGE.knownResources.key] as KnownResources | undefined;
    if (known) {
      // Seeing no new record keeps everything known; an older value without a dialect was gathered on classic.
      const merged = mergeKnownResources(known, known.serverOrigin, profile?.dialect ?? 'classic', []);
      expect({ domains: merged.domains, pixels: merged.pixels }).toEqual({
        domains: known.domains,
        pixels: known.pixels,
      });
    }
    const routes = (shape.local[STORAGE.deleteRoutes.key] as Record<string, string> | undefined) ?? {};
    for (const [serverUrl, route] of Object.entries(routes))
      expect(await storedDeleteRoutes.get(serverUrl)).toBe(route);
  });

  it('makes a Shorten many run a job with the same rows, states, reasons, links and request ids', async () => {
    const run = shape.local.bulkShortenRun as
      { id: string; serverId: string; rows: Record<string, unknown>[]; defaults: unknown } | undefined;
    await adoptEarlierShortenRun(jobWriter());
    expect((await browser.storage.local.get('bulkShortenRun')).bulkShortenRun).toBeUndefined();
    if (!run) {
      expect(await readJobHeaders()).toEqual([]);
      return;
    }
    const job = await readJob(run.id);
    expect(job?.header).toMatchObject({
      kind: 'shorten',
      serverId: run.serverId,
      status: 'running',
      params: run.defaults,
    });
    expect(job?.items).toEqual(
      run.rows.map((row, index) => {
        // On its way when the browser updated: waiting, and looked up on the server before it is sent.
        const sending = row.state === 'sending';
        return {
          index,
          key: row.requestId,
          input: { url: row.url, alias: row.alias },
          state: sending ? 'waiting' : row.state,
          ...(row.link ? { result: row.link } : {}),
          ...(row.reason ? { reason: row.reason } : {}),
          ...(sending
            ? { uncertainSince: row.sentAt }
            : row.uncertainSince
              ? { uncertainSince: row.uncertainSince }
              : {}),
        };
      }),
    );
    // The next start finds nothing left to adopt, and the job as it was.
    await adoptEarlierShortenRun(jobWriter());
    expect(await readJobHeaders()).toHaveLength(1);
  });

  it('turns a bulk delete the closed browser cut short into a paused job of the links left', async () => {
    const run = shape.local.bulkDeleteRun as
      { links: { id: number }[]; deleted: number[]; sending: number | null; startedAt: number } | undefined;
    await adoptEarlierDeleteRun(jobWriter());
    expect((await browser.storage.local.get('bulkDeleteRun')).bulkDeleteRun).toBeUndefined();
    const headers = await readJobHeaders();
    if (!run) {
      expect(headers).toEqual([]);
      return;
    }
    const [header] = headers;
    expect(headers).toHaveLength(1);
    expect(header).toMatchObject({ kind: 'delete-links', serverId: FIRST_SERVER_ID, status: 'paused' });
    const items = header ? await readJobItems(header) : [];
    const left = run.links.filter((link) => !run.deleted.includes(link.id));
    expect(items.map((item) => item.input)).toEqual(left);
    expect(items.map((item) => item.state)).toEqual(left.map(() => 'waiting'));
    // The delete that was on its way is asked about before it is sent again.
    const sending = items.find((item) => (item.input as { id: number }).id === run.sending);
    expect(sending?.uncertainSince).toBe(run.startedAt);
    expect(items.filter((item) => item.uncertainSince !== undefined)).toHaveLength(run.sending === null ? 0 : 1);
  });
});

describe.each(
  EARLIER_SHAPES.filter((shape) => draftsOf(shape).length > 0).map((shape) => [shape.name, shape] as const),
)('the popup drafts of %s', (_name, shape) => {
  beforeEach(() => restore(shape));

  it('come back on their pages, with the passwords still in memory', async () => {
    for (const draft of draftsOf(shape)) {
      const tab = await browser.tabs.create({ url: draft.pageUrl });
      const data = await loadPopupData(`?tabId=${tab.id ?? -1}`);
      expect(data.spentDraft).toBe(false);
      expect(data.draft).toEqual(draft.values);
    }
  });

  // By design, not a loss to fix: passwords never touch the disk, and an update empties memory.
  it('come back whole but for their passwords once an update emptied session storage', async () => {
    await browser.storage.session.clear();
    for (const draft of draftsOf(shape)) {
      const tab = await browser.tabs.create({ url: draft.pageUrl });
      const data = await loadPopupData(`?tabId=${tab.id ?? -1}`);
      const stored = shape.local[DRAFTS.keyPrefix + draft.pageUrl] as { values: Record<string, unknown> };
      expect(data.draft).toEqual(stored.values);
    }
  });
});
