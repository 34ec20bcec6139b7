import { browser } from 'wxt/browser';
import type { ContextMenuChoices } from '@/lib/settings/defaults';
import { enabledMenuItems } from './menu-items';

// Rebuilt at every background start and settings change; chained so two rebuilds never
// interleave (a second "create" of the same id would fail).
let queue: Promise<unknown> = Promise.resolve();

/** Shows exactly the menu items the settings ask for. */
export function syncContextMenu(choices: ContextMenuChoices): Promise<void> {
  const next = queue.then(async () => {
    await browser.contextMenus.removeAll();
    for (const item of enabledMenuItems(choices)) {
      await new Promise<void>((resolve) => {
        browser.contextMenus.create({ id: item.id, title: item.title, contexts: [item.context] }, () => {
          // Reading lastError tells the browser it was seen: a duplicate during a reload is expected.
          if (browser.runtime.lastError) {
            // Nothing to do: the item is there.
          }
          resolve();
        });
      });
    }
  });
  queue = next.catch(() => undefined);
  return next;
}
