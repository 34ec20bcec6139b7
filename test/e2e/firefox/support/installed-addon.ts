import type { ChromeWindow } from './chrome-window';

export interface InstalledAddon {
  name: string;
  version: string;
  type: string;
  isActive: boolean;
  temporarilyInstalled: boolean;
}

/** Runs in the browser window: the Add-ons Manager's record of `id`, as JSON ('null' when missing). */
const READ_ADDON = `async (id) => {
  const { AddonManager } = ChromeUtils.importESModule('resource://gre/modules/AddonManager.sys.mjs');
  const addon = await AddonManager.getAddonByID(id);
  return JSON.stringify(addon && {
    name: addon.name,
    version: addon.version,
    type: addon.type,
    isActive: addon.isActive,
    temporarilyInstalled: addon.temporarilyInstalled,
  });
}`;

/** What Firefox's Add-ons Manager knows of the add-on `id`, or null when it is not installed. */
export async function installedAddon(chrome: ChromeWindow, id: string): Promise<InstalledAddon | null> {
  const json = await chrome.call(READ_ADDON, id);
  if (typeof json !== 'string') throw new Error(`Add-ons Manager answer: ${String(json)}`);
  const addon: unknown = JSON.parse(json);
  if (addon === null) return null;
  if (!isInstalledAddon(addon)) throw new Error(`Unexpected Add-ons Manager record: ${json}`);
  return addon;
}

function isInstalledAddon(value: unknown): value is InstalledAddon {
  if (typeof value !== 'object' || value === null) return false;
  const text = (key: string) => typeof Reflect.get(value, key) === 'string';
  const flag = (key: string) => typeof Reflect.get(value, key) === 'boolean';
  return text('name') && text('version') && text('type') && flag('isActive') && flag('temporarilyInstalled');
}
