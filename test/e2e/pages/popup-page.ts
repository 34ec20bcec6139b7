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

  get connectionState(): Locator {
    return this.page.getByTestId('connection-state');
  }

  get openSettingsButton(): Locator {
    return this.page.getByRole('button', { name: 'Open settings' });
  }

  get urlField(): Locator {
    return this.page.getByRole('textbox', { name: 'URL', exact: true });
  }

  get shortenButton(): Locator {
    return this.page.getByRole('button', { name: /^(Shorten|Shortening…)$/ });
  }

  get progress(): Locator {
    return this.page.getByTestId('shorten-progress');
  }

  get problem(): Locator {
    return this.page.getByTestId('shorten-problem');
  }

  get restrictedNotice(): Locator {
    return this.page.getByTestId('restricted-page');
  }

  get result(): Locator {
    return this.page.getByTestId('result');
  }

  get recentOffer(): Locator {
    return this.page.getByTestId('recent-offer');
  }

  get shortUrl(): Locator {
    return this.page.getByTestId('short-url');
  }

  get copyStatus(): Locator {
    return this.page.getByTestId('copy-status');
  }

  get copyButton(): Locator {
    return this.page.getByRole('button', { name: 'Copy', exact: true });
  }

  /** The "Expiry" disclosure's summary line: click it to open or close, read it for what is set. */
  get expirySummary(): Locator {
    return this.page.locator('summary', { hasText: 'Expiry' });
  }

  get failedShortenings(): Locator {
    return this.page.getByTestId('failed-shortenings');
  }

  /** Messages shown under a field, found through the field's accessible description. */
  async fieldMessage(field: Locator): Promise<string> {
    const ids = (await field.getAttribute('aria-describedby')) ?? '';
    const texts = await Promise.all(
      ids
        .split(/\s+/)
        .filter(Boolean)
        .map((id) => this.page.locator(`[id="${id}"]`).textContent()),
    );
    return texts.join(' ');
  }

  /** What the clipboard holds, read from this extension page (clipboard-read must be granted). */
  async readClipboard(): Promise<string> {
    return this.page.evaluate(() => navigator.clipboard.readText());
  }

  async close(): Promise<void> {
    await this.page.close();
  }
}
