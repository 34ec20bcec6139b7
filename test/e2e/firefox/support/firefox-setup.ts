import { E2E_FIREFOX_DIR, FIREFOX_PATH } from '../../support/paths';
import { requireBrowserAndBuild } from '../../support/preflight';

/** globalSetup of the `firefox` vitest project. */
export default function setup(): void {
  requireBrowserAndBuild({
    browser: 'Firefox ESR',
    executable: FIREFOX_PATH,
    pathVariable: 'FIREFOX_PATH',
    aptPackage: 'firefox-esr',
    extensionDir: E2E_FIREFOX_DIR,
    buildCommand: "EXTRA_HOST_PERMISSION='http://127.0.0.1/*' npx wxt build -b firefox",
  });
}
