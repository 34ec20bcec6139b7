import { describe, expect, it } from 'vitest';
import { importReportCsv } from '../../../entrypoints/options/import/import-report';
import { acceptAll, importInputs, undecidedCount } from '../../../entrypoints/options/import/review-plan';
import { planAliases } from '../../../lib/import/alias-rules';
import type { ImportRow } from '../../../lib/import/import-row';
import type { JobItem } from '../../../lib/jobs/job';

/** What the Import page sends and what its report says: no alias changed without a decision. */

const row = (line: number, backHalf: string | null): ImportRow => ({
  line,
  destination: `https://example.com/${String(line)}`,
  backHalf,
  title: null,
  domain: null,
  tags: [],
  space: null,
  notes: [],
});

describe('the import review', () => {
  const planned = planAliases([row(2, 'keep-me'), row(3, null), row(4, 'a.b'), row(5, 'Keep-Me')]);

  it('waits for a decision on each alias that cannot be kept, and sends what was decided', () => {
    expect(undecidedCount(planned, new Map())).toBe(2);
    const decided = acceptAll(planned, new Map());
    expect(undecidedCount(planned, decided)).toBe(0);
    expect(importInputs(planned, decided)).toEqual([
      { destination: 'https://example.com/2', alias: 'keep-me', line: 2 },
      { destination: 'https://example.com/3', alias: null, line: 3 },
      { destination: 'https://example.com/4', alias: 'a-b', line: 4 },
      { destination: 'https://example.com/5', alias: 'Keep-Me-2', line: 5 },
    ]);
  });

  it('drops an alias when asked, and asks again when the proposal changes', () => {
    const dropped = new Map([...acceptAll(planned, new Map())].map(([key]) => [key, 'drop' as const]));
    expect(importInputs(planned, dropped).map((input) => input.alias)).toEqual(['keep-me', null, null, null]);
    // Another row before them changes the twin's proposal: its old decision no longer counts.
    const replanned = planAliases([row(2, 'keep-me'), row(3, 'Keep-Me-2'), row(4, 'a.b'), row(5, 'Keep-Me')]);
    expect(undecidedCount(replanned, dropped)).toBe(1);
  });

  it('reports each row: created, already there, conflict, refused, not sent', () => {
    const base = { key: 'k', index: 0 };
    const items: JobItem<'import'>[] = [
      {
        ...base,
        input: { line: 2, destination: 'https://a.example/', alias: 'a' },
        state: 'done',
        result: { outcome: 'created', id: 1, shortUrl: 'https://s.example/a' },
      },
      {
        ...base,
        input: { line: 3, destination: 'https://b.example/', alias: 'b' },
        state: 'done',
        result: { outcome: 'already-there', id: 2, shortUrl: 'https://s.example/b' },
      },
      {
        ...base,
        input: { line: 4, destination: 'https://c.example/', alias: 'c' },
        state: 'refused',
        refusedAs: 'conflict',
        reason: 'The alias c already leads to https://x.example/, here',
      },
      {
        ...base,
        input: { line: 5, destination: 'https://d.example/', alias: '-d' },
        state: 'refused',
        reason: 'Taken.',
      },
      { ...base, input: { line: 6, destination: 'https://e.example/', alias: null }, state: 'cancelled' },
    ];
    expect(importReportCsv(items).split('\r\n')).toEqual([
      'line,destination,alias,outcome,shortUrlOrReason',
      '2,https://a.example/,a,created,https://s.example/a',
      '3,https://b.example/,b,already-there,https://s.example/b',
      '4,https://c.example/,c,conflict,"The alias c already leads to https://x.example/, here"',
      "5,https://d.example/,'-d,refused,Taken.",
      '6,https://e.example/,,not-sent,',
      '',
    ]);
  });
});
