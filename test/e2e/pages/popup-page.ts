import type { BrowserSession, PageProblems } from '../support/browser-session';
import type { LocatorOf, UiLocator, UiPage } from '../support/ui';

/**
 * The toolbar popup, opened as a tab aimed at `tabId` (a headless browser has no toolbar).
 * Generic over the browser's page type: Chromium tests get Playwright's `Page` and `Locator`.
 */
export class PopupPage<P extends UiPage<L>, L extends UiLocator = LocatorOf<P>> {
  constructor(
    readonly page: P,
    readonly log: PageProblems,
  ) {}

  static async open<P extends UiPage<L>, L extends UiLocator = LocatorOf<P>>(
    session: BrowserSession<P>,
    tabId: number,
  ): Promise<PopupPage<P, L>> {
    const { page, log } = await session.openExtensionPage(`popup.html?tabId=${tabId}`);
    return new PopupPage(page, log);
  }

  /** The header's connection bar: a dot, the state's sentence, and Re-check once configured. */
  get connectionState(): L {
    return this.page.getByTestId('connection-state');
  }

  /** The connection bar's sentence alone. */
  get connectionStateText(): L {
    return this.page.locator('[data-testid="connection-state"] .connection-text');
  }

  get recheckButton(): L {
    return this.connectionState.getByRole('button', { name: /^(Re-check|Checking…)$/ });
  }

  /** With two servers or more: the header's button naming the chosen server; it opens the menu of servers. */
  get serverButton(): L {
    return this.page.getByTestId('server-button');
  }

  /** The open menu of servers (items: role menuitemradio, named by server and state). */
  get serverMenu(): L {
    return this.page.getByRole('menu', { name: 'Servers' });
  }

  /** The offer after another server was chosen: "Make <name> the current server". */
  get makeCurrentButton(): L {
    return this.page.getByRole('button', { name: /^Make .+ the current server$/ });
  }

  get openSettingsButton(): L {
    return this.page.getByRole('button', { name: 'Open settings' });
  }

  get urlField(): L {
    return this.page.getByRole('textbox', { name: 'URL', exact: true });
  }

  get aliasField(): L {
    return this.page.getByRole('textbox', { name: 'Alias' });
  }

  get shortenButton(): L {
    return this.page.getByRole('button', { name: /^(Shorten|Shortening…)$/ });
  }

  get progress(): L {
    return this.page.getByTestId('shorten-progress');
  }

  get problem(): L {
    return this.page.getByTestId('shorten-problem');
  }

  get restrictedNotice(): L {
    return this.page.getByTestId('restricted-page');
  }

  get result(): L {
    return this.page.getByTestId('result');
  }

  get recentOffer(): L {
    return this.page.getByTestId('recent-offer');
  }

  get shortUrl(): L {
    return this.page.getByTestId('short-url');
  }

  get copyStatus(): L {
    return this.page.getByTestId('copy-status');
  }

  get copyButton(): L {
    return this.page.getByRole('button', { name: 'Copy', exact: true });
  }

  /** The "Expiry" disclosure's summary line: click it to open or close, read it for what is set. */
  get expirySummary(): L {
    return this.page.locator('summary', { hasText: 'Expiry' });
  }

  get failedShortenings(): L {
    return this.page.getByTestId('failed-shortenings');
  }

  /** Messages shown under a field, found through the field's accessible description. */
  async fieldMessage(field: UiLocator): Promise<string> {
    const ids = (await field.getAttribute('aria-describedby')) ?? '';
    const texts = await Promise.all(
      ids
        .split(/\s+/)
        .filter(Boolean)
        .map((id) => this.page.locator(`[id="${id}"]`).textContent()),
    );
    return texts.join(' ');
  }

  async close(): Promise<void> {
    await this.page.close();
  }
}
