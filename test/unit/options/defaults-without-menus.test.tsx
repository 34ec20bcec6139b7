// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { browser } from 'wxt/browser';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { DefaultsForm } from '@/entrypoints/options/defaults/DefaultsForm';
import { capabilitiesOf } from '@/lib/api/model/server';
import { FIRST_SERVER_ID } from '@/lib/servers';
import { DEFAULT_SETTINGS } from '@/lib/settings';
import { STORAGE } from '@/lib/storage/registry';

/**
 * Settings offer the menu items, the notification and "always a new link" only where the browser
 * has a way to shorten without the popup: Firefox for Android has no menu, shortcut or keyword.
 */
const QUICK_APIS = ['contextMenus', 'commands', 'omnibox'] as const;
const kept = new Map<string, unknown>();

function remove(...names: (typeof QUICK_APIS)[number][]): void {
  for (const name of names) {
    kept.set(name, fakeBrowser[name]);
    Reflect.deleteProperty(fakeBrowser, name);
  }
}

async function renderForm(): Promise<void> {
  render(
    <DefaultsForm
      serverId={FIRST_SERVER_ID}
      spaces={[]}
      serverOrigin={null}
      capabilities={capabilitiesOf(null)}
      profile={null}
    />,
  );
  // The settings come from storage: the form is drawn once they are read.
  await screen.findByLabelText('Copy the short link to the clipboard automatically');
}

const offered = (label: string) => screen.queryByLabelText(label, { exact: false }) !== null;

beforeEach(async () => {
  fakeBrowser.reset();
  await browser.storage.local.set({ [STORAGE.settings.key]: DEFAULT_SETTINGS });
});
afterEach(() => {
  cleanup();
  // The worker runs other files after this one: the fake browser gets its namespaces back.
  for (const [name, api] of kept) Object.assign(fakeBrowser, { [name]: api });
  kept.clear();
});

describe('the defaults form and the browser’s ways to shorten without the popup', () => {
  it('offers the menu items, the notification and a new link every time where all three exist', async () => {
    await renderForm();
    expect(screen.getByRole('group', { name: 'Right-click menu items' })).toBeDefined();
    expect(offered('Shorten this page (right-click on a page)')).toBe(true);
    expect(offered('Show a notification after shortening')).toBe(true);
    expect(offered('Always make a new short link')).toBe(true);
  });

  it('leaves out all three on Firefox for Android, which has no menu, shortcut or keyword', async () => {
    remove(...QUICK_APIS);
    await renderForm();
    expect(screen.queryByRole('group', { name: 'Right-click menu items' })).toBeNull();
    expect(offered('Shorten this page (right-click on a page)')).toBe(false);
    expect(offered('Show a notification after shortening')).toBe(false);
    expect(offered('Always make a new short link')).toBe(false);
    // What still applies stays.
    expect(offered('Remove tracking parameters before shortening')).toBe(true);
  });

  it('keeps the notification without a menu while the shortcut is there, and drops only the menu items', async () => {
    remove('contextMenus');
    await renderForm();
    expect(screen.queryByRole('group', { name: 'Right-click menu items' })).toBeNull();
    expect(offered('Show a notification after shortening')).toBe(true);
    expect(offered('Always make a new short link')).toBe(true);
  });
});
