import type { Page } from 'playwright-core';
import { axeViolations, describeViolations, type ColorScheme } from '../support/axe';

const SCHEMES: readonly ColorScheme[] = ['light', 'dark'];

/**
 * axe on the page as it is now, in light and then dark, each violation prefixed by the state's
 * name and the scheme: one page walks through a group of states, and a failure says which one.
 * The page is left in the light scheme.
 */
export async function accessibilityProblems(page: Page, state: string): Promise<string[]> {
  const problems: string[] = [];
  for (const colorScheme of SCHEMES) {
    const violations = await axeViolations(page, { colorScheme });
    problems.push(...describeViolations(violations).map((text) => `${state} (${colorScheme}) ${text}`));
  }
  await page.emulateMedia({ colorScheme: 'light' });
  return problems;
}
