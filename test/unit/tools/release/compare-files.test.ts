import { describe, expect, it } from 'vitest';
import { fileDifferences } from '../../../tools/release/compare-files';

const files = (entries: Record<string, string>) =>
  new Map(Object.entries(entries).map(([path, text]) => [path, Buffer.from(text)]));

const packaged = files({ 'manifest.json': '{"version":"1.0.0"}', 'popup.html': '<p>', 'chunks/ui.js': 'abc' });

describe('the rebuild compared with the package, file by file', () => {
  it('finds nothing when every file has the same bytes', () => {
    expect(
      fileDifferences(
        packaged,
        files({ 'popup.html': '<p>', 'chunks/ui.js': 'abc', 'manifest.json': '{"version":"1.0.0"}' }),
      ),
    ).toEqual([]);
  });

  it('finds one differing byte, and says where', () => {
    const rebuilt = files({ 'manifest.json': '{"version":"1.0.1"}', 'popup.html': '<p>', 'chunks/ui.js': 'abc' });
    expect(fileDifferences(packaged, rebuilt)).toEqual([
      'differs: manifest.json (19 bytes packaged, 19 rebuilt; first difference at byte 16)',
    ]);
  });

  it('finds a file that is only longer', () => {
    const rebuilt = files({ 'manifest.json': '{"version":"1.0.0"}', 'popup.html': '<p>', 'chunks/ui.js': 'abcd' });
    expect(fileDifferences(packaged, rebuilt)).toEqual([
      'differs: chunks/ui.js (3 bytes packaged, 4 rebuilt; first difference at byte 3)',
    ]);
  });

  it('finds a missing file and an extra one, by path', () => {
    const rebuilt = files({ 'manifest.json': '{"version":"1.0.0"}', 'chunks/ui.js': 'abc', 'chunks/ui.js.map': '{}' });
    expect(fileDifferences(packaged, rebuilt)).toEqual([
      'only in the rebuild: chunks/ui.js.map',
      'missing from the rebuild: popup.html',
    ]);
  });

  it('tells an empty file from a missing one', () => {
    expect(fileDifferences(files({ 'a.txt': '' }), files({ 'a.txt': '' }))).toEqual([]);
    expect(fileDifferences(files({ 'a.txt': '' }), files({}))).toEqual(['missing from the rebuild: a.txt']);
  });
});
