import { browser } from 'wxt/browser';
import { handleShortcut } from './shortcut';
import { handleMenuClick } from './menu-click';
import { syncContextMenu } from './sync-menu';
import { loadSettings, watchSettings } from './settings-store';
import { quickShortenDeps } from './shortener-instance';

/**
 * The context menu and the keyboard shortcut. Listeners are added synchronously (a worker
 * woken by a click must see it); the menu follows the settings.
 */
export function startQuickShortening(): void {
  browser.contextMenus.onClicked.addListener((info, tab) => {
    void handleMenuClick(info, tab, quickShortenDeps);
  });
  browser.commands.onCommand.addListener((command, tab) => {
    void handleShortcut(command, tab, quickShortenDeps);
  });
  void loadSettings().then((settings) => syncContextMenu(settings.contextMenu));
  watchSettings((settings) => void syncContextMenu(settings.contextMenu));
}
