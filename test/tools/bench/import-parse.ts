import { csvOf, csvText } from '../../../lib/csv';
import { planAliases } from '../../../lib/import/alias-rules';
import { readImport } from '../../../lib/import/read-import';

/**
 * The import's reading of a Shlink-style CSV file of `rows` links in Node, from text to rows with
 * their alias plans, as the Import page will run it (with its pauses between chunks). Returns the
 * milliseconds; the file's rows hold what slows a reader: quoted cells, a line break in a title,
 * percent-encoded and dotted back-halves, case twins.
 */
export async function measureImportParse(rows: number): Promise<number> {
  const header = ['createdAt', 'domain', 'shortCode', 'shortUrl', 'longUrl', 'title', 'tags', 'visits'];
  const lines = Array.from({ length: rows }, (_, index) => {
    const code =
      index % 10 === 0 ? `caf%C3%A9-${String(index)}` : index % 7 === 0 ? `v${String(index)}.x` : `Ab${String(index)}`;
    return [
      '2026-05-01T10:20:30+02:00',
      's.example.com',
      code,
      `https://s.example.com/${code}`,
      `https://example.org/page/${String(index)}?utm_source=news&q=a,b`,
      index % 5 === 0 ? `Title ${String(index)}, "quoted"\nsecond line` : `Title ${String(index)}`,
      'foo|bar',
      String(index),
    ].map(csvText);
  });
  const text = csvOf(header, lines);
  const started = performance.now();
  const outcome = await readImport(text);
  if (outcome.kind !== 'read' || outcome.read.rows.length !== rows) {
    throw new Error(`the bench file was not read whole: ${outcome.kind}`);
  }
  planAliases(outcome.read.rows);
  return performance.now() - started;
}
