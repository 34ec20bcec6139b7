/**
 * What earlier versions of the extension left in browser storage, one whole snapshot per shape,
 * as plain data: today's code must read each of them without losing what the user had
 * (./earlier-shapes.test.ts). The snapshots are deliberately untyped: they are what an older
 * release wrote, not what today's types say, and must not change when today's types do.
 *
 * Each snapshot names the commit whose code first wrote its shape. 0.1.0 (2026-11-23) is the one
 * release so far; its tree is commit 85ec32a. Shapes written only between commits of the
 * development history before it are kept where a user of a development build could still have
 * them and today's code still has a reader for them (the connection without a dialect, domains
 * and pixels gathered before dialects were told apart).
 *
 * When a change alters what is stored under a key, add a snapshot of the old shape here (see
 * CONTRIBUTING.md): a later migration (issue 23's list of servers, say) is tested against all of them.
 *
 * Shapes not kept here, because nothing of them can reach today's code:
 * - settings version 1 was never written by any commit: 73b5ef3 introduced settings at version 2,
 *   with a reader for a planned version 1 (test/fixtures/settings/v1.json); it stays covered there.
 * - popup drafts lived in `storage.session` from bd6ad9e until 1047072 moved them to `local` (the
 *   same record as today's); session storage is emptied whenever the extension is updated, so no
 *   such draft outlives the update. Their passwords still live there, and are just as short-lived.
 */

/** One snapshot of the extension's storage areas, as the code of one commit left them. */
export interface EarlierShape {
  /** What the snapshot is, in a user's words. */
  name: string;
  /** The commit whose code first wrote this shape (and, for a release, the release). */
  writtenBy: string;
  /** When the snapshot was taken (epoch ms): the age of drafts is measured from it. */
  takenAt: number;
  local: Record<string, unknown>;
  session: Record<string, unknown>;
}

// Saved server addresses are normalised (no trailing slash); without a path, one is also the origin.
const CLASSIC_SERVER = 'http://127.0.0.1:8787';
const API_KEY = 'k'.repeat(64);
/** A current server on its own loopback port, for the snapshots of today's dialect. */
const CURRENT_SERVER = 'http://localhost:8788';
const CURRENT_API_KEY = 'c'.repeat(64);

const NOV_23_2026 = Date.UTC(2026, 10, 23, 18, 0);
const NOV_25_2026 = Date.UTC(2026, 10, 25, 18, 0);
const MINUTE = 60_000;
const NOV_28_2026 = Date.UTC(2026, 10, 28, 12, 0);

const NO_EXPIRY = { startDate: null, startTime: null, date: null, time: null, clickLimit: null, redirectUrl: null };

/** A link record as the background kept it from a server's answer (the shape has not changed since 0.1.0). */
function storedLink(
  server: string,
  id: number,
  alias: string,
  destination: string,
  extra: Record<string, unknown> = {},
) {
  return {
    id,
    alias,
    destination,
    shortUrl: `${server}/${alias}`,
    title: null,
    space: null,
    domain: null,
    pixels: [],
    disabled: false,
    privacy: 'public',
    hasRedirectPassword: false,
    hasPrivacyPassword: false,
    expiry: NO_EXPIRY,
    targeting: { kind: 'none' },
    clicks: 0,
    createdAt: '2026-11-23 17:40:00',
    updatedAt: '2026-11-23 17:40:00',
    ...extra,
  };
}

/** A half-typed popup form, as the popup saved it (lib/link-form/values.ts, unchanged since 0.1.0). */
function formValues(destination: string, changes: Record<string, unknown>) {
  return {
    destination,
    spaceId: '',
    alias: '',
    privacy: 'public',
    privacyPassword: '',
    expiryStartDate: '',
    expiryStartTime: '',
    expiryDate: '',
    expiryTime: '',
    expiryClickLimit: '',
    expiryRedirectUrl: '',
    domainId: '',
    pixelIds: [],
    disabled: false,
    redirectPassword: '',
    removeRedirectPassword: false,
    targeting: { kind: 'none', rows: [] },
    ...changes,
  };
}

/**
 * 0.1.0 on a classic server, as the release left it after a few days of use: settings version 2
 * before "Always make a new short link" existed, with a space and privacy chosen; two links made
 * and a failed menu shortening, none of them saying which server they belong to; the spaces and
 * the domains and pixels seen in records; the detected profile and the connection state; a
 * remembered delete route; a popup draft whose password is in session storage.
 */
