import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readPackageVersion, withLockVersion, withPackageVersion } from '../../../tools/release/version-files';

const asNpmWritesIt = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

const packageJson = asNpmWritesIt({
  name: 'link-shortener-for-phpshort',
  version: '0.1.0',
  scripts: { zip: 'wxt zip' },
  devDependencies: { wxt: '0.21.4' },
});

const packageLock = asNpmWritesIt({
  name: 'link-shortener-for-phpshort',
  version: '0.1.0',
  lockfileVersion: 3,
  packages: {
    '': { name: 'link-shortener-for-phpshort', version: '0.1.0' },
    'node_modules/wxt': { version: '0.21.4' },
    'node_modules/zod': { version: '0.1.0' },
  },
});

/** The lines that differ between two texts of the same length in lines. */
const changedLines = (before: string, after: string) => {
  const old = before.split('\n');
  return after.split('\n').filter((line, at) => line !== old[at]);
};

describe('the version in package.json and package-lock.json', () => {
  it('reads the current version', () => {
    expect(readPackageVersion(packageJson)).toBe('0.1.0');
  });

  it('changes only the version line of package.json', () => {
    const after = withPackageVersion(packageJson, '1.0.0');
    expect(readPackageVersion(after)).toBe('1.0.0');
    expect(changedLines(packageJson, after)).toEqual(['  "version": "1.0.0",']);
  });

  it("changes the lock's two root versions and no dependency's, even one with the same number", () => {
    const after = withLockVersion(packageLock, '1.0.0');
    expect(changedLines(packageLock, after)).toEqual(['  "version": "1.0.0",', '      "version": "1.0.0"']);
    expect(after).toContain('"node_modules/zod": {\n      "version": "0.1.0"');
  });

  it("rewrites the repository's own files byte for byte, so a release changes nothing but the version", () => {
    const read = (name: string) => readFileSync(new URL(`../../../../${name}`, import.meta.url), 'utf8');
    const [realPackage, realLock] = [read('package.json'), read('package-lock.json')];
    const current = readPackageVersion(realPackage);
    expect(withPackageVersion(realPackage, current)).toBe(realPackage);
    expect(withLockVersion(realLock, current)).toBe(realLock);
  });

  it('refuses a lock without its root package', () => {
    expect(() => withLockVersion(asNpmWritesIt({ version: '0.1.0', packages: {} }), '1.0.0')).toThrow(
      'package-lock.json has no root package',
    );
  });
});
