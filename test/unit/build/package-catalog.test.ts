import { describe, expect, it } from 'vitest';
import { packageCatalog } from '../../tools/build-plugins/package-catalog';

const rename = (key: string) => ({ greeting: '0', linkCount_one: '1_one' })[key] ?? key;

describe("the package's catalog", () => {
  it('keeps only the texts, placeholders written in as the browser would, under the package names', () => {
    const source = {
      greeting: {
        message: 'Hello $NAME$, $Count$ left',
        description: 'For translators only',
        placeholders: { name: { content: '$2', example: 'Ada' }, count: { content: '$1' } },
      },
      linkCount_one: { message: 'one link' },
    };
    expect(packageCatalog(source, rename)).toBe('{"0":{"message":"Hello $2, $1 left"},"1_one":{"message":"one link"}}');
  });

  it('refuses a "$" the browser would read otherwise, and an undefined placeholder', () => {
    expect(() => packageCatalog({ greeting: { message: 'Costs $5 or $$ or $x' } }, rename)).toThrow(/neither/);
    expect(() => packageCatalog({ greeting: { message: 'Hello $NAME$' } }, rename)).toThrow(/not defined/);
    expect(packageCatalog({ greeting: { message: 'Costs $$5 and $1' } }, rename)).toBe(
      '{"0":{"message":"Costs $$5 and $1"}}',
    );
  });

  it("leaves out what reads as the default locale's message, which the browser falls back to", () => {
    const defaults = { greeting: { message: 'Hi $1' }, linkCount_one: { message: 'one link' } };
    const source = {
      greeting: { message: 'Hi $WHO$', placeholders: { who: { content: '$1' } } },
      linkCount_one: { message: 'ein Link' },
    };
    expect(packageCatalog(source, rename, defaults)).toBe('{"1_one":{"message":"ein Link"}}');
  });
});
