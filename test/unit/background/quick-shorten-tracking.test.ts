import { describe, expect, it } from 'vitest';
import type { Notice } from '@/entrypoints/background/shortening/notify';
import { quickShorten, type QuickShortenDeps } from '@/entrypoints/background/shortening/quick-shorten';
import type { Shortener } from '@/entrypoints/background/shortening/shortener';
import type { Link } from '@/lib/api/model/link';
import { DEFAULT_SETTINGS, type TrackingParameterChoices } from '@/lib/settings';
import { NOT_ASKED } from '@/lib/already-shortened';

const ORIGIN = 'https://sho.rt';
const PAGE = 'https://example.com/page?id=1&fbclid=IwAR0&utm_source=news#top';

/** What the menu sent for `url` under `choices`, and what its notification said. */
async function shortenWith(choices: TrackingParameterChoices, url = PAGE) {
  const sent: Parameters<Shortener['shorten']>[0][] = [];
  const notices: Notice[] = [];
  const deps: QuickShortenDeps = {
    shortener: {
      shorten: (request) => {
        sent.push(request);
        return Promise.resolve({ link: { shortUrl: `${ORIGIN}/abc` } as Link, foundStored: false, entryId: 'r' });
      },
    },
    settings: () => Promise.resolve({ ...DEFAULT_SETTINGS, autoCopy: false, trackingParameters: choices }),
    serverLists: () => Promise.resolve({ profile: null, spaces: null, known: null }),
    copy: () => Promise.resolve(),
    notify: (notice) => {
      notices.push(notice);
      return Promise.resolve();
    },
    newRequestId: () => 'r1',
    earlierLink: () => Promise.resolve(null),
    onServer: () => Promise.resolve(NOT_ASKED),
    serverName: () => Promise.resolve(null),
  };
  await quickShorten(url, 'context-menu', deps);
  return { sent, message: notices[0]?.message ?? '' };
}

describe('quick shortening and tracking parameters', () => {
  it('sends the address without them, files it under the page’s own address, and says how many went', async () => {
    const { sent, message } = await shortenWith({ remove: true, names: null });
    expect(sent.map((r) => [r.draft.destination, r.pageUrl])).toEqual([['https://example.com/page?id=1#top', PAGE]]);
    expect(message).toBe(`${ORIGIN}/abc\n2 tracking parameters removed from the address.`);
  });

  it('sends the address as it is when the setting is off, and says nothing of it', async () => {
    const { sent, message } = await shortenWith({ remove: false, names: null });
    expect(sent[0]?.draft.destination).toBe(PAGE);
    expect(message).toBe(`${ORIGIN}/abc`);
  });

  it('uses the list edited in Settings', async () => {
    const { sent, message } = await shortenWith({ remove: true, names: ['utm_*'] });
    expect(sent[0]?.draft.destination).toBe('https://example.com/page?id=1&fbclid=IwAR0#top');
    expect(message).toBe(`${ORIGIN}/abc\n1 tracking parameter removed from the address.`);
  });
});
