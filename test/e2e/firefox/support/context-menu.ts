import type { ChromeWindow } from './chrome-window';

/**
 * Runs in the browser window: waits for the page's context menu to be open and to hold the item
 * `itemId`, then picks it as a click would (opening the submenus it is in first). Closes the menu and names the extension items it
 * saw when the item is missing.
 */
const ACTIVATE_ITEM = `async (itemId, extensionPrefix, timeout) => {
  const menu = document.getElementById('contentAreaContextMenu');
  const deadline = Date.now() + timeout;
  let item = null;
  while (Date.now() < deadline) {
    item = menu.state === 'open' ? document.getElementById(itemId) : null;
    if (item && !item.hidden) break;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  if (menu.state !== 'open') throw new Error('The context menu did not open within ' + timeout + ' ms');
  if (!item || item.hidden) {
    const seen = [...menu.querySelectorAll('[id^="' + extensionPrefix + '"]')]
      .filter((element) => !element.hidden)
      .map((element) => element.id + ' (' + element.label + ')');
    menu.hidePopup();
    throw new Error('No menu item ' + itemId + '; the extension shows: ' + (seen.join(', ') || 'nothing'));
  }
  // An item in a submenu (the extension's own, or one of the item's: "Shorten this link with ▸")
  // can be picked only once its menus are open, as a person opens them.
  const submenus = [];
  for (let node = item.parentNode; node && node !== menu; node = node.parentNode) {
    if (node.localName === 'menu') submenus.unshift(node);
  }
  for (const submenu of submenus) {
    const popup = submenu.querySelector(':scope > menupopup');
    submenu.openMenu(true);
    while (popup.state !== 'open' && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 25));
    if (popup.state !== 'open') {
      menu.hidePopup();
      throw new Error('The submenu ' + submenu.label + ' did not open within ' + timeout + ' ms');
    }
  }
  item.parentNode.activateItem(item);
}`;

/** Firefox's XUL id for a WebExtension menu item: `<widget id>-menuitem-_<item id>`. */
function menuItemElementId(extensionId: string, menuItemId: string): string {
  return `${widgetId(extensionId)}-menuitem-_${menuItemId}`;
}

function widgetId(extensionId: string): string {
  return extensionId.toLowerCase().replace(/[^a-z0-9_-]/g, '_');
}

/** Picks the extension's item `menuItemId` in the context menu that a right-click opened. */
export async function activateMenuItem(chrome: ChromeWindow, extensionId: string, menuItemId: string): Promise<void> {
  await chrome.call(ACTIVATE_ITEM, menuItemElementId(extensionId, menuItemId), widgetId(extensionId), 5_000);
}
