import { useEffect, useState } from 'preact/hooks';
import { browser } from 'wxt/browser';
import { bulkViewPath, type BulkTabs } from '@/lib/bulk/view-url';
import { formatNumber } from '@/lib/i18n/format';
import { t } from '@/lib/i18n/messages';

/** What the popup knows of this window's tabs: counting them needs no permission, their addresses would. */
interface WindowTabs {
  windowId: number;
  count: number;
  /** Ids of the selected tabs, when more than one is selected. */
  selected: number[];
}

/**
 * "Shorten all tabs of this window…" (or "the selected tabs"): opens the options page's
 * "Shorten many" with them, where they are reviewed before anything is sent. Drawn after the
 * form (the popup's later views), and only with two tabs or more.
 */
export function BulkTabsButton() {
  const [tabs, setTabs] = useState<WindowTabs | null>(null);
  useEffect(() => {
    void browser.tabs.query({ currentWindow: true }).then((all) => {
      const windowId = all[0]?.windowId;
      if (windowId === undefined) return;
      const selected = all.filter((tab) => tab.highlighted && tab.id !== undefined).map((tab) => tab.id ?? 0);
      setTabs({ windowId, count: all.length, selected: selected.length > 1 ? selected : [] });
    });
  }, []);
  if (!tabs || tabs.count < 2) return null;
  const which: BulkTabs = tabs.selected.length > 0 ? { ids: tabs.selected } : { window: tabs.windowId };
  const open = () =>
    void browser.tabs.create({ url: browser.runtime.getURL(bulkViewPath({ tabs: which })) }).then(() => window.close());
  return (
    <button type="button" class="button button-link" onClick={open} data-testid="popup-bulk-tabs">
      {tabs.selected.length > 0
        ? t('popupBulkSelected', { count: formatNumber(tabs.selected.length) })
        : t('popupBulkWindow', { count: formatNumber(tabs.count) })}
    </button>
  );
}