const release010Classic: EarlierShape = {
  name: '0.1.0 install, classic server, settings v2, two recent links and a failed one, a draft',
  writtenBy: '85ec32a (release 0.1.0)',
  takenAt: NOV_23_2026 + 60 * MINUTE,
  local: {
    connection: { serverUrl: CLASSIC_SERVER, apiKey: API_KEY },
    settings: {
      version: 2,
      linkDefaults: { spaceId: 3, domainId: null, privacy: 'private' },
      autoCopy: false,
      notifications: true,
      contextMenu: { page: true, link: false, selection: true },
    },
    recentLinks: [
      {
        id: 'entry-3',
        requestId: 'request-3',
        pageUrl: 'https://example.org/unreachable-day',
        source: 'context-menu',
        at: NOV_23_2026 + 30 * MINUTE,
        status: 'failed',
        failure: { kind: 'network', message: 'The server could not be reached.' },
        draft: { destination: 'https://example.org/unreachable-day', spaceId: 3, privacy: 'private' },
      },
      {
        id: 'entry-2',
        requestId: 'request-2',
        pageUrl: 'https://example.org/news/today',
        source: 'shortcut',
        at: NOV_23_2026 + 20 * MINUTE,
        status: 'done',
        link: storedLink(CLASSIC_SERVER, 12, 'news-today', 'https://example.org/news/today', {
          space: { id: 3, name: 'Reading', color: 2 },
          domain: { id: 1, name: '127.0.0.1' },
          privacy: 'private',
        }),
      },
      {
        id: 'entry-1',
        requestId: 'request-1',
        pageUrl: 'https://example.org/guide',
        source: 'popup',
        at: NOV_23_2026 + 10 * MINUTE,
        status: 'done',
        link: storedLink(CLASSIC_SERVER, 11, 'guide', 'https://example.org/guide', {
          pixels: [{ id: 4, name: 'Shop pixel', type: null }],
        }),
      },
    ],
    spacesCache: {
      serverOrigin: CLASSIC_SERVER,
      spaces: [
        { id: 3, name: 'Reading', color: 2 },
        { id: 5, name: 'Work', color: 4 },
      ],
      fetchedAt: NOV_23_2026 + 25 * MINUTE,
    },
    knownResources: {
      serverOrigin: CLASSIC_SERVER,
      dialect: 'classic',
      domains: [{ id: 1, name: '127.0.0.1' }],
      pixels: [{ id: 4, name: 'Shop pixel', type: null }],
    },
    serverProfile: {
      serverOrigin: CLASSIC_SERVER,
      dialect: 'classic',
      source: 'detected',
      checkedAt: NOV_23_2026,
      account: null,
    },
    connectionState: {
      configured: true,
      serverOrigin: CLASSIC_SERVER,
      health: { kind: 'connected', dialect: 'classic' },
      since: NOV_23_2026 + 20 * MINUTE,
    },
    deleteRoutes: { [CLASSIC_SERVER]: 'api-v1' },
    'draft:https://example.org/half-done': {
      pageUrl: 'https://example.org/half-done',
      values: formValues('https://example.org/half-done', {
        alias: 'half-done',
        privacy: 'password',
        spaceId: '5',
        targeting: { kind: 'country', rows: [{ key: 'DE', destination: 'https://example.org/de/half-done' }] },
      }),
      savedAt: NOV_23_2026 + 50 * MINUTE,
    },
  },
  session: {
    'draft-secrets:https://example.org/half-done': { privacyPassword: 'stats-secret' },
  },
};

/**
 * A development build before dialects (before 036191a and e863ee3, 2026-11-20 to 11-23): the
 * connection without a dialect choice but with the user's consent to plain HTTP to a LAN host, and
 * domains and pixels gathered from records without saying on which dialect (classic, then).
 */
const beforeDialects: EarlierShape = {
  name: 'connection without a dialect, plain HTTP allowed, resources gathered before dialects',
  writtenBy: 'eb136d6 (allowInsecureHttp) and 54e95a2 (knownResources without dialect)',
  takenAt: NOV_23_2026,
  local: {
    connection: { serverUrl: 'http://192.168.1.20', apiKey: API_KEY, allowInsecureHttp: true },
    knownResources: {
      serverOrigin: 'http://192.168.1.20',
      domains: [
        { id: 2, name: 'go.example' },
        { id: 1, name: '192.168.1.20' },
      ],
      pixels: [{ id: 7, name: 'Newsletter', type: null }],
    },
  },
  session: {},
};

/**
 * Settings version 2 once "Always make a new short link" existed (e229ded, 2026-11-25), before
 * version 3 let defaults follow the account (817c9e3): the choice is stored, and the defaults are
 * v2's starting values, which v3 reads as never chosen.
 */
