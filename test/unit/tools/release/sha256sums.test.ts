import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatSha256Sums, sha256 } from '../../../tools/release/sha256sums';

// SHA-256 of "abc" and of nothing (FIPS 180-2's examples).
const ABC = 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad';
const EMPTY = 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855';

describe('SHA256SUMS', () => {
  it('hashes bytes as SHA-256 in lowercase hex', () => {
    expect(sha256(Buffer.from('abc'))).toBe(ABC);
    expect(sha256(new Uint8Array())).toBe(EMPTY);
  });

  it('writes one line per file: digest, two spaces, name', () => {
    expect(
      formatSha256Sums([
        { name: 'x-1.0.0-chrome.zip', sha256: ABC },
        { name: 'x-1.0.0-sources.zip', sha256: EMPTY },
      ]),
    ).toBe(`${ABC}  x-1.0.0-chrome.zip\n${EMPTY}  x-1.0.0-sources.zip\n`);
  });

  it('refuses what sha256sum would have to escape, and a digest that is not one', () => {
    expect(() => formatSha256Sums([{ name: 'a/b.zip', sha256: ABC }])).toThrow('is not a plain file name');
    expect(() => formatSha256Sums([{ name: 'a\nb.zip', sha256: ABC }])).toThrow('is not a plain file name');
    expect(() => formatSha256Sums([{ name: 'a.zip', sha256: ABC.toUpperCase() }])).toThrow('is not a SHA-256 digest');
  });

  it.runIf(spawnSync('sha256sum', ['--version']).status === 0)('is what `sha256sum -c` reads back', () => {
    const folder = mkdtempSync(join(tmpdir(), 'sha256sums-'));
    try {
      writeFileSync(join(folder, 'a.zip'), 'abc');
      writeFileSync(join(folder, 'b.zip'), '');
      writeFileSync(
        join(folder, 'SHA256SUMS'),
        formatSha256Sums([
          { name: 'a.zip', sha256: ABC },
          { name: 'b.zip', sha256: EMPTY },
        ]),
      );
      const check = () => spawnSync('sha256sum', ['-c', 'SHA256SUMS'], { cwd: folder, encoding: 'utf8' });
      expect(check()).toMatchObject({ status: 0, stdout: 'a.zip: OK\nb.zip: OK\n' });
      writeFileSync(join(folder, 'b.zip'), 'changed');
      expect(check().status).toBe(1);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
