import { browser } from 'wxt/browser';
import { hasCommands, hasContextMenus, hasOmnibox } from '@/lib/browser-apis';
import { serverLabel, serversInOrder } from '@/lib/server-names';
import { readStoredConnection } from '../servers/connection-store';
import { onServerListChange, readServerList, serverIdFor } from '../servers/server-list-store';
import { loadSettings, onSettingsChange } from '../servers/settings';
import type { QuickShortenDeps } from '../shortening/quick-shorten';
import { handleMenuClick, syncContextMenu } from './context-menu';
import { handleOmniboxEntered, omniboxSuggestion } from './omnibox';
import { handleShortcut } from './shortcut';
import {
  handleToolbarClick,
  OPEN_POPUP_COMMAND,
  openPopupWithOptions,
  syncToolbarButton,
  toolbarButton,
} from './toolbar';

/**
 * The browser's own ways to shorten besides the popup: the right-click menu, the keyboard shortcut,
 * the address-bar keyword and (one click) the toolbar button, each wired only where the browser
 * has it (Firefox for Android has none of the first three, so no one click either: its popup
 * would be out of reach). Registered at once, so that the event that woke the worker is heard.
 */
export function startTriggers(quick: QuickShortenDeps): void {
  const oneClick = async () => hasContextMenus() && (await loadSettings()).oneClick === true;
  toolbarButton().onClicked.addListener((tab) => {
    void handleToolbarClick(tab, quick);
  });
  const syncButton = () => void oneClick().then(syncToolbarButton);
  syncButton();
  onSettingsChange(syncButton);
  if (hasContextMenus()) {
    browser.contextMenus.onClicked.addListener((info, tab) => {
      void handleMenuClick(info, tab, { ...quick, openPopup: () => openPopupWithOptions(true) });
    });
    const rebuildMenu = () =>
      void Promise.all([loadSettings(), menuServers()]).then(([settings, servers]) =>
        syncContextMenu(settings.contextMenu, servers, settings.oneClick === true),
      );
    rebuildMenu();
    onSettingsChange(rebuildMenu);
    onServerListChange(rebuildMenu);
  }
  if (hasCommands()) {
    browser.commands.onCommand.addListener((command, tab) => {
      if (command === OPEN_POPUP_COMMAND) void oneClick().then(openPopupWithOptions);
      else void handleShortcut(command, tab, quick);
    });
  }
  if (hasOmnibox()) {
    browser.omnibox.onInputChanged.addListener((text, suggest) => {
      void currentServerLabel().then((label) => {
        void browser.omnibox.setDefaultSuggestion({ description: omniboxSuggestion(text, label) });
        // No suggestions besides the default one: said at once, so Firefox does not wait for more.
        suggest([]);
      });
    });
    browser.omnibox.onInputEntered.addListener((text) => {
      void handleOmniboxEntered(text, quick);
    });
  }
}

/** What the current server is called (its name, else its host; empty when none is connected). */
async function currentServerLabel(): Promise<string> {
  const [list, id] = await Promise.all([readServerList(), serverIdFor(null)]);
  const connection = await readStoredConnection(id);
  return serverLabel(list.byId[id], connection ? new URL(connection.serverUrl).origin : null);
}

/** The servers as the context menu names them, in the user's order. */
async function menuServers() {
  const list = await readServerList();
  return Promise.all(
    serversInOrder(list).map(async (entry) => {
      const connection = await readStoredConnection(entry.id);
      return { id: entry.id, label: serverLabel(entry, connection ? new URL(connection.serverUrl).origin : null) };
    }),
  );
}
