import type { BrowserSession, PageProblems } from '../support/browser-session';
import type { LocatorOf, UiLocator, UiPage } from '../support/ui';
import { waitUntil } from '../support/wait-until';

/**
 * The options page in a tab of its own. `query` opens a given view, e.g. `?view=links&per=10`.
 * Generic over the browser's page type: Chromium tests get Playwright's `Page` and `Locator`.
 */
export class OptionsPage<P extends UiPage<L>, L extends UiLocator = LocatorOf<P>> {
  static readonly path = 'options.html';

  constructor(
    readonly page: P,
    readonly log: PageProblems,
  ) {}

  static async open<P extends UiPage<L>, L extends UiLocator = LocatorOf<P>>(
    session: BrowserSession<P>,
    query = '',
  ): Promise<OptionsPage<P, L>> {
    const { page, log } = await session.openExtensionPage(`${OptionsPage.path}${query}`, { width: 1280, height: 900 });
    return new OptionsPage(page, log);
  }

  get heading(): L {
    return this.page.getByRole('heading', { level: 1 });
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

  section(name: 'Links' | 'Spaces' | 'Import' | 'Settings'): L {
    return this.page.getByRole('navigation', { name: 'Sections' }).getByRole('button', { name });
  }

  /**
   * The query string the page keeps its view in. Only for pages that know their current URL
   * (Playwright's); puppeteer over BiDi is not told of moz-extension navigations.
   */
  query(this: { page: { url(): string } }): string {
    return new URL(this.page.url()).search;
  }

  // Connection
  get serverUrl(): L {
    return this.page.getByLabel('Server URL');
  }
  get apiKey(): L {
    return this.page.getByLabel('API key', { exact: true });
  }
  get saveButton(): L {
    return this.page.getByRole('button', { name: 'Save', exact: true });
  }
  get allowInsecureHttp(): L {
    return this.page.getByLabel('Allow unencrypted HTTP for this server');
  }
  get connectionResult(): L {
    return this.page.getByTestId('connection-result');
  }
  get keySaved(): L {
    return this.page.getByTestId('key-saved');
  }

  async fillConnection(serverUrl: string, apiKey: string): Promise<void> {
    await this.serverUrl.fill(serverUrl);
    await this.apiKey.fill(apiKey);
  }

  // Links
  get linkRows(): L {
    return this.page.getByTestId('link-row');
  }
  get linksRange(): L {
    return this.page.getByTestId('links-range');
  }
  get linksNotice(): L {
    return this.page.getByTestId('links-notice');
  }
  filter(label: 'Search' | 'Search in' | 'Status' | 'Space' | 'Domain' | 'Pixel' | 'Sort'): L {
    return this.page.getByRole('search', { name: 'Filter links' }).getByLabel(label, { exact: true });
  }
  /** The labels a filter offers, in order. */
  filterChoices(label: 'Search in' | 'Status' | 'Space' | 'Sort'): Promise<string[]> {
    return this.filter(label).getByRole('option').allTextContents();
  }
  /** The line saying the extension filters the state itself (servers that cannot). */
  get filteredHereNote(): L {
    return this.page.getByTestId('links-filtered-here');
  }
  /** Lines saying which choices of the URL this server lacks, and what is shown instead. */
  get linksFallback(): L {
    return this.page.getByTestId('links-fallback');
  }
  get perPage(): L {
    return this.page.getByRole('navigation', { name: 'Pages of links' }).getByLabel('Per page');
  }
  pagerButton(name: 'Previous' | 'Next', noun = 'links'): L {
    return this.page.getByRole('navigation', { name: `Pages of ${noun}` }).getByRole('button', { name });
  }

  /** The aliases of the rows shown, in order (from the short URLs). */
  async shownAliases(): Promise<string[]> {
    const urls = await this.page.getByTestId('short-url').allTextContents();
    return urls.map((url) => url.slice(url.lastIndexOf('/') + 1));
  }

  /** Waits until the table shows exactly `aliases` (order matters), or the empty state for []. */
  async waitForAliases(aliases: string[]): Promise<void> {
    const wanted = JSON.stringify(aliases);
    await waitUntil(
      async () => {
        if ((await this.page.locator('table[aria-busy="true"]').count()) > 0) return false;
        if (aliases.length === 0) return (await this.page.getByTestId('links-empty').count()) > 0;
        return JSON.stringify(await this.shownAliases()) === wanted;
      },
      {
        failure: async () => `Wanted ${wanted}, the table shows ${JSON.stringify(await this.shownAliases())}`,
      },
    );
  }

  dialog(name: string | RegExp): L {
    return this.page.getByRole('dialog', { name });
  }

  async close(): Promise<void> {
    await this.page.close();
  }
}
