import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';

const projectRoot = resolve(import.meta.dirname, '..', '..', '..');

/** The loopback build made by `npm test` (`EXTRA_HOST_PERMISSION=http://127.0.0.1/*`). */
export const E2E_EXTENSION_DIR = join(projectRoot, '.output', 'e2e', 'chrome-mv3');
/** The Firefox (MV2) build made alongside it. */
export const E2E_FIREFOX_DIR = join(projectRoot, '.output', 'e2e', 'firefox-mv2');

/** Debian's Chromium; CHROMIUM_PATH points elsewhere (e.g. a Chrome for Testing binary). */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** Debian's Firefox ESR; FIREFOX_PATH points elsewhere (any Firefox 140 or newer). */
export const FIREFOX_PATH = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';

export function assertBuilt(extensionDir: string): void {
  if (!existsSync(join(extensionDir, 'manifest.json'))) {
    const browserFlag = extensionDir.endsWith('firefox-mv2') ? ' -b firefox' : '';
    throw new Error(
      `No extension build in ${extensionDir}. Run \`npm test\` (it builds first), or ` +
        `\`EXTRA_HOST_PERMISSION='http://127.0.0.1/*' npx wxt build${browserFlag}\`.`,
    );
  }
}
