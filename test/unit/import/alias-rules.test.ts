import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  aliasFold,
  MAX_ALIAS_LENGTH,
  planAliases,
  planAliasesInChunks,
  type AliasPlan,
} from '@/lib/import/alias-rules';
import type { ImportRow } from '@/lib/import/import-row';
import { fixture, readAll } from './read-fixture';

function rowsOf(...backHalves: (string | null)[]): ImportRow[] {
  return backHalves.map((backHalf, index) => ({
    line: index + 2,
    destination: `https://example.org/${String(index)}`,
    backHalf,
    title: null,
    domain: null,
    tags: [],
    space: null,
    notes: [],
  }));
}

const plans = (...backHalves: (string | null)[]) => planAliases(rowsOf(...backHalves)).map(({ alias }) => alias);

describe("phpShort's alias rules, before sending", () => {
  it("keeps what alpha_dash takes: ASCII, accented and non-Latin letters, digits, '_' and '-'", () => {
    expect(plans('abc', 'a_b-c', 'café', '短链', 'сайт', null)).toEqual([
      { kind: 'keep', alias: 'abc' },
      { kind: 'keep', alias: 'a_b-c' },
      { kind: 'keep', alias: 'café' },
      { kind: 'keep', alias: '短链' },
      { kind: 'keep', alias: 'сайт' },
      { kind: 'none' },
    ]);
  });

  it('proposes a name for refused characters (dots, slashes, ~, emoji), saying which; nothing left is dropped', () => {
    expect(plans('docs/intro', 'v1.2~beta', '🎉', 'a b+c')).toEqual([
      {
        kind: 'change',
        from: 'docs/intro',
        issue: { kind: 'characters', refused: ['/'] },
        proposal: { kind: 'rename', alias: 'docs-intro' },
      },
      {
        kind: 'change',
        from: 'v1.2~beta',
        issue: { kind: 'characters', refused: ['.', '~'] },
        proposal: { kind: 'rename', alias: 'v1-2-beta' },
      },
      { kind: 'change', from: '🎉', issue: { kind: 'characters', refused: ['🎉'] }, proposal: { kind: 'drop' } },
      {
        kind: 'change',
        from: 'a b+c',
        issue: { kind: 'characters', refused: [' ', '+'] },
        proposal: { kind: 'rename', alias: 'a-b-c' },
      },
    ]);
  });

  it('finds case twins and accent twins (phpShort compares without either) and repeats; the first keeps it', () => {
    expect(plans('aB3', 'Ab3', 'cafe', 'café', 'aB3')).toEqual([
      { kind: 'keep', alias: 'aB3' },
      {
        kind: 'change',
        from: 'Ab3',
        issue: { kind: 'case-twin', ofLine: 2, other: 'aB3' },
        proposal: { kind: 'rename', alias: 'Ab3-2' },
      },
      { kind: 'keep', alias: 'cafe' },
      {
        kind: 'change',
        from: 'café',
        issue: { kind: 'case-twin', ofLine: 4, other: 'cafe' },
        proposal: { kind: 'rename', alias: 'café-2' },
      },
      {
        kind: 'change',
        from: 'aB3',
        issue: { kind: 'repeated', ofLine: 2 },
        proposal: { kind: 'rename', alias: 'aB3-3' },
      },
    ]);
  });

  it('never proposes an alias another row keeps, even a later one', () => {
    expect(plans('a.b', 'a-b', 'A_B')).toEqual([
      {
        kind: 'change',
        from: 'a.b',
        issue: { kind: 'characters', refused: ['.'] },
        proposal: { kind: 'rename', alias: 'a-b-2' },
      },
      { kind: 'keep', alias: 'a-b' },
      { kind: 'keep', alias: 'A_B' },
    ]);
  });

  it('shortens an alias over 255 characters, counted in characters', () => {
    const long = 'é'.repeat(MAX_ALIAS_LENGTH + 5);
    const [plan] = plans(long, 'é'.repeat(MAX_ALIAS_LENGTH));
    expect(plan).toEqual({
      kind: 'change',
      from: long,
      issue: { kind: 'too-long', length: MAX_ALIAS_LENGTH + 5, max: MAX_ALIAS_LENGTH },
      // The shortened one is another row's: numbered, still within the limit.
      proposal: { kind: 'rename', alias: `${'é'.repeat(MAX_ALIAS_LENGTH - 2)}-2` },
    });
  });

  it("renames a phpShort page's name on the main host only", () => {
    const rows = rowsOf('login', 'Pricing', 'my-login');
    expect(planAliases(rows).map(({ alias }) => alias)).toEqual([
      {
        kind: 'change',
        from: 'login',
        issue: { kind: 'shadowed-page' },
        proposal: { kind: 'rename', alias: 'login-2' },
      },
      {
        kind: 'change',
        from: 'Pricing',
        issue: { kind: 'shadowed-page' },
        proposal: { kind: 'rename', alias: 'Pricing-2' },
      },
      { kind: 'keep', alias: 'my-login' },
    ]);
    expect(planAliases(rows, { mainHost: false }).map(({ alias }) => alias.kind)).toEqual(['keep', 'keep', 'keep']);
  });

  it("plans a real file's aliases: Shlink's case twin and slashes", async () => {
    const read = await readAll(fixture('shlink-short_urls.csv'));
    const changed = planAliases(read.rows).filter(({ alias }) => alias.kind === 'change');
    expect(changed.map(({ row, alias }) => [row.line, alias.kind === 'change' ? alias.proposal : null])).toEqual([
      [4, { kind: 'rename', alias: 'docs-intro' }],
      [6, { kind: 'rename', alias: 'v1-2-beta' }],
      [8, { kind: 'rename', alias: 'Ab3-2' }],
    ]);
  });

  it('sends aliases phpShort takes, all different to it (property)', () => {
    const backHalf = fc.oneof(
      fc.constantFrom('a', 'A', 'á', 'login', 'x.y', 'x-y', '/', '🎉', 'ß', 'ss', 'a-2', 'A-2'),
      fc.string({ unit: 'grapheme', maxLength: 6 }),
    );
    fc.assert(
      fc.property(fc.array(fc.option(backHalf), { maxLength: 12 }), (backHalves) => {
        const sent = plans(...backHalves).flatMap((plan: AliasPlan) => {
          if (plan.kind === 'keep') return [plan.alias];
          if (plan.kind === 'change' && plan.proposal.kind === 'rename') return [plan.proposal.alias];
          return [];
        });
        for (const alias of sent) {
          expect(alias).toMatch(/^[\p{L}\p{M}\p{N}_-]+$/u);
          expect(Array.from(alias).length).toBeLessThanOrEqual(MAX_ALIAS_LENGTH);
        }
        expect(new Set(sent.map(aliasFold)).size).toBe(sent.length);
      }),
    );
  });

  it('plans in chunks with pauses between them, to the same plan as at once', async () => {
    // 2,500 rows: repeats and case twins across chunk boundaries, whose proposals need the whole file.
    const backHalves = Array.from({ length: 2500 }, (_, index) =>
      index % 3 === 0 ? `Same-${String(index % 1200)}` : index % 3 === 1 ? `a.${String(index)}` : null,
    );
    const rows = rowsOf(...backHalves);
    let pauses = 0;
    const chunked = await planAliasesInChunks(rows, { mainHost: false }, () => {
      pauses++;
      return Promise.resolve();
    });
    expect(chunked).toEqual(planAliases(rows, { mainHost: false }));
    expect(pauses).toBeGreaterThanOrEqual(4);
  });
});
