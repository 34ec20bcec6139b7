import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import type { Browser } from 'wxt/browser';
import { syncContextMenu } from '../../../entrypoints/background/triggers/context-menu';
import { DEFAULT_BROWSER_LANGUAGE, setBrowserLanguage, useBrowserLanguage } from '../support/browser-i18n';

/** The menu items the background creates (WXT's fake browser does not implement menus). */
const created: Browser.contextMenus.CreateProperties[] = [];
Object.assign(fakeBrowser.contextMenus, {
  removeAll: () => {
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
  beforeEach(() => {
    created.length = 0;
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
