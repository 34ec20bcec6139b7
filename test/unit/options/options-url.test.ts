import { describe, expect, it } from 'vitest';
import { capabilitiesOf } from '../../../lib/api/model/server';
import { bulkViewPath, type BulkTabs } from '../../../lib/bulk/view-url';
import { DEFAULT_LINK_VIEW, linkListQueryOf, withFilters } from '../../../entrypoints/options/links/link-view';
import {
  DEFAULT_OPTIONS_VIEW,
  readOptionsUrl,
  writeOptionsUrl,
  type OptionsView,
} from '../../../entrypoints/options/options-url';

describe('options page view ↔ query string', () => {
  it('writes nothing for the default view', () => {
    expect(writeOptionsUrl(DEFAULT_OPTIONS_VIEW)).toBe('');
    expect(readOptionsUrl('')).toEqual(DEFAULT_OPTIONS_VIEW);
  });

  it('round-trips every filter of both lists', () => {
    const view: OptionsView = {
      server: '2',
      section: 'links',
      links: {
        search: 'spring sale & more',
        searchIn: 'url',
        state: 'expired',
        spaceId: 3,
        domainId: 2,
        pixelId: 7,
        order: 'most-clicks',
        perPage: 100,
        page: 4,
        trends: true,
      },
      spaces: { search: 'work', order: 'oldest', perPage: 50, page: 2 },
      stats: null,
      bulkTabs: null,
    };
    const query = writeOptionsUrl(view);
    expect(query).toBe(
      '?server=2&view=links&q=spring+sale+%26+more&in=url&status=expired&space=3&domain=2&pixel=7&sort=most-clicks&per=100&page=4&trend=1&sq=work&ssort=oldest&sper=50&spage=2',
    );
    expect(readOptionsUrl(query)).toEqual(view);
  });

  it('opens Shorten many with the tabs the popup or the toolbar menu asked for', () => {
    const cases: [string, OptionsView['bulkTabs']][] = [
      ['?view=bulk&tabs=12', { window: 12 }],
      ['?view=bulk&tabs=selected', 'selected'],
      ['?view=bulk&tabs=ids%3A4%2C9', { ids: [4, 9] }],
    ];
    for (const [query, bulkTabs] of cases) {
      const view: OptionsView = { ...DEFAULT_OPTIONS_VIEW, section: 'bulk', bulkTabs };
      expect(readOptionsUrl(query)).toEqual(view);
      expect(writeOptionsUrl(view)).toBe(query);
    }
    // A hand-edited value is no choice of tabs.
    expect(readOptionsUrl('?view=bulk&tabs=-1').bulkTabs).toBeNull();
    expect(readOptionsUrl('?view=bulk&tabs=ids:').bulkTabs).toBeNull();
  });

  it('reads back what the popup and the toolbar menu open (lib/bulk/view-url.ts)', () => {
    const asked: BulkTabs[] = [{ window: 12 }, { ids: [4, 9] }];
    for (const bulkTabs of asked) {
      const path = bulkViewPath({ tabs: bulkTabs });
      expect(path.startsWith('/options.html?')).toBe(true);
      expect(readOptionsUrl(path.slice(path.indexOf('?')))).toEqual({
        ...DEFAULT_OPTIONS_VIEW,
        section: 'bulk',
        bulkTabs,
      });
    }
    const ofRun = bulkViewPath({ server: '2' });
    expect(readOptionsUrl(ofRun.slice(ofRun.indexOf('?')))).toEqual({
      ...DEFAULT_OPTIONS_VIEW,
      section: 'bulk',
      server: '2',
    });
  });

  it("keeps a link's statistics open over its period, beside the list's own view", () => {
    const preset: OptionsView = {
      ...DEFAULT_OPTIONS_VIEW,
      section: 'links',
      stats: { linkId: 42, range: { days: 7 } },
    };
    expect(writeOptionsUrl(preset)).toBe('?view=links&stats=42&days=7');
    expect(readOptionsUrl('?view=links&stats=42&days=7')).toEqual(preset);
    const custom: OptionsView = {
      ...DEFAULT_OPTIONS_VIEW,
      links: { ...DEFAULT_OPTIONS_VIEW.links, page: 3 },
      stats: { linkId: 5, range: { from: '2026-10-01', to: '2026-10-31' } },
    };
    expect(writeOptionsUrl(custom)).toBe('?page=3&stats=5&from=2026-10-01&to=2026-10-31');
    expect(readOptionsUrl(writeOptionsUrl(custom))).toEqual(custom);
    // The default period is left out of the address; a malformed one falls back to it.
    expect(writeOptionsUrl({ ...DEFAULT_OPTIONS_VIEW, stats: { linkId: 5, range: { days: 30 } } })).toBe('?stats=5');
    expect(readOptionsUrl('?stats=5&days=12&from=2026-1-1&to=x').stats).toEqual({ linkId: 5, range: { days: 30 } });
    expect(readOptionsUrl('?stats=0').stats).toBeNull();
  });

  it('keeps "links without a space" and the sorts by name', () => {
    expect(readOptionsUrl('?space=none&sort=title-asc&ssort=name-desc')).toMatchObject({
      links: { spaceId: 'none', order: 'title-asc' },
      spaces: { order: 'name-desc' },
    });
    expect(
      writeOptionsUrl({
        ...DEFAULT_OPTIONS_VIEW,
        links: { ...DEFAULT_LINK_VIEW, spaceId: 'none', order: 'alias-desc' },
      }),
    ).toBe('?space=none&sort=alias-desc');
  });

  it('leaves "search in" out while there is no search text', () => {
    const view = { ...DEFAULT_OPTIONS_VIEW, links: { ...DEFAULT_LINK_VIEW, searchIn: 'alias' as const } };
    expect(writeOptionsUrl(view)).toBe('');
  });

  it.each([
    ['an unknown section', '?view=admin', { section: null }],
    ['a server id that is no id', '?server=0', { server: null }],
    ['a server id with text', '?server=2x', { server: null }],
    ['a page size the servers do not accept', '?per=30', { links: { perPage: 25 } }],
    ['a page of zero', '?page=0', { links: { page: 1 } }],
    ['a non-numeric space', '?space=abc', { links: { spaceId: null } }],
    ['an unknown sort', '?sort=random', { links: { order: 'newest' } }],
    ['an unknown status', '?status=deleted', { links: { state: 'all' } }],
    ['an unknown space sort', '?ssort=random', { spaces: { order: 'newest' } }],
  ])('ignores %s', (_case, query, expected) => {
    expect(readOptionsUrl(query)).toMatchObject(expected);
  });
});

