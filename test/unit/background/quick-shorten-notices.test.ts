import { describe, expect, it } from 'vitest';
import {
  notShortenableNotice,
  quickShorten,
  type QuickShortenDeps,
} from '@/entrypoints/background/shortening/quick-shorten';
import type { Notice } from '@/entrypoints/background/shortening/notify';
import type { Shortener } from '@/entrypoints/background/shortening/shortener';
import { ApiError } from '@/lib/api/errors';
import type { Link } from '@/lib/api/model/link';
import { NOT_ASKED, type ExistingLink, type ExistingLinks } from '@/lib/already-shortened';
import type { DoneEntry, RecentVerdict } from '@/lib/recent';
import { DEFAULT_SETTINGS } from '@/lib/settings';
import { useBrowserLanguage } from '../support/browser-i18n';

/**
 * The notifications of the right-click menu and the keyboard shortcut speak the browser's
 * language of the moment they are shown (the service worker reads the same catalogs as pages).
 */

const ORIGIN = 'https://sho.rt';
const SHORT_URL = `${ORIGIN}/abc`;

/** A link the server holds for the page, made elsewhere. */
const onServer = (alias: string, state: ExistingLink['state']): ExistingLink => ({
  id: alias.length,
  shortUrl: `${ORIGIN}/${alias}`,
  alias,
  clicks: 3,
  title: null,
  state,
  createdAt: '2026-11-20T09:30:00.000000Z',
});

const EARLIER: DoneEntry = {
  id: 'e1',
  requestId: 'e1',
  pageUrl: 'https://example.com/page',
  source: 'popup',
  at: Date.UTC(2026, 10, 20, 9, 30),
  serverOrigin: ORIGIN,
  status: 'done',
  link: { shortUrl: `${ORIGIN}/earlier` } as Link,
};

/** What the notifications said, and deps whose shortener answers `outcome`. */
function run(
  outcome: 'made' | ApiError,
  options: {
    defaultSpaceId?: number;
    copyFails?: boolean;
    earlier?: RecentVerdict;
    alwaysNewLink?: boolean;
    /** What the server answered as the short link. */
    shortUrl?: string;
    /** The link was found on the server, made by an earlier try that got no answer. */
    foundStored?: boolean;
    /** What the server holds for the page, made anywhere (the look-up's answer). */
    onServer?: ExistingLinks;
  } = {},
) {
  const notices: Notice[] = [];
  const copied: string[] = [];
  const lookUps: string[] = [];
  const shortener: Shortener = {
    shorten: () =>
      // Only the short link matters to the notification; the rest of the record is the shortener's.
      outcome === 'made'
        ? Promise.resolve({
            link: { shortUrl: options.shortUrl ?? SHORT_URL } as Link,
            foundStored: options.foundStored ?? false,
            entryId: 'r',
          })
        : Promise.reject(outcome),
  };
  const deps: QuickShortenDeps = {
    shortener,
    settings: () =>
      Promise.resolve({
        ...DEFAULT_SETTINGS,
        alwaysNewLink: options.alwaysNewLink ?? false,
        linkDefaults: { ...DEFAULT_SETTINGS.linkDefaults, spaceId: options.defaultSpaceId ?? null },
      }),
    serverLists: () =>
      Promise.resolve({
        profile: { serverOrigin: ORIGIN, dialect: 'classic', source: 'detected', checkedAt: 0, account: null },
        spaces: { serverOrigin: ORIGIN, spaces: [], fetchedAt: 0 },
        known: null,
      }),
    copy: (text) => {
      copied.push(text);
      return options.copyFails ? Promise.reject(new Error('refused')) : Promise.resolve();
    },
    notify: (notice) => {
      notices.push(notice);
      return Promise.resolve();
    },
    newRequestId: () => 'r1',
    earlierLink: () => Promise.resolve(options.earlier ?? null),
    onServer: (url) => {
      lookUps.push(url);
      return Promise.resolve(options.onServer ?? NOT_ASKED);
    },
    serverName: () => Promise.resolve(null),
  };
  return { notices, copied, lookUps, done: quickShorten('https://example.com/page', 'context-menu', deps) };
}

