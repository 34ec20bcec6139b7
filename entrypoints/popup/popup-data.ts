import { browser } from 'wxt/browser';
import { loadDraftLookup } from '@/lib/drafts/draft-read';
import { valuesFromDraft } from '@/lib/link-form/values';
import { KNOWN_RESOURCES_KEY, type KnownResources } from '@/lib/known-resources/known-resources';
import { RECENT_LINKS_KEY, type RecentEntry } from '@/lib/recent/recent-entry';
import { readEntries } from '@/lib/recent/recent-queries';
import { SETTINGS_KEY, type Settings } from '@/lib/settings/defaults';
import { SPACES_CACHE_KEY, type CachedSpaces } from '@/lib/spaces-cache/cached-spaces';
import type { PopupFormValues } from './form-values';
import { popupSettings } from './popup-settings';
import { readTargetTabUrl } from './target-tab';

/** Everything the first paint needs, all from the browser itself: no network on this path. */
export interface PopupData {
  /** The tab's address; null when the browser hides it. */
  tabUrl: string | null;
  settings: Settings;
  spaces: CachedSpaces | null;
  knownResources: KnownResources | null;
  recent: RecentEntry[];
  /** What the user had typed for this page before the popup closed. */
  draft: PopupFormValues | null;
}

/** The key drafts are saved under: the tab's address, or a fixed one when it is hidden. */
export const draftKeyFor = (tabUrl: string | null) => tabUrl ?? 'about:unknown';

const noDraft = () => null;

/** Three reads side by side (the drafts are few, so all are read rather than waiting for the tab's address). */
export async function loadPopupData(search: string): Promise<PopupData> {
  const [tabUrl, stored, draftFor] = await Promise.all([
    readTargetTabUrl(search).catch(() => null),
    browser.storage.local.get([SETTINGS_KEY, SPACES_CACHE_KEY, KNOWN_RESOURCES_KEY, RECENT_LINKS_KEY]),
    loadDraftLookup().catch(() => noDraft),
  ]);
  return {
    tabUrl,
    settings: popupSettings(stored[SETTINGS_KEY]),
    spaces: (stored[SPACES_CACHE_KEY] as CachedSpaces | undefined) ?? null,
    knownResources: (stored[KNOWN_RESOURCES_KEY] as KnownResources | undefined) ?? null,
    recent: readEntries(stored[RECENT_LINKS_KEY]),
    draft: valuesFromDraft(draftFor(draftKeyFor(tabUrl))),
  };
}
