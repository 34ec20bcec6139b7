import { browser } from 'wxt/browser';
import { effectiveDefaults, type EffectiveDefaults } from '@/lib/account-defaults';
import type { ServerProfile } from '@/lib/api/model/server';
import type { ConnectionState } from '@/lib/connection-state';
import { valuesFromDefaults, valuesFromDraft, type LinkFormValues } from '@/lib/link-form/values';
import { type DoneEntry, newestDoneForPage, type RecentEntry, type ServerRef } from '@/lib/recent';
import { FIRST_SERVER_ID, type ServerId, type ServerList } from '@/lib/servers';
import type { Settings } from '@/lib/settings';
import { readPopupStorage } from '@/lib/storage/popup-reads';
import type { CachedSpaces, KnownResources } from '@/lib/storage/registry';
import { loadDraftLookup, type SavedDraft } from './drafts';

/**
 * The popup's first-paint boundary: everything the form needs before it is drawn, read from the
 * browser itself (the tab, storage in one round trip per area, the drafts) — no network, no zod.
 * This module and what it imports load before the first paint; the rest of the popup arrives in
 * lazy chunks (./later.ts). test/unit/build/popup-first-paint.test.ts holds the budget.
 */

/** What the popup form holds (and saves as the page's draft): the shared link form's values. */
export type PopupFormValues = LinkFormValues;

export interface PopupData {
  /** The tab's address; null when the browser hides it. */
  tabUrl: string | null;
  /** The user's servers (null before the background first listed them: an older release's storage). */
  servers: ServerList | null;
  /**
   * The server this popup shortens on: the current one, or the one its draft was switched to.
   * The values below are that server's.
   */
  serverId: ServerId;
  settings: Settings;
  spaces: CachedSpaces | null;
  knownResources: KnownResources | null;
  /**
   * The server as the background last found it (stored with the connection). The form turns it
   * into `Capabilities` in its own lazy chunk: `capabilitiesOf` and the model vocabularies it
   * needs would not fit the first paint's budget.
   */
  serverProfile: ServerProfile | null;
  recent: RecentEntry[];
  /**
   * Whether the saved server answers, as the background last saw it: the header says so, and an
   * unconfigured popup draws "not connected yet" at once instead of the form. Null only before the
   * background first wrote it.
   */
  connectionState: ConnectionState | null;
  /** What the user had typed for this page before the popup closed. */
  draft: PopupFormValues | null;
  /** A draft that the page's newer link has spent: the popup closed while that link was made. */
  spentDraft: boolean;
}

type DefaultsSources = Pick<PopupData, 'settings' | 'serverProfile' | 'connectionState'>;

/** The options page's defaults, and the account's where the user chose none there. */
export function defaultsOf({ settings, serverProfile, connectionState }: DefaultsSources): EffectiveDefaults {
  // Only the saved server's account counts: a profile of another server says nothing about it.
  const ours = serverProfile !== null && serverProfile.serverOrigin === connectionState?.serverOrigin;
  return effectiveDefaults(settings.linkDefaults, ours ? serverProfile.account : null);
}

/** A fresh form for `url` with the defaults (use-popup takes out those the server lacks). */
export function freshValues(sources: DefaultsSources, url: string): PopupFormValues {
  return valuesFromDefaults(defaultsOf(sources), url);
}

/** The key drafts are saved under: the tab's address, or a fixed one when it is hidden. */
export const draftKeyFor = (tabUrl: string | null) => tabUrl ?? 'about:unknown';

/**
 * `?tabId=N` names the tab to shorten. Tests open the popup as a tab of its own, where the
 * "active tab" would be the popup itself; the real popup has no query and reads the active tab.
 */
export function tabIdFromQuery(search: string): number | null {
  const raw = new URLSearchParams(search).get('tabId');
  return raw !== null && /^\d+$/.test(raw) ? Number(raw) : null;
}

/** The URL of the tab to shorten, or null when the browser does not let us see it. */
async function readTargetTabUrl(search: string): Promise<string | null> {
  const tabId = tabIdFromQuery(search);
  const tab =
    tabId !== null
      ? await browser.tabs.get(tabId)
      : (await browser.tabs.query({ active: true, currentWindow: true }))[0];
  return tab?.url ?? null;
}

/** The server the popup shortens on, as recent links name it; unknown before it was ever checked. */
function serverRefOf(data: PopupData): ServerRef | undefined {
  const serverOrigin = data.connectionState?.serverOrigin;
  return serverOrigin ? { serverId: data.serverId, serverOrigin } : undefined;
}

/** The first offer of a popup: none over a draft; only a link of the saved server (another's cannot be checked). */
export function firstOfferOf(data: PopupData): DoneEntry | undefined {
  return data.draft || !data.tabUrl ? undefined : newestDoneForPage(data.recent, data.tabUrl, serverRefOf(data));
}

/** A draft is spent once a link for its page was made after it was last saved. */
function isSpent(draft: SavedDraft, recent: RecentEntry[], tabUrl: string | null): boolean {
  const newest = tabUrl === null ? undefined : newestDoneForPage(recent, tabUrl);
  return newest !== undefined && newest.at >= draft.savedAt;
}

const noDraft = () => null;

/** The server a popup opens on: the one its draft was switched to, while it is listed; else the current one. */
function serverToOpen(servers: ServerList | null, draft: SavedDraft | null): ServerId {
  const drafted = draft?.serverId;
  if (drafted !== undefined && servers?.byId[drafted]) return drafted;
  return servers?.current ?? FIRST_SERVER_ID;
}

/**
 * Two reads side by side: the tab, and storage (lib/storage/popup-reads.ts: everything in one
 * round trip per area), the server the popup opens on picked from it.
 */
export async function loadPopupData(search: string): Promise<PopupData> {
  const everything = readPopupStorage();
  const [tabUrl, stored, draftFor] = await Promise.all([
    readTargetTabUrl(search).catch(() => null),
    everything,
    everything.then(({ drafts }) => loadDraftLookup(undefined, drafts)).catch(() => noDraft),
  ]);
  const { servers, recent } = stored;
  const saved = draftFor(draftKeyFor(tabUrl));
  const serverId = serverToOpen(servers, saved);
  const spentDraft = saved !== null && isSpent(saved, recent, tabUrl);
  return {
    tabUrl,
    servers,
    recent,
    serverId,
    ...stored.valuesOf(serverId),
    draft: saved && !spentDraft ? valuesFromDraft(saved.values) : null,
    spentDraft,
  };
}
