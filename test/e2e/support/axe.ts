import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import type { AxeResults, ElementContext, Result, RunOptions } from 'axe-core';

/**
 * axe-core on an extension page. The pages' CSP forbids injected <script> tags, so axe's source is
 * evaluated through the DevTools protocol instead (which the CSP does not govern), then run.
 */

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

type AxeGlobal = typeof globalThis & {
  axe?: { run(context: ElementContext, options: RunOptions): Promise<AxeResults> };
};

export type ColorScheme = 'light' | 'dark';

export interface AxeScan {
  /** A CSS selector to scan only that part of the page; the whole document by default. */
  include?: string;
  colorScheme: ColorScheme;
}

/**
 * The rules whose outcome depends on colours: axe's `cat.color` rules that it runs by default
 * (`color-contrast-enhanced`, the AAA one, it leaves off).
 */
const COLOR_RULES = ['color-contrast', 'link-in-text-block'];

/**
 * What axe finds wrong on `page` as it is now, in the given color scheme. The dark scheme changes
 * colours alone (test/unit/repository/dark-scheme.test.ts holds the stylesheets to that), so a dark
 * scan runs only the rules that read colours: every caller scans the same state in light too,
 * with all the rules, and the dark scan then costs a fraction of a full one.
 */
export async function axeViolations(page: Page, { include, colorScheme }: AxeScan): Promise<Result[]> {
  await page.emulateMedia({ colorScheme });
  if (!(await page.evaluate(() => 'axe' in globalThis))) await page.evaluate(axeSource);
  const only = colorScheme === 'dark' ? COLOR_RULES : null;
  return page.evaluate(
    async ({ selector, only }) => {
      const { axe } = globalThis as AxeGlobal;
      if (!axe) throw new Error('axe-core did not load into the page');
      const results = await axe.run(selector ? { include: [selector] } : document, {
        resultTypes: ['violations'],
        ...(only ? { runOnly: { type: 'rule', values: only } } : {}),
      });
      // Nothing passed and nothing failed: the scan looked at nothing (a wrong selector, a blank page).
      if (results.passes.length === 0 && results.violations.length === 0) throw new Error('axe checked nothing');
      return results.violations;
    },
    { selector: include ?? null, only },
  );
}

/**
 * Violations as a reviewer reads them, one rule a paragraph, each element with what is wrong:
 *   critical aria-valid-attr-value: ARIA attributes must conform to valid values
 *     button.section-tab:nth-child(2) — Invalid ARIA attribute value: aria-controls="panel-spaces"
 */
export function describeViolations(violations: readonly Result[]): string[] {
  return violations.map((violation) =>
    [
      `${violation.impact ?? 'unrated'} ${violation.id}: ${violation.help}`,
      ...violation.nodes.map(
        (node) => `  ${node.target.join(' ')} — ${node.failureSummary?.replace(/\s+/g, ' ').trim() ?? ''}`,
      ),
    ].join('\n'),
  );
}
