import type { Page } from 'playwright-core';
import type { PageProblems } from './browser-session';

/**
 * Console errors and uncaught exceptions of one page. Attach before navigating so errors
 * thrown while the page boots are caught too.
 */
export class ProblemLog implements PageProblems {
  readonly problems: string[] = [];

  constructor(page: Page) {
    page.on('console', (message) => {
      if (message.type() === 'error') {
        this.problems.push(`console.error: ${message.text()} (${message.location().url})`);
      }
    });
    page.on('pageerror', (error) => {
      this.problems.push(`uncaught: ${error.message}`);
    });
  }
}
