import type { Locator, Page } from 'playwright-core';
import type { ExtensionSession } from '../support/extension-session';
import { ProblemLog } from '../support/problem-log';

/** The options page in a tab of its own. `query` opens a given view, e.g. `?view=links&per=10`. */
export class OptionsPage {
  static readonly path = 'options.html';

  private constructor(
    readonly page: Page,
    readonly log: ProblemLog,
  ) {}

  static async open(session: ExtensionSession, query = ''): Promise<OptionsPage> {
    const page = await session.context.newPage();
    const log = new ProblemLog(page);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(session.url(`${OptionsPage.path}${query}`));
    return new OptionsPage(page, log);
  }

  get heading(): Locator {
    return this.page.getByRole('heading', { level: 1 });
  }

  get connectionState(): Locator {
    return this.page.getByTestId('connection-state');
  }

  section(name: 'Links' | 'Spaces' | 'Settings'): Locator {
    return this.page.getByRole('navigation', { name: 'Sections' }).getByRole('button', { name });
  }

  /** The query string the page keeps its view in. */
  query(): string {
    return new URL(this.page.url()).search;
  }

  // Connection
  get serverUrl(): Locator {
    return this.page.getByLabel('Server URL');
  }
  get apiKey(): Locator {
    return this.page.getByLabel('API key', { exact: true });
  }
  get saveButton(): Locator {
    return this.page.getByRole('button', { name: 'Save', exact: true });
  }
  get allowInsecureHttp(): Locator {
    return this.page.getByLabel('Allow unencrypted HTTP for this server');
  }
  get connectionResult(): Locator {
    return this.page.getByTestId('connection-result');
  }
  get keySaved(): Locator {
    return this.page.getByTestId('key-saved');
  }

  async fillConnection(serverUrl: string, apiKey: string): Promise<void> {
    await this.serverUrl.fill(serverUrl);
    await this.apiKey.fill(apiKey);
  }

  /**
   * Fills the form and clicks Save without any user gesture: Chromium then refuses the permission
   * request at once instead of showing a prompt a headless browser could never answer. Every
   * Playwright action (even `locator.waitFor`) gives the page a user activation, so a fresh page
   * is driven through CDP alone, with `userGesture: false`.
   */
  async saveWithoutUserGesture(serverUrl: string, apiKey: string, allowInsecureHttp = false): Promise<void> {
    const cdp = await this.page.context().newCDPSession(this.page);
    const run = async (expression: string): Promise<unknown> =>
      (await cdp.send('Runtime.evaluate', { expression, userGesture: false, awaitPromise: true, returnByValue: true }))
        .result.value;
    const waitFor = async (selector: string) => {
      for (let tries = 0; tries < 100; tries++) {
        if (await run(`document.querySelector(${JSON.stringify(selector)}) !== null`)) return;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      throw new Error(`${selector} never appeared`);
    };
    const setField = (id: string, value: string) =>
      run(`(() => { const input = document.getElementById(${JSON.stringify(id)});
        input.value = ${JSON.stringify(value)};
        input.dispatchEvent(new Event('input', { bubbles: true })); })()`);
    try {
      await waitFor('#server-url');
      await setField('server-url', serverUrl);
      await setField('api-key', apiKey);
      if (allowInsecureHttp) {
        const checkbox = '.connection-form input[type="checkbox"]';
        await waitFor(checkbox);
        await run(`document.querySelector('${checkbox}').click()`);
      }
      await run(`new Promise((resolve) => setTimeout(resolve, 100))`);
      if (await run('navigator.userActivation.hasBeenActive'))
        throw new Error('The page has a user activation already');
      await run(`document.querySelector('form.connection-form button[type="submit"]').click()`);
    } finally {
      await cdp.detach();
    }
  }

  // Links
  get linkRows(): Locator {
    return this.page.getByTestId('link-row');
  }
  get linksRange(): Locator {
    return this.page.getByTestId('links-range');
  }
  get linksNotice(): Locator {
    return this.page.getByTestId('links-notice');
  }
  filter(label: 'Search' | 'Search in' | 'Status' | 'Space' | 'Domain' | 'Pixel' | 'Sort'): Locator {
    return this.page.getByRole('search', { name: 'Filter links' }).getByLabel(label, { exact: true });
  }
  get perPage(): Locator {
    return this.page.getByRole('navigation', { name: 'Pages of links' }).getByLabel('Per page');
  }
  pagerButton(name: 'Previous' | 'Next', noun = 'links'): Locator {
    return this.page.getByRole('navigation', { name: `Pages of ${noun}` }).getByRole('button', { name });
  }

  /** The aliases of the rows shown, in order (from the short URLs). */
  async shownAliases(): Promise<string[]> {
    const urls = await this.page.getByTestId('short-url').allTextContents();
    return urls.map((url) => url.slice(url.lastIndexOf('/') + 1));
  }

  /** Waits until the table shows exactly `aliases` (order matters), or the empty state for []. */
  async waitForAliases(aliases: string[]): Promise<void> {
    const shown = this.page.waitForFunction(
      (wanted) => {
        const shown = [...document.querySelectorAll('[data-testid="short-url"]')].map((a) => {
          const text = a.textContent ?? '';
          return text.slice(text.lastIndexOf('/') + 1);
        });
        const busy = document.querySelector('table[aria-busy="true"]') !== null;
        const empty = document.querySelector('[data-testid="links-empty"]') !== null;
        return !busy && (wanted.length === 0 ? empty : JSON.stringify(shown) === JSON.stringify(wanted));
      },
      aliases,
      { timeout: 10_000 },
    );
    await shown.catch(async (error: unknown) => {
      throw new Error(
        `Wanted ${JSON.stringify(aliases)}, the table shows ${JSON.stringify(await this.shownAliases())}`,
        { cause: error },
      );
    });
  }

  dialog(name: string | RegExp): Locator {
    return this.page.getByRole('dialog', { name });
  }

  async close(): Promise<void> {
    await this.page.close();
  }
}
