import { describe, expect, it } from 'vitest';
import { checkNextVersion, compareVersions, parseVersion } from '../../../tools/release/version';

describe('release versions', () => {
  it('reads a plain X.Y.Z', () => {
    expect(parseVersion('1.0.0')).toEqual({ major: 1, minor: 0, patch: 0 });
    expect(parseVersion('0.10.65535')).toEqual({ major: 0, minor: 10, patch: 65535 });
  });

  it('reads nothing else: short, prefixed, pre-release, build, leading zeros, parts browsers refuse', () => {
    for (const text of [
      '1.0',
      '1',
      'v1.0.0',
      '1.0.0-beta.1',
      '1.0.0+build',
      '01.0.0',
      '1.00.0',
      '1.0.65536',
      ' 1.0.0',
      '',
    ]) {
      expect(parseVersion(text), text).toBeUndefined();
    }
  });

  it('orders by major, then minor, then patch, as numbers', () => {
    const parsed = (text: string) => parseVersion(text) ?? expect.unreachable(`${text} should parse`);
    const order = (a: string, b: string) => Math.sign(compareVersions(parsed(a), parsed(b)));
    expect(order('1.0.0', '0.99.99')).toBe(1);
    expect(order('0.10.0', '0.9.0')).toBe(1);
    expect(order('0.1.10', '0.1.9')).toBe(1);
    expect(order('0.1.0', '0.2.0')).toBe(-1);
    expect(order('2.3.4', '2.3.4')).toBe(0);
  });

  it('lets only a version strictly above the current one through', () => {
    expect(() => checkNextVersion('1.0.0', '0.1.0')).not.toThrow();
    expect(() => checkNextVersion('0.1.1', '0.1.0')).not.toThrow();
    expect(() => checkNextVersion('0.1.0', '0.1.0')).toThrow(
      '0.1.0 is not above the current version 0.1.0 (package.json).',
    );
    expect(() => checkNextVersion('0.0.9', '0.1.0')).toThrow('0.0.9 is not above the current version 0.1.0');
    expect(() => checkNextVersion('1.0', '0.1.0')).toThrow('"1.0" is not a plain version X.Y.Z');
    expect(() => checkNextVersion('v1.0.0', '0.1.0')).toThrow('"v1.0.0" is not a plain version X.Y.Z');
    expect(() => checkNextVersion('1.0.0', '0.1.0-dev')).toThrow(
      `package.json's version "0.1.0-dev" is not a plain X.Y.Z`,
    );
  });
});
