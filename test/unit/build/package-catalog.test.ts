import { describe, expect, it } from 'vitest';
import { packageCatalog } from '../../tools/build-plugins/package-catalog';

describe("the package's catalog", () => {
  it('keeps only the texts, placeholders written in as the browser would, under their names', () => {
    const source = {
      greeting: {
        message: 'Hello $NAME$, $Count$ left',
        description: 'For translators only',
        placeholders: { name: { content: '$2', example: 'Ada' }, count: { content: '$1' } },
      },
      linkCount_one: { message: 'one link' },
    };
    expect(packageCatalog(source)).toBe(
      '{"greeting":{"message":"Hello $2, $1 left"},"linkCount_one":{"message":"one link"}}',
    );
  });

  it('refuses a "$" the browser would read otherwise, and an undefined placeholder', () => {
    expect(() => packageCatalog({ greeting: { message: 'Costs $5 or $$ or $x' } })).toThrow(/neither/);
    expect(() => packageCatalog({ greeting: { message: 'Hello $NAME$' } })).toThrow(/not defined/);
    expect(packageCatalog({ greeting: { message: 'Costs $$5 and $1' } })).toBe(
      '{"greeting":{"message":"Costs $$5 and $1"}}',
    );
  });

  it("leaves out what reads as the default locale's message, which the browser falls back to", () => {
    const defaults = { greeting: { message: 'Hi $1' }, linkCount_one: { message: 'one link' } };
    const source = {
      greeting: { message: 'Hi $WHO$', placeholders: { who: { content: '$1' } } },
      linkCount_one: { message: 'ein Link' },
    };
    expect(packageCatalog(source, defaults)).toBe('{"linkCount_one":{"message":"ein Link"}}');
  });
});