describe('quick-shorten notifications in English', () => {
  it('say what went wrong and where the link waits for a retry', async () => {
    const { notices, done } = run(new ApiError('timeout'));
    await done;
    expect(notices).toHaveLength(1);
    expect(notices[0]?.title).toBe('Could not shorten the link');
    expect(notices[0]?.message).toMatch(/ The popup lists it under “Not shortened yet”, with Retry\.$/);
  });

  it('promise no Retry for an address refused as it is, and name what the field says', async () => {
    const refused = new ApiError('validation', {
      fields: { destination: ['The url field must not be greater than 2048 characters.'] },
    });
    const { notices, done } = run(refused);
    expect(await done).toEqual({
      status: 'failed',
      reason: 'The url field must not be greater than 2048 characters.',
    });
    expect(notices).toEqual([
      {
        title: 'Could not shorten the link',
        message:
          'The url field must not be greater than 2048 characters. The popup lists it under “Not shortened yet”.',
      },
    ]);
  });

  it('say that the link copied is the one an earlier, unanswered try made', async () => {
    const { notices, done } = run('made', { foundStored: true });
    expect(await done).toMatchObject({ status: 'done', shortUrl: SHORT_URL, copied: true });
    expect(notices).toEqual([
      {
        title: 'Short link copied',
        message: `${SHORT_URL}\nThe server had made this link on the try that did not answer; no second link was made.`,
      },
    ]);
  });

  it('copy the link made before for the address, and say so, instead of making another', async () => {
    const { notices, done } = run(new ApiError('server'), { earlier: { status: 'current', entry: EARLIER } });
    expect(await done).toEqual({ status: 'done', shortUrl: `${ORIGIN}/earlier`, copied: true, earlier: true });
    expect(notices).toHaveLength(1);
    expect(notices[0]?.title).toBe('Short link made before, copied');
    expect(notices[0]?.message).toMatch(
      new RegExp(`^${ORIGIN}/earlier\nMade for this address on Nov 20, 2026, .+; no new link was made\\.$`),
    );
  });

  it('say when the link made before could not be checked with the server', async () => {
    const { notices, done } = run(new ApiError('server'), { earlier: { status: 'unchecked', entry: EARLIER } });
    await done;
    expect(notices[0]?.message.split('\n').at(-1)).toBe('The server could not be asked whether it still works.');
  });

  it('make a new link when the setting asks for one every time, or when the earlier one is gone', async () => {
    const always = run('made', { alwaysNewLink: true, earlier: { status: 'current', entry: EARLIER } });
    expect(await always.done).toMatchObject({ shortUrl: SHORT_URL, earlier: false });
    const gone = run('made', { earlier: { status: 'gone', reason: 'deleted', entry: EARLIER } });
    expect(await gone.done).toMatchObject({ shortUrl: SHORT_URL, earlier: false });
    expect(gone.notices[0]).toEqual({ title: 'Short link copied', message: SHORT_URL });
  });

  it('copy the newest working link the server holds for the page, and say it was already there', async () => {
    const found = { asked: true, links: [onServer('expired', 'expired'), onServer('there', 'active')] };
    const { notices, copied, done } = run(new ApiError('server'), { onServer: found });
    expect(await done).toEqual({ status: 'done', shortUrl: `${ORIGIN}/there`, copied: true, earlier: true });
    expect(copied).toEqual([`${ORIGIN}/there`]);
    expect(notices).toEqual([
      {
        title: 'Short link made before, copied',
        message: `${ORIGIN}/there\nThis address already had a short link on your server; no new link was made.`,
      },
    ]);
  });

  it('look on the server only when recent links have nothing, and never when every press makes a new link', async () => {
    const found = { asked: true, links: [onServer('there', 'active')] };
    const recent = run('made', { earlier: { status: 'current', entry: EARLIER }, onServer: found });
    expect(await recent.done).toMatchObject({ shortUrl: `${ORIGIN}/earlier` });
    expect(recent.lookUps).toEqual([]);
    const always = run('made', { alwaysNewLink: true, onServer: found });
    expect(await always.done).toMatchObject({ shortUrl: SHORT_URL, earlier: false });
    expect(always.lookUps).toEqual([]);
    const gone = run('made', { earlier: { status: 'gone', reason: 'deleted', entry: EARLIER }, onServer: found });
    expect(await gone.done).toMatchObject({ shortUrl: `${ORIGIN}/there`, earlier: true });
    expect(gone.lookUps).toEqual(['https://example.com/page']);
  });

  it('make a new link when the server holds only links that no longer work, or could not be asked', async () => {
    const inactive = { asked: true, links: [onServer('off', 'disabled'), onServer('old', 'expired')] };
    const dead = run('made', { onServer: inactive });
    expect(await dead.done).toMatchObject({ shortUrl: SHORT_URL, earlier: false });
    const unasked = run('made', { onServer: NOT_ASKED });
    expect(await unasked.done).toMatchObject({ shortUrl: SHORT_URL, earlier: false });
    expect(unasked.notices).toEqual([{ title: 'Short link copied', message: SHORT_URL }]);
  });

  it('never copy a short link that is not a web address, and say why it was not copied', async () => {
    const hostile = 'javascript:alert(1)';
    const { notices, copied, done } = run('made', { shortUrl: hostile });
    expect(await done).toEqual({ status: 'done', shortUrl: hostile, copied: false, earlier: false });
    expect(copied).toEqual([]);
    expect(notices).toEqual([
      { title: 'Short link created, but not copied', message: `${hostile}\nNot a web address: not opened or copied.` },
    ]);
  });

  it('announce a link made without a default the server lacks, under the short link', async () => {
    const { notices, done } = run('made', { defaultSpaceId: 999 });
    await done;
    expect(notices).toEqual([
      {
        title: 'Short link copied',
        message: `${SHORT_URL}\nYour default space #999 is not on this server, so new links are made without it. Choose another in Settings.`,
      },
    ]);
  });

  it('quote a selection that is not an address, cut to 60 characters', () => {
    expect(notShortenableNotice('selection', 'x'.repeat(80)).message).toBe(
      `Select a whole address starting with http:// or https:// ("${'x'.repeat(57)}…" is not one).`,
    );
    expect(notShortenableNotice('selection', '').message).toBe(
      'Select a whole address starting with http:// or https://.',
    );
  });
});

describe('quick-shorten notifications in a German browser', () => {
  useBrowserLanguage('de-DE');

  it('are written in German, around the short link as it is', async () => {
    const { notices, done } = run('made', { copyFails: true, defaultSpaceId: 999 });
    await done;
    expect(notices).toEqual([
      {
        title: 'Kurzlink erstellt, aber nicht kopiert',
        message: `${SHORT_URL}\nIhr Standardbereich #999 existiert auf diesem Server nicht, daher werden neue Links ohne ihn erstellt. Wählen Sie in den Einstellungen einen anderen.`,
      },
    ]);
    expect(notShortenableNotice('page')).toEqual({
      title: 'Diese Seite kann nicht gekürzt werden',
      message:
        'Nur Webseiten (http und https) können gekürzt werden, keine Browserseiten, Dateien oder Erweiterungsseiten.',
    });
  });
});

describe('quick-shorten notifications in a Chinese browser', () => {
  useBrowserLanguage('zh-CN');

  it('put the quoted selection where Chinese puts it', () => {
    expect(notShortenableNotice('selection', 'hello world')).toEqual({
      title: '所选内容不是网址',
      message: '请选择以 http:// 或 https:// 开头的完整网址（“hello world”不是网址）。',
    });
  });
});
