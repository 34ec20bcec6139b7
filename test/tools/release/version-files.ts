/**
 * The files that state the extension's version. The manifest has none of its own: WXT takes
 * package.json's. Both are rewritten as npm writes them (two spaces, a final newline), which is
 * also how they are kept, so only the version lines change.
 */

interface PackageJson {
  version: string;
}

interface PackageLock {
  version: string;
  packages: Record<string, { version?: string } | undefined>;
}

const asNpmWritesIt = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

export function readPackageVersion(packageJson: string): string {
  return (JSON.parse(packageJson) as PackageJson).version;
}

export function withPackageVersion(packageJson: string, version: string): string {
  const manifest = JSON.parse(packageJson) as PackageJson;
  manifest.version = version;
  return asNpmWritesIt(manifest);
}

/** The lock states the root package's version twice: at its top and as `packages[""]`. */
export function withLockVersion(packageLock: string, version: string): string {
  const lock = JSON.parse(packageLock) as PackageLock;
  const root = lock.packages[''];
  if (!root) throw new Error('package-lock.json has no root package (packages[""]); run npm install once.');
  lock.version = version;
  root.version = version;
  return asNpmWritesIt(lock);
}
