import type { Page, Worker } from 'playwright-core';
import type { ServerId } from '../../../lib/servers';
import { STORAGE } from '../../../lib/storage/registry';
import type { ReferenceServer } from '../../server/types';
import type { BrowserSession } from './browser-session';
import type { ChromeGlobal } from './chrome-api';
import type { ExtensionSession } from './extension-session';
import { addExtensionServer, resetExtension, serverListOf } from './extension-state';
import type { UiPage } from './ui';

/** A context-menu item as the background created it: what a test can see of the menu in headless Chromium. */
interface CreatedMenuItem {
  id: string;
  parentId: string | null;
  title: string;
}

type MenuGlobal = typeof globalThis & {
  chrome: {
    contextMenus: {
      create: (properties: { id?: string; parentId?: string | number; title?: string }, done?: () => void) => unknown;
      removeAll: (...args: unknown[]) => unknown;
    };
  };
  createdMenuItems?: CreatedMenuItem[];
};

/**
 * Records the menu the background builds from now on: each rebuild starts with `removeAll`, which
 * empties the record, so the record is the menu as it stands. (Chromium offers no way to list an
 * extension's menu items, and a headless one has no menu to open.)
 */
export async function recordMenu(sw: Worker): Promise<void> {
  await sw.evaluate(() => {
    const g = globalThis as MenuGlobal;
    if (g.createdMenuItems) return;
    g.createdMenuItems = [];
    const menus = g.chrome.contextMenus;
    const create = menus.create.bind(menus);
    const removeAll = menus.removeAll.bind(menus);
    menus.create = (properties, done) => {
      g.createdMenuItems?.push({
        id: String(properties.id),
        parentId: properties.parentId === undefined ? null : String(properties.parentId),
        title: String(properties.title),
      });
      return create(properties, done);
    };
    menus.removeAll = (...args) => {
      g.createdMenuItems = [];
      return removeAll(...args);
    };
  });
}

export async function menuItems(sw: Worker): Promise<CreatedMenuItem[]> {
  return sw.evaluate(() => (globalThis as MenuGlobal).createdMenuItems ?? []);
}

/** The toolbar button's own item ("Shorten many" with the window's tabs), the same with any number of servers. */
const WINDOW_TABS_ITEM: CreatedMenuItem = {
  id: 'shorten-window-tabs',
  parentId: null,
  title: 'Shorten all tabs of this window',
};

/** The menu with one server: the toolbar button's item and the three plain items, as before several servers. */
export const PLAIN_MENU: CreatedMenuItem[] = [
  WINDOW_TABS_ITEM,
  { id: 'shorten-page', parentId: null, title: 'Shorten this page' },
  { id: 'shorten-link', parentId: null, title: 'Shorten this link' },
  { id: 'shorten-selection', parentId: null, title: 'Shorten selected URL' },
];

/** The menu with `servers` (id, label) in this order: the toolbar button's item, then each item a submenu of the servers. */
export function menuWithServers(servers: { id: ServerId; label: string }[]): CreatedMenuItem[] {
  const parents = [
    { id: 'shorten-page', title: 'Shorten this page with' },
    { id: 'shorten-link', title: 'Shorten this link with' },
    { id: 'shorten-selection', title: 'Shorten selected URL with' },
  ];
  return [
    WINDOW_TABS_ITEM,
    ...parents.flatMap((parent) => [
      { id: parent.id, parentId: null, title: parent.title },
      ...servers.map((server) => ({ id: `${parent.id}@${server.id}`, parentId: parent.id, title: server.label })),
    ]),
  ];
}

/**
 * The extension with two servers, as the options page leaves them: `first` (id 1, current) and
 * `second` (id 2), named. Both reference servers back to their seeds.
 */
export async function twoServers<P extends UiPage>(
  extension: BrowserSession<P>,
  first: ReferenceServer,
  second: ReferenceServer,
  { firstName, secondName, firstKey }: { firstName: string; secondName: string; firstKey?: string },
): Promise<void> {
  await resetExtension(extension, first, firstKey ? { apiKey: firstKey } : {});
  second.reset();
  const list = serverListOf([{ id: '1', name: firstName }]);
  await extension.seedLocalStorage({ [STORAGE.servers.key]: list });
  await addExtensionServer(extension, second, { id: '2', name: secondName });
}

type Answer = { ok: true; value: unknown } | { ok: false; error: { kind: string; message: string } };

/**
 * Asks the background from an extension page, in the envelope lib/messages/channel.ts sends
 * (`server`: the server the request is about; absent, the current one). Throws on a refusal.
 */
export async function askBackground(page: Page, name: string, input: unknown, server?: ServerId): Promise<unknown> {
  const answer = await page.evaluate(
    ({ name, input, server }) =>
      (globalThis as ChromeGlobal).chrome.runtime.sendMessage<unknown, Answer>({
        channel: 'phpshort',
        name,
        input,
        ...(server === undefined ? {} : { server }),
      }),
    { name, input, server },
  );
  if (!answer.ok) throw new Error(`${name} was refused: ${answer.error.kind} ${answer.error.message}`);
  return answer.value;
}

/** The health kind of a server's stored connection state (`connectionState`, `connectionState@2`, …). */
export async function healthOf(extension: ExtensionSession, key: string): Promise<string | undefined> {
  const state = (await extension.readLocalStorage())[key] as { health?: { kind?: string } } | undefined;
  return state?.health?.kind;
}