const classic = capabilitiesOf({
  serverOrigin: 'https://short.example',
  dialect: 'classic',
  source: 'detected',
  checkedAt: 0,
  account: null,
});
const current = capabilitiesOf({
  serverOrigin: 'https://short.example',
  dialect: 'current',
  source: 'detected',
  checkedAt: 0,
  account: null,
});

describe('link view → list query', () => {
  it('sends only the filters in use, with "search in" only alongside a search', () => {
    expect(linkListQueryOf(DEFAULT_LINK_VIEW, classic)).toEqual({ order: 'newest', perPage: 25, page: 1 });
    expect(
      linkListQueryOf(
        { ...DEFAULT_LINK_VIEW, search: '  abc ', searchIn: 'alias', state: 'disabled', pixelId: 2 },
        classic,
      ),
    ).toEqual({
      order: 'newest',
      perPage: 25,
      page: 1,
      search: 'abc',
      searchIn: 'alias',
      state: 'disabled',
      pixelId: 2,
    });
  });

  it('leaves the state to the page where the server cannot filter by it', () => {
    expect(linkListQueryOf({ ...DEFAULT_LINK_VIEW, state: 'active' }, current)).toEqual({
      order: 'newest',
      perPage: 25,
      page: 1,
    });
    expect(linkListQueryOf({ ...DEFAULT_LINK_VIEW, state: 'active' }, classic)).toMatchObject({ state: 'active' });
  });

  it('asks for links without a space as a null space', () => {
    expect(linkListQueryOf({ ...DEFAULT_LINK_VIEW, spaceId: 'none' }, current)).toMatchObject({ spaceId: null });
  });

  it('goes back to page 1 when a filter changes', () => {
    expect(withFilters({ ...DEFAULT_LINK_VIEW, page: 5 }, { state: 'active' })).toMatchObject({
      page: 1,
      state: 'active',
    });
  });
});
