import { accessSync, constants, existsSync } from 'node:fs';
import { join, relative } from 'node:path';

export interface BrowserRequirement {
  /** e.g. 'Firefox ESR' */
  browser: string;
  executable: string;
  /** The variable that points elsewhere, e.g. 'FIREFOX_PATH'. */
  pathVariable: string;
  /** The Debian/Ubuntu package. */
  aptPackage: string;
  extensionDir: string;
  buildCommand: string;
}

/**
 * For a vitest `globalSetup`: stops the browser's project with one line saying what is missing
 * and how to get it, instead of a launch failure (with its stack) in every test file.
 */
export function requireBrowserAndBuild(requirement: BrowserRequirement): void {
  const { browser, executable, pathVariable, aptPackage, extensionDir, buildCommand } = requirement;
  if (!isExecutable(executable)) {
    fail(
      `${browser} not found at ${executable} — install it (Debian/Ubuntu: apt-get install ${aptPackage}) or set ${pathVariable}.`,
    );
  }
  if (!existsSync(join(extensionDir, 'manifest.json'))) {
    fail(
      `No ${browser} test build in ${relative(process.cwd(), extensionDir)} — run \`npm test\` (it builds first) or \`${buildCommand}\`.`,
    );
  }
}

function isExecutable(path: string): boolean {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/**
 * Vitest aborts the whole run when a globalSetup throws, but prints the error after a misleading
 * "No test files found" and every project's include list; this prints the line alone.
 */
function fail(message: string): never {
  console.error(message);
  process.exit(1);
}