const settingsV2WithAlwaysNewLink: EarlierShape = {
  name: 'settings v2 with alwaysNewLink, defaults as v2 started them, the key forgotten',
  writtenBy: 'e229ded',
  takenAt: NOV_25_2026,
  local: {
    // "Forget key" keeps the server (eb136d6): the address must survive without a key.
    connection: { serverUrl: CLASSIC_SERVER, dialect: 'classic' },
    settings: {
      version: 2,
      linkDefaults: { spaceId: null, domainId: null, privacy: 'public' },
      autoCopy: true,
      notifications: false,
      alwaysNewLink: true,
      contextMenu: { page: true, link: true, selection: false },
    },
  },
  session: {},
};

/**
 * Today's shapes, as the tree before issue 23 writes them on a current server: settings v3 with
 * account defaults (817c9e3); recent links that keep their server (32a1431), a failure whose
 * create went unanswered and whose draft's passwords were left out (a4a1504); a create cut off by
 * the background's stop (a4a1504); a bulk delete closed mid-run (53226a4); lists a current server
 * listed (e863ee3, 20f15b6) and the account in the profile (817c9e3).
 */
const beforeServersList: EarlierShape = {
  name: 'v3 with account defaults on a current server, recent links with their server, pending create, bulk journal',
  writtenBy: '1488bfb (the tree issue 23 starts from)',
  takenAt: NOV_25_2026 + 60 * MINUTE,
  local: {
    connection: { serverUrl: CURRENT_SERVER, apiKey: CURRENT_API_KEY, dialect: 'automatic' },
    settings: {
      version: 3,
      linkDefaults: { spaceId: 'account', domainId: 9, privacy: 'account' },
      autoCopy: true,
      notifications: true,
      alwaysNewLink: false,
      contextMenu: { page: true, link: true, selection: true },
    },
    recentLinks: [
      {
        id: 'entry-22',
        requestId: 'request-22',
        pageUrl: 'https://example.net/slow-day',
        source: 'popup',
        at: NOV_25_2026 + 40 * MINUTE,
        serverOrigin: CURRENT_SERVER,
        status: 'failed',
        failure: {
          kind: 'timeout',
          message: 'The server did not answer in time.',
          uncertainSince: NOV_25_2026 + 39 * MINUTE,
        },
        draft: { destination: 'https://example.net/slow-day', domainId: 9, privacy: 'password' },
        secretsLeftOut: true,
      },
      {
        id: 'entry-21',
        requestId: 'request-21',
        pageUrl: 'https://example.net/launch',
        source: 'context-menu',
        at: NOV_25_2026 + 30 * MINUTE,
        serverOrigin: CURRENT_SERVER,
        status: 'done',
        link: storedLink(CURRENT_SERVER, 31, 'launch', 'https://example.net/launch', {
          domain: { id: 9, name: 'localhost' },
          expiry: { ...NO_EXPIRY, startDate: '2026-12-01', startTime: '09:00' },
        }),
      },
      {
        id: 'entry-20',
        requestId: 'request-20',
        pageUrl: 'https://example.net/rate',
        source: 'shortcut',
        at: NOV_25_2026 + 20 * MINUTE,
        status: 'failed',
        failure: { kind: 'rate-limited', message: 'Too many requests.', retryAfterSeconds: 42 },
        draft: { destination: 'https://example.net/rate' },
      },
    ],
    pendingCreates: {
      'request-23': {
        requestId: 'request-23',
        pageUrl: 'https://example.net/cut-off',
        source: 'shortcut',
        draft: { destination: 'https://example.net/cut-off', domainId: 9 },
        startedAt: NOV_25_2026 + 50 * MINUTE,
        serverOrigin: CURRENT_SERVER,
      },
    },
    bulkDeleteRun: {
      serverOrigin: CURRENT_SERVER,
      startedAt: NOV_25_2026 + 45 * MINUTE,
      links: [
        { id: 41, alias: 'old-1', shortUrl: `${CURRENT_SERVER}/old-1` },
        { id: 42, alias: 'old-2', shortUrl: `${CURRENT_SERVER}/old-2` },
        { id: 43, alias: 'old-3', shortUrl: `${CURRENT_SERVER}/old-3` },
      ],
      deleted: [41],
      sending: 42,
    },
    spacesCache: { serverOrigin: CURRENT_SERVER, spaces: [], fetchedAt: 0 },
    knownResources: {
      serverOrigin: CURRENT_SERVER,
      dialect: 'current',
      listedAt: NOV_25_2026 + 10 * MINUTE,
      domains: [
        { id: 9, name: 'localhost' },
        { id: 10, name: 'go.example' },
      ],
      pixels: [],
    },
    serverProfile: {
      serverOrigin: CURRENT_SERVER,
      dialect: 'current',
      source: 'detected',
      checkedAt: NOV_25_2026,
      account: {
        defaultDomainId: 9,
        defaultSpaceId: null,
        defaultPrivacy: 'private',
        timezone: 'Europe/Berlin',
        featuresOff: ['pixels'],
      },
    },
    connectionState: {
      configured: true,
      serverOrigin: CURRENT_SERVER,
      health: { kind: 'unreachable', timedOut: true },
      since: NOV_25_2026 + 40 * MINUTE,
    },
    deleteRoutes: {},
  },
  session: {},
};

