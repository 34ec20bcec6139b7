import { describe, expect, it } from 'vitest';
import { capabilitiesOf, type DialectName } from '../../../lib/api/model/server';
import { fitLinkView } from '../../../entrypoints/options/links/fit-link-view';
import { DEFAULT_LINK_VIEW, type LinkView } from '../../../entrypoints/options/links/link-view';
import { DEFAULT_SPACE_VIEW, fitSpaceView } from '../../../entrypoints/options/spaces/space-view';

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
