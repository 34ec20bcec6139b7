import { CHROMIUM_PATH, E2E_EXTENSION_DIR } from './paths';
import { requireBrowserAndBuild } from './preflight';

/** globalSetup of the `chromium` vitest project. */
export default function setup(): void {
  requireBrowserAndBuild({
    browser: 'Chromium',
    executable: CHROMIUM_PATH,
    pathVariable: 'CHROMIUM_PATH',
    aptPackage: 'chromium',
    extensionDir: E2E_EXTENSION_DIR,
    buildCommand: "EXTRA_HOST_PERMISSION='http://127.0.0.1/*' npx wxt build",
  });
}
