import type { Locator, Page } from 'playwright-core';
import type { ExtensionSession } from '../support/extension-session';
import { ProblemLog } from '../support/problem-log';

/** The toolbar popup, opened as a tab aimed at `tabId` (a headless browser has no toolbar). */
export class PopupPage {
  private constructor(
    readonly page: Page,
    readonly log: ProblemLog,
  ) {}

  static async open(session: ExtensionSession, tabId: number): Promise<PopupPage> {
    const page = await session.context.newPage();
    const log = new ProblemLog(page);
    await page.goto(session.url(`popup.html?tabId=${tabId}`));
    return new PopupPage(page, log);
  }

  get tabUrl(): Locator {
    return this.page.getByTestId('tab-url');
  }

  get connectionState(): Locator {
    return this.page.getByTestId('connection-state');
  }

  get openSettingsButton(): Locator {
    return this.page.getByRole('button', { name: 'Open settings' });
  }

  async close(): Promise<void> {
    await this.page.close();
  }
}
