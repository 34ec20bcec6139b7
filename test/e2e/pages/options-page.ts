import type { Locator, Page } from 'playwright-core';
import type { ExtensionSession } from '../support/extension-session';
import { ProblemLog } from '../support/problem-log';

/** The options page in a tab of its own. */
export class OptionsPage {
  static readonly path = 'options.html';

  private constructor(
    readonly page: Page,
    readonly log: ProblemLog,
  ) {}

  static async open(session: ExtensionSession): Promise<OptionsPage> {
    const page = await session.context.newPage();
    const log = new ProblemLog(page);
    await page.goto(session.url(OptionsPage.path));
    return new OptionsPage(page, log);
  }

  get heading(): Locator {
    return this.page.getByRole('heading', { level: 1 });
  }

  get connectionState(): Locator {
    return this.page.getByTestId('connection-state');
  }

  async close(): Promise<void> {
    await this.page.close();
  }
}
