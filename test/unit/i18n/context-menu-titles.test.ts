import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import type { Browser } from 'wxt/browser';
import { syncContextMenu } from '../../../entrypoints/background/triggers/context-menu';
import { DEFAULT_BROWSER_LANGUAGE, setBrowserLanguage, useBrowserLanguage } from '../support/browser-i18n';

/** The menu items the background creates (WXT's fake browser does not implement menus). */
const created: Browser.contextMenus.CreateProperties[] = [];
let rebuilds = 0;
Object.assign(fakeBrowser.contextMenus, {
  removeAll: () => {
    rebuilds++;
    created.length = 0;
    return Promise.resolve();
  },
  create: (properties: Browser.contextMenus.CreateProperties, done?: () => void) => {
    created.push(properties);
    done?.();
    return properties.id;
  },
});

const everyItem = { page: true, link: true, selection: true };
const titles = () => created.map((item) => item.title);

describe('the right-click menu', () => {
  beforeEach(async () => {
    created.length = 0;
    rebuilds = 0;
    // A new browser session: no menu built yet.
    await fakeBrowser.storage.session.clear();
  });

  it('is built once for the same items, servers and language; a change rebuilds it', async () => {
    const servers = [{ id: '1', label: 'Acme' }];
    await syncContextMenu(everyItem, servers);
    // A worker started again finds the browser's menu as it left it.
    await syncContextMenu(everyItem, servers);
    expect(rebuilds).toBe(1);
    await syncContextMenu({ ...everyItem, link: false }, servers);
    expect(rebuilds).toBe(2);
    expect(titles()).not.toContain('Shorten this link');
    await syncContextMenu({ ...everyItem, link: false }, [...servers, { id: '2', label: 'Beta' }]);
    expect(rebuilds).toBe(3);
    setBrowserLanguage('de');
    try {
      await syncContextMenu({ ...everyItem, link: false }, [...servers, { id: '2', label: 'Beta' }]);
      expect(rebuilds).toBe(4);
    } finally {
      setBrowserLanguage(DEFAULT_BROWSER_LANGUAGE);
    }
  });

  it('is titled in English in an English browser', async () => {
    await syncContextMenu(everyItem, []);
    expect(titles()).toEqual([
      // The toolbar button's own item (its menu, not the page's).
      'Shorten all tabs of this window',
      'Shorten this page',
      'Shorten this link',
      'Shorten selected URL',
    ]);
  });

  describe('in a Spanish browser', () => {
    useBrowserLanguage('es-MX');

    it('is titled in Spanish', async () => {
      await syncContextMenu(everyItem, []);
      expect(titles()).toEqual([
        'Acortar todas las pestañas de esta ventana',
        'Acortar esta página',
        'Acortar este enlace',
        'Acortar la URL seleccionada',
      ]);
    });
  });

  it('takes the language of the moment it is built, not of the moment the module loaded', async () => {
    setBrowserLanguage('ar');
    try {
      await syncContextMenu({ page: true, link: false, selection: false }, []);
      expect(titles()).toEqual(['اختصار كل علامات التبويب في هذه النافذة', 'اختصار رابط هذه الصفحة']);
    } finally {
      setBrowserLanguage(DEFAULT_BROWSER_LANGUAGE);
    }
  });
});
