import type { Page } from 'puppeteer-core';
import type { LabelOptions, RoleOptions, UiPage, UiRole } from '../../support/ui';
import type { Bidi } from './bidi';
import { FirefoxLocator, type Tab } from './firefox-locator';
import { cssStep, labelStep, roleStep, testIdStep } from './query-steps';

/** A Firefox tab seen through the shared UI interface; `puppeteer` is the page itself, for the rest. */
export class FirefoxPage implements UiPage<FirefoxLocator> {
  private readonly tab: Tab;

  constructor(
    readonly puppeteer: Page,
    bidi: Bidi,
    readonly context: string,
  ) {
    this.tab = { bidi, context, puppeteer };
  }

  getByRole(role: UiRole, options?: RoleOptions): FirefoxLocator {
    return new FirefoxLocator(this.tab, [roleStep(role, options)]);
  }

  getByLabel(text: string, options?: LabelOptions): FirefoxLocator {
    return new FirefoxLocator(this.tab, [labelStep(text, options)]);
  }

  getByTestId(testId: string): FirefoxLocator {
    return new FirefoxLocator(this.tab, [testIdStep(testId)]);
  }

  locator(selector: string, options?: { hasText?: string }): FirefoxLocator {
    return new FirefoxLocator(this.tab, [cssStep(selector, options)]);
  }

  async close(): Promise<void> {
    await this.puppeteer.close();
  }
}
