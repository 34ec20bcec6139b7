import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { handleOmniboxEntered, omniboxSuggestion, omniboxTarget } from '@/entrypoints/background/triggers/omnibox';
import type { Notice } from '@/entrypoints/background/shortening/notify';
import type { QuickShortenDeps } from '@/entrypoints/background/shortening/quick-shorten';
import type { Link } from '@/lib/api/model/link';
import { DEFAULT_SETTINGS } from '@/lib/settings';
import { useBrowserLanguage } from '../support/browser-i18n';
import { NOT_ASKED } from '@/lib/already-shortened';

/**
 * The address-bar keyword: what the text after `ps` means, and that only web addresses reach
 * the shortener (the same quick path as the shortcut, proved end to end in test/e2e/shorten/omnibox.test.ts).
 */

const ORIGIN = 'https://sho.rt';

/** A window with one active tab at `url`: the current tab. */
async function currentTab(url: string): Promise<void> {
  const window = await fakeBrowser.windows.create({ focused: true });
  await fakeBrowser.tabs.create({ url, active: true, windowId: window?.id });
}

/** Deps whose shortener records what it was asked to shorten and answers a short link. */
function recordingDeps() {
  const shortened: string[] = [];
  const notices: Notice[] = [];
  const copied: string[] = [];
  const deps: QuickShortenDeps = {
    shortener: {
      shorten: (request) => {
        shortened.push(request.pageUrl);
        return Promise.resolve({ link: { shortUrl: `${ORIGIN}/abc` } as Link, foundStored: false, entryId: 'r' });
      },
    },
    settings: () => Promise.resolve({ ...DEFAULT_SETTINGS, alwaysNewLink: true }),
    serverLists: () =>
      Promise.resolve({
        profile: { serverOrigin: ORIGIN, dialect: 'classic', source: 'detected', checkedAt: 0, account: null },
        spaces: { serverOrigin: ORIGIN, spaces: [], fetchedAt: 0 },
        known: null,
      }),
    copy: (text) => {
      copied.push(text);
      return Promise.resolve();
    },
    notify: (notice) => {
      notices.push(notice);
      return Promise.resolve();
    },
    newRequestId: () => 'r1',
    earlierLink: () => Promise.resolve(null),
    onServer: () => Promise.resolve(NOT_ASKED),
    serverName: () => Promise.resolve(null),
  };
  return { deps, shortened, notices, copied };
}

beforeEach(() => fakeBrowser.reset());

describe('what is typed after the keyword', () => {
  it('is the current tab when nothing (or only spaces) is typed', () => {
    expect(omniboxTarget('')).toEqual({ kind: 'current-tab' });
    expect(omniboxTarget('   ')).toEqual({ kind: 'current-tab' });
  });

  it('is the web address typed, as the browser writes it', () => {
    expect(omniboxTarget(' https://example.com/a?b=1 ')).toEqual({ kind: 'address', url: 'https://example.com/a?b=1' });
    expect(omniboxTarget('http://Example.com')).toEqual({ kind: 'address', url: 'http://example.com/' });
  });

  it('reads a bare host (with a port or a path) as https, like the address bar', () => {
    expect(omniboxTarget('example.com')).toEqual({ kind: 'address', url: 'https://example.com/' });
    expect(omniboxTarget('www.example.co.uk:8443/a/b?c#d')).toEqual({
      kind: 'address',
      url: 'https://www.example.co.uk:8443/a/b?c#d',
    });
  });

  it('refuses words, numbers, sentences and addresses that are not web pages', () => {
    for (const text of [
      'hello',
      '1.5',
      'v2.0',
      'see example.com',
      'javascript:alert(1)',
      'file:///etc/hosts',
      'chrome://settings',
      'mailto:a@b.c',
    ]) {
      expect(omniboxTarget(text), text).toEqual({ kind: 'not-address' });
    }
  });
});

describe('Enter after the keyword', () => {
  it('shortens the address typed, copies it and notifies', async () => {
    const { deps, shortened, copied, notices } = recordingDeps();
    expect(await handleOmniboxEntered('example.com/page', deps)).toMatchObject({ status: 'done' });
    expect(shortened).toEqual(['https://example.com/page']);
    expect(copied).toEqual([`${ORIGIN}/abc`]);
    expect(notices.map((n) => n.title)).toEqual(['Short link copied']);
  });

  it('shortens the current tab when nothing is typed', async () => {
    await currentTab('https://example.org/open');
    const { deps, shortened } = recordingDeps();
    expect(await handleOmniboxEntered('', deps)).toMatchObject({ status: 'done' });
    expect(shortened).toEqual(['https://example.org/open']);
  });

  it('sends nothing for text that is not a web address, and says what to type', async () => {
    const { deps, shortened, notices } = recordingDeps();
    expect(await handleOmniboxEntered('hello', deps)).toEqual({ status: 'refused' });
    expect(shortened).toEqual([]);
    expect(notices).toEqual([
      {
        title: 'Not shortened: that is not a web address',
        message: 'Enter a destination URL as a full address, like https://example.com/page.',
      },
    ]);
  });

  it('sends nothing for a current tab that is a browser page, with the shortcut’s notice', async () => {
    await currentTab('chrome://settings/');
    const { deps, shortened, notices } = recordingDeps();
    expect(await handleOmniboxEntered(' ', deps)).toEqual({ status: 'refused' });
    expect(shortened).toEqual([]);
    expect(notices.map((n) => n.title)).toEqual(['This page cannot be shortened']);
  });
});

describe('the suggestion while typing', () => {
  it('says what Enter will do, on which server, with XML characters escaped for Chrome', () => {
    expect(omniboxSuggestion('example.com/?a=1&b=<2>', 's.example')).toBe(
      'Shorten https://example.com/?a=1&amp;b=%3C2%3E with s.example',
    );
    expect(omniboxSuggestion('', 'Tom & Jerry <team>')).toBe('Shorten this tab with Tom &amp; Jerry &lt;team&gt;');
    expect(omniboxSuggestion('hello', 's.example')).toBe('Not shortened: that is not a web address');
  });

  describe('in German', () => {
    useBrowserLanguage('de-DE');
    it('speaks the browser’s language', () => {
      expect(omniboxSuggestion('', 's.example')).toBe('Diesen Tab mit s.example kürzen');
    });
  });
});