/**
 * Settings version 4 as written before "Look for an existing short link" (b4a61fc, 2026-11-26): an
 * edited tracking list and a preset, and no look-up choice, which reads as off.
 */
const settingsV4BeforeLookUp: EarlierShape = {
  name: 'settings v4 before the look-up for existing links, an edited tracking list',
  writtenBy: 'b4a61fc',
  takenAt: NOV_25_2026 + 24 * 60 * MINUTE,
  local: {
    connection: { serverUrl: CLASSIC_SERVER, apiKey: API_KEY, dialect: 'classic' },
    settings: {
      version: 4,
      linkDefaults: { spaceId: 'account', domainId: null, privacy: 'private' },
      autoCopy: true,
      notifications: true,
      alwaysNewLink: true,
      contextMenu: { page: true, link: true, selection: true },
      trackingParameters: { remove: true, names: ['fbclid', 'utm_*'] },
      utmPresets: [{ name: 'Mail', source: 'newsletter', medium: 'email', campaign: '', term: '', content: '' }],
    },
  },
  session: {},
};

/**
 * 1.0.0 (924eccb) with Shorten many's one run under way (its shape since e3781ae): a list of five
 * on the classic server, one row done, one refused, one failed whose create went unanswered, one
 * on its way when the browser was updated, one waiting. Jobs (issue 34) took its place.
 */
const release100WithShortenRun: EarlierShape = {
  name: '1.0.0 on a classic server, a Shorten many run under way',
  writtenBy: 'e3781ae, released in 1.0.0 (924eccb)',
  takenAt: NOV_28_2026,
  local: {
    servers: { version: 4, current: '1', order: ['1'], byId: { '1': { id: '1', name: '' } }, nextId: 2 },
    connection: { serverUrl: CLASSIC_SERVER, apiKey: API_KEY, dialect: 'automatic' },
    settings: {
      version: 4,
      linkDefaults: { spaceId: 'account', domainId: null, privacy: 'account' },
      autoCopy: true,
      notifications: true,
      alwaysNewLink: false,
      contextMenu: { page: true, link: true, selection: true },
      trackingParameters: { remove: true, names: null },
      utmPresets: [],
    },
    bulkShortenRun: {
      id: 'run-7',
      serverId: '1',
      startedAt: NOV_28_2026 - 10 * MINUTE,
      status: 'running',
      defaults: { spaceId: 3, domainId: null, privacy: 'private', expiresOn: '2027-01-31' },
      rows: [
        {
          requestId: 'row-1',
          url: 'https://example.org/one',
          alias: '',
          state: 'done',
          link: storedLink(CLASSIC_SERVER, 51, 'aB3', 'https://example.org/one'),
        },
        {
          requestId: 'row-2',
          url: 'https://example.org/two',
          alias: 'taken',
          state: 'refused',
          reason: 'The alias has already been taken.',
        },
        {
          requestId: 'row-3',
          url: 'https://example.org/three',
          alias: '',
          state: 'failed',
          reason: 'The server did not answer in time.',
          uncertainSince: NOV_28_2026 - 8 * MINUTE,
        },
        {
          requestId: 'row-4',
          url: 'https://example.org/four',
          alias: 'four',
          state: 'sending',
          sentAt: NOV_28_2026 - 2 * MINUTE,
        },
        { requestId: 'row-5', url: 'https://example.org/five', alias: '', state: 'waiting' },
      ],
    },
  },
  session: {},
};

/** Every earlier shape, oldest first. */
export const EARLIER_SHAPES: readonly EarlierShape[] = [
  beforeDialects,
  release010Classic,
  settingsV2WithAlwaysNewLink,
  beforeServersList,
  settingsV4BeforeLookUp,
  release100WithShortenRun,
];
