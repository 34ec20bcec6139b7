import { bulkTabsText, readBulkTabs, type BulkTabs } from '@/lib/bulk/view-url';
import {
  DEFAULT_LINK_VIEW,
  isLinkOrder,
  isLinkSearchField,
  isLinkStateFilter,
  isPageSize,
  type LinkView,
  type PageSize,
  type SpaceFilter,
} from './links/link-view';
import { DEFAULT_SPACE_VIEW, isSpaceOrder } from './spaces/space-view';
import type { SpaceView } from './spaces/space-view';
import { readStatsView, writeStatsView, type StatsView } from './stats/stats-view';
import { t, type MessageKey } from '@/lib/i18n/messages';
import type { ServerId } from '@/lib/servers';

export const OPTIONS_SECTIONS = ['links', 'spaces', 'bulk', 'import', 'settings'] as const;
export type OptionsSection = (typeof OPTIONS_SECTIONS)[number];

const SECTION_TITLES: Record<OptionsSection, MessageKey> = {
  links: 'sectionLinks',
  spaces: 'sectionSpaces',
  bulk: 'sectionBulk',
  import: 'sectionImport',
  settings: 'sectionSettings',
};

/** The section's name in the UI language, as its tab and the window title say it. */
export const sectionTitle = (section: OptionsSection): string => t(SECTION_TITLES[section]);

/** The whole view of the options page, as kept in its query string so a reload keeps it. */
export interface OptionsView {
  /**
   * The server whose links, spaces and defaults are shown; null: the current one. Kept in the URL
   * so a bookmark reopens the same server's view (an id no longer listed falls back to the current).
   */
  server: ServerId | null;
  /** null: not chosen, the page picks (settings until a server is connected). */
  section: OptionsSection | null;
  links: LinkView;
  spaces: SpaceView;
  /** A link's statistics, shown in the Links section in place of the list (which keeps its view). */
  stats: StatsView | null;
  /**
   * Bulk shortening of tabs, asked by the popup or the toolbar button's menu (`tabs=`): a window's
   * tabs (its id) or the selected tabs. Taken once by the bulk view, then dropped from the address.
   */
  bulkTabs: BulkTabs | null;
}

export const DEFAULT_OPTIONS_VIEW: OptionsView = {
  server: null,
  section: null,
  links: DEFAULT_LINK_VIEW,
  spaces: DEFAULT_SPACE_VIEW,
  stats: null,
  bulkTabs: null,
};

function positiveInt(value: string | null): number | null {
  if (value === null || !/^\d{1,9}$/.test(value)) return null;
  const n = Number(value);
  return n >= 1 ? n : null;
}

function pageSize(value: string | null, fallback: PageSize): PageSize {
  const n = positiveInt(value);
  return n !== null && isPageSize(n) ? n : fallback;
}

function choice<T extends string>(value: string | null, is: (v: string) => v is T, fallback: T): T {
  return value !== null && is(value) ? value : fallback;
}

const isSection = (value: string): value is OptionsSection => (OPTIONS_SECTIONS as readonly string[]).includes(value);
/** `none` is "links without a space"; whether the server can list those is checked by the page. */
function spaceFilter(value: string | null): SpaceFilter {
  return value === 'none' ? 'none' : positiveInt(value);
}

/** Server ids are the list's counter as text (lib/servers.ts): anything else is no choice. */
function serverId(value: string | null): ServerId | null {
  return value !== null && /^[1-9]\d{0,8}$/.test(value) ? value : null;
}

/** Reads a query string; anything missing or malformed (hand-edited URLs) takes its default. */
export function readOptionsUrl(search: string): OptionsView {
  const params = new URLSearchParams(search);
  const get = (name: string) => params.get(name);
  const links = DEFAULT_LINK_VIEW;
  const spaces = DEFAULT_SPACE_VIEW;
  const section = get('view');
  return {
    server: serverId(get('server')),
    section: section !== null && isSection(section) ? section : null,
    links: {
      search: get('q') ?? links.search,
      searchIn: choice(get('in'), isLinkSearchField, links.searchIn),
      state: choice(get('status'), isLinkStateFilter, links.state),
      spaceId: spaceFilter(get('space')),
      domainId: positiveInt(get('domain')),
      pixelId: positiveInt(get('pixel')),
      order: choice(get('sort'), isLinkOrder, links.order),
      perPage: pageSize(get('per'), links.perPage),
      page: positiveInt(get('page')) ?? links.page,
      trends: get('trend') === '1',
    },
    spaces: {
      search: get('sq') ?? spaces.search,
      order: choice(get('ssort'), isSpaceOrder, spaces.order),
      perPage: pageSize(get('sper'), spaces.perPage),
      page: positiveInt(get('spage')) ?? spaces.page,
    },
    stats: readStatsView(params),
    bulkTabs: readBulkTabs(get('tabs')),
  };
}

/** The query string for a view (with `?`, or '' when everything is default). Defaults are left out. */
export function writeOptionsUrl(view: OptionsView): string {
  const params = new URLSearchParams();
  const set = <T>(name: string, value: T, fallback: T) => {
    if (value !== fallback && value !== null) params.set(name, String(value));
  };
  const { links, spaces } = view;
  set('server', view.server, null);
  set('view', view.section, null);
  set('q', links.search, DEFAULT_LINK_VIEW.search);
  if (links.search !== '') set('in', links.searchIn, DEFAULT_LINK_VIEW.searchIn);
  set('status', links.state, DEFAULT_LINK_VIEW.state);
  set('space', links.spaceId, null);
  set('domain', links.domainId, null);
  set('pixel', links.pixelId, null);
  set('sort', links.order, DEFAULT_LINK_VIEW.order);
  set('per', links.perPage, DEFAULT_LINK_VIEW.perPage);
  set('page', links.page, DEFAULT_LINK_VIEW.page);
  if (links.trends) params.set('trend', '1');
  set('sq', spaces.search, DEFAULT_SPACE_VIEW.search);
  set('ssort', spaces.order, DEFAULT_SPACE_VIEW.order);
  set('sper', spaces.perPage, DEFAULT_SPACE_VIEW.perPage);
  set('spage', spaces.page, DEFAULT_SPACE_VIEW.page);
  writeStatsView(view.stats, params);
  if (view.bulkTabs !== null) params.set('tabs', bulkTabsText(view.bulkTabs));
  const text = params.toString();
  return text === '' ? '' : `?${text}`;
}
