import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PACKAGE_CEILINGS } from '../../tools/bench/budgets';
import { kb } from '../../tools/bench/report';
import { packageFiles, packageSizes } from '../../tools/build-output/package-zip';
import { assertBuilt, E2E_EXTENSION_DIR } from '../../e2e/support/paths';

/**
 * The Chrome package's size, weighed as `wxt zip` packs it (the bench checks that the two agree),
 * on the build `npm test` makes: the production build with one more host in its manifest.
 * `npm run size` says what each file and module costs.
 */
describe('the Chrome package (Chrome build)', () => {
  assertBuilt(E2E_EXTENSION_DIR);
  const sizes = packageSizes(packageFiles(E2E_EXTENSION_DIR));
  const report =
    `Chrome zip: ${kb(sizes.withoutLocales)} without _locales/ (ceiling ${kb(PACKAGE_CEILINGS.withoutLocales)}), ` +
    `${kb(sizes.all)} with all seven (ceiling ${kb(PACKAGE_CEILINGS.withLocales)}); npm run size says where it goes`;

  it('does not grow past its ceilings, without locales and with all seven', () => {
    console.log(report);
    expect(sizes.withoutLocales, report).toBeLessThanOrEqual(PACKAGE_CEILINGS.withoutLocales);
    expect(sizes.all, report).toBeLessThanOrEqual(PACKAGE_CEILINGS.withLocales);
  });

  it('ships in each catalog its messages and nothing else: no notes, no named placeholders, no spaces', () => {
    const localesDir = join(E2E_EXTENSION_DIR, '_locales');
    for (const locale of readdirSync(localesDir)) {
      const text = readFileSync(join(localesDir, locale, 'messages.json'), 'utf8');
      const catalog = JSON.parse(text) as Record<string, object>;
      expect(text, locale).toBe(JSON.stringify(catalog));
      const extras = Object.entries(catalog).filter(([, entry]) => Object.keys(entry).join() !== 'message');
      expect(extras, locale).toEqual([]);
    }
  });
});
