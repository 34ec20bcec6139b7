import { describe, expect, it } from 'vitest';
import { capabilitiesOf, type DialectName } from '../../../lib/api/model/server';
import { fitLinkView } from '../../../entrypoints/options/links/fit-link-view';
import { DEFAULT_LINK_VIEW, type LinkView } from '../../../entrypoints/options/links/link-view';
import { DEFAULT_SPACE_VIEW, fitSpaceView } from '../../../entrypoints/options/spaces/space-view';
import { formatNumber } from '../../../lib/i18n/format';
import { useBrowserLanguage } from '../support/browser-i18n';

const capabilities = (dialect: DialectName | null) =>
  capabilitiesOf(
    dialect && { serverOrigin: 'https://short.example', dialect, source: 'detected', checkedAt: 0, account: null },
  );

describe('a link view fitted to the server', () => {
  it('keeps a view the server can answer as it is', () => {
    const view: LinkView = { ...DEFAULT_LINK_VIEW, state: 'expired', order: 'title-desc', spaceId: 'none', page: 3 };
    expect(fitLinkView(view, capabilities('current'))).toEqual({ view, fallbacks: [] });
    const classicView: LinkView = { ...DEFAULT_LINK_VIEW, state: 'disabled', order: 'most-clicks', page: 2 };
    expect(fitLinkView(classicView, capabilities('classic'))).toEqual({ view: classicView, fallbacks: [] });
  });

  it('puts back to the default, and says so, what a classic server lacks', () => {
    const fitted = fitLinkView(
      { ...DEFAULT_LINK_VIEW, order: 'alias-asc', spaceId: 'none', page: 4 },
      capabilities('classic'),
    );
    expect(fitted.view).toEqual({ ...DEFAULT_LINK_VIEW, order: 'newest', spaceId: null, page: 1 });
    expect(fitted.fallbacks).toEqual([
      'This server cannot list only the links without a space: showing every space.',
      'This server cannot sort by “Alias A–Z”: sorted by “Newest first” instead.',
    ]);
  });

  it('drops the disabled state on a current server', () => {
    const fitted = fitLinkView({ ...DEFAULT_LINK_VIEW, state: 'disabled' }, capabilities('current'));
    expect(fitted.view.state).toBe('all');
    expect(fitted.fallbacks).toEqual(['This server cannot filter “Disabled” links: showing all of them.']);
  });

  it('offers only the common ground before the server was asked', () => {
    const fitted = fitLinkView({ ...DEFAULT_LINK_VIEW, state: 'active', order: 'most-clicks' }, capabilities(null));
    expect(fitted.view).toMatchObject({ state: 'all', order: 'newest' });
    expect(fitted.fallbacks).toHaveLength(2);
  });
});

describe('a space view fitted to the server', () => {
  it('keeps a sort by name on a current server and drops it on a classic one', () => {
    const view = { ...DEFAULT_SPACE_VIEW, order: 'name-desc' as const, page: 2 };
    expect(fitSpaceView(view, capabilities('current'))).toEqual({ view, fallback: null });
    expect(fitSpaceView(view, capabilities('classic'))).toEqual({
      view: { ...view, order: 'newest', page: 1 },
      fallback: 'This server cannot sort spaces by “Name Z–A”: sorted by “Newest first” instead.',
    });
  });
});

describe('the fallback sentences in the language of the page', () => {
  describe('in a German browser', () => {
    useBrowserLanguage('de-DE');

    it('name the menu choices in German, looked up when the view is fitted', () => {
      const fitted = fitLinkView(
        { ...DEFAULT_LINK_VIEW, state: 'disabled', order: 'alias-asc' },
        capabilities(null),
      ).fallbacks;
      expect(fitted).toEqual([
        'Dieser Server kann nicht nach „Deaktiviert“ filtern: Es werden alle Links angezeigt.',
        'Dieser Server kann nicht nach „Alias A–Z“ sortieren: stattdessen nach „Neueste zuerst“ sortiert.',
      ]);
      const spaces = fitSpaceView({ ...DEFAULT_SPACE_VIEW, order: 'name-asc' }, capabilities('classic'));
      expect(spaces.fallback).toBe(
        'Dieser Server kann Bereiche nicht nach „Name A–Z“ sortieren: stattdessen nach „Neueste zuerst“ sortiert.',
      );
    });
  });

  describe('for a page size the server lacks', () => {
    // No dialect lacks one today; a server with fewer sizes is what the sentence is for.
    const fewerSizes = { ...capabilities('current'), pageSizes: [25, 50] };

    it('count the links of the size asked for', () => {
      expect(fitLinkView({ ...DEFAULT_LINK_VIEW, perPage: 10 }, fewerSizes).fallbacks).toEqual([
        'This server cannot show 10 links a page: showing 25.',
      ]);
      expect(fitSpaceView({ ...DEFAULT_SPACE_VIEW, perPage: 100 }, fewerSizes).fallback).toBe(
        'This server cannot show 100 spaces a page: showing 25.',
      );
    });

    describe('in an Arabic browser', () => {
      useBrowserLanguage('ar');

      it("use the plural form of the number asked for, in the language's digits", () => {
        const ten = formatNumber(10, 'ar');
        const hundred = formatNumber(100, 'ar');
        const shown = formatNumber(25, 'ar');
        // 10 takes the "few" form (روابط), 100 the "other" form (مساحة).
        expect(fitLinkView({ ...DEFAULT_LINK_VIEW, perPage: 10 }, fewerSizes).fallbacks).toEqual([
          `لا يستطيع هذا الخادم عرض ${ten} روابط في الصفحة: يُعرض ${shown} بدلًا من ذلك.`,
        ]);
        expect(fitSpaceView({ ...DEFAULT_SPACE_VIEW, perPage: 100 }, fewerSizes).fallback).toBe(
          `لا يستطيع هذا الخادم عرض ${hundred} مساحة في الصفحة: يُعرض ${shown} بدلًا من ذلك.`,
        );
      });
    });
  });
});
