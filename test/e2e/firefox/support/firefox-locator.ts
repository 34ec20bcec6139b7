import type { Page } from 'puppeteer-core';
import type { LabelOptions, RoleOptions, UiRole, WaitOptions } from '../../support/ui';
import { STATE_WAIT_MS, waitUntil } from '../../support/wait-until';
import { callFunction, locateNodes, type Bidi, type NodeRef, type ScriptResult } from './bidi';
import { ACTIONABLE_SCRIPT, FILTER_SCRIPT, VISIBLE_SCRIPT } from './element-filter';
import { labelStep, roleStep, testIdStep, type QueryStep } from './query-steps';

/** A tab as the locators reach it: BiDi for queries and clicks, puppeteer's keyboard for typing. */
export interface Tab {
  bidi: Bidi;
  context: string;
  puppeteer: Page;
}

/**
 * Playwright's locator semantics over WebDriver BiDi, for the shared page objects in Firefox:
 * resolved again at every call, strict (an action on two matches fails), and actions wait for
 * one visible, enabled element. It fits `UiLocator` structurally (checked where `FirefoxPage`
 * implements `UiPage<FirefoxLocator>`): a class cannot declare `implements` for methods that
 * return the interface's polymorphic `this`.
 */
export class FirefoxLocator {
  constructor(
    private readonly tab: Tab,
    private readonly steps: readonly QueryStep[],
  ) {}

  private then(step: QueryStep): FirefoxLocator {
    return new FirefoxLocator(this.tab, [...this.steps, step]);
  }

  getByRole(role: UiRole, options?: RoleOptions): FirefoxLocator {
    return this.then(roleStep(role, options));
  }

  getByLabel(text: string, options?: LabelOptions): FirefoxLocator {
    return this.then(labelStep(text, options));
  }

  getByTestId(testId: string): FirefoxLocator {
    return this.then(testIdStep(testId));
  }

  toString(): string {
    return this.steps.map((step) => step.description).join(' › ');
  }

  /** A real mouse click (BiDi input actions) at the element's centre, scrolled into view first. */
  async click({ button = 'left' }: { button?: 'left' | 'right' } = {}): Promise<void> {
    const node = await this.actionable('click');
    await this.call('(element) => element.scrollIntoView({ block: "center", inline: "center" })', node);
    const buttonNumber = button === 'left' ? 0 : 2;
    await this.tab.bidi.send('input.performActions', {
      context: this.tab.context,
      actions: [
        {
          type: 'pointer',
          id: 'mouse',
          parameters: { pointerType: 'mouse' },
          actions: [
            { type: 'pointerMove', x: 0, y: 0, origin: { type: 'element', element: node } },
            { type: 'pointerDown', button: buttonNumber },
            { type: 'pointerUp', button: buttonNumber },
          ],
        },
      ],
    });
  }

  /**
   * Selects the field's text and types over it, so the page sees a user's input events. A date or
   * time field takes its value as its picker gives it (typing into one follows the locale's order
   * of its parts), with the same input and change events.
   */
  async fill(value: string): Promise<void> {
    const node = await this.actionable('fill');
    const picked = await this.call(
      `(field, value) => {
        if (!(field instanceof HTMLInputElement) || !['date', 'time'].includes(field.type)) return false;
        field.focus();
        field.value = value;
        field.dispatchEvent(new Event('input', { bubbles: true }));
        field.dispatchEvent(new Event('change', { bubbles: true }));
        return true;
      }`,
      node,
      value,
    );
    if (picked === true) return;
    await this.call(
      `(field) => {
        if (!(field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement))
          throw new Error('fill needs an input or a textarea, not <' + field.localName + '>');
        field.focus();
        field.select();
      }`,
      node,
    );
    if (value !== '') await this.tab.puppeteer.keyboard.type(value);
    else await this.tab.puppeteer.keyboard.press('Backspace');
    const shown = await this.call('(field) => field.value', node);
    if (shown !== value)
      throw new Error(`${this.toString()}: typed ${JSON.stringify(value)}, the field shows ${JSON.stringify(shown)}`);
  }

  async press(key: string): Promise<void> {
    const node = await this.actionable('press');
    await this.call('(element) => element.focus()', node);
    // puppeteer names keys as Playwright does ('Enter', 'Tab', 'a').
    await this.tab.puppeteer.keyboard.press(key as Parameters<Page['keyboard']['press']>[0]);
  }

  async textContent(): Promise<string | null> {
    const text = await this.call('(element) => element.textContent', await this.one());
    return typeof text === 'string' ? text : null;
  }

  async allTextContents(): Promise<string[]> {
    const nodes = await this.resolve();
    const json = await this.call('(...elements) => JSON.stringify(elements.map((e) => e.textContent ?? ""))', ...nodes);
    const texts: unknown = JSON.parse(String(json));
    if (!Array.isArray(texts) || !texts.every((text) => typeof text === 'string'))
      throw new Error('Not a list of texts');
    return texts;
  }

  /** Chooses the option of a select by its value, as a user's choice would (input and change events). */
  async selectOption(value: string): Promise<void> {
    const node = await this.actionable('selectOption');
    const chosen = await this.call(
      `(select, value) => {
        if (!(select instanceof HTMLSelectElement)) throw new Error('selectOption needs a select, not <' + select.localName + '>');
        if (![...select.options].some((option) => option.value === value)) return false;
        select.focus();
        select.value = value;
        select.dispatchEvent(new Event('input', { bubbles: true }));
        select.dispatchEvent(new Event('change', { bubbles: true }));
        return true;
      }`,
      node,
      value,
    );
    if (chosen !== true) throw new Error(`${this.toString()} has no option ${JSON.stringify(value)}`);
  }

  /** A select's options, value and shown text. */
  async options(): Promise<{ value: string; label: string }[]> {
    const json = await this.call(
      '(select) => JSON.stringify([...select.options].map((option) => ({ value: option.value, label: option.text })))',
      await this.one(),
    );
    return JSON.parse(String(json)) as { value: string; label: string }[];
  }

  async inputValue(): Promise<string> {
    const value = await this.call(
      `(field) => {
        if (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement || field instanceof HTMLSelectElement)
          return field.value;
        throw new Error('inputValue needs an input, a textarea or a select, not <' + field.localName + '>');
      }`,
      await this.one(),
    );
    return String(value);
  }

  async getAttribute(name: string): Promise<string | null> {
    const value = await this.call('(element, name) => element.getAttribute(name)', await this.one(), name);
    return typeof value === 'string' ? value : null;
  }

  async count(): Promise<number> {
    return (await this.resolve()).length;
  }

  async isVisible(): Promise<boolean> {
    const [node] = this.strict(await this.resolve());
    return node !== undefined && (await this.call(VISIBLE_SCRIPT, node)) === true;
  }

  async waitFor({ state = 'visible', timeout = STATE_WAIT_MS }: WaitOptions = {}): Promise<void> {
    await waitUntil(
      async () => {
        const nodes = await this.resolve();
        if (state === 'detached') return nodes.length === 0;
        const [node] = this.strict(nodes);
        if (state === 'attached') return node !== undefined;
        const visible = node !== undefined && (await this.call(VISIBLE_SCRIPT, node)) === true;
        return state === 'visible' ? visible : !visible;
      },
      { timeout, failure: () => `${this.toString()} was not ${state} within ${timeout} ms` },
    );
  }

  /** The nodes the chain matches now, in document order. */
  private async resolve(): Promise<NodeRef[]> {
    let found: NodeRef[] | undefined;
    for (const step of this.steps) {
      if (found?.length === 0) return [];
      const candidates = await locateNodes(this.tab.bidi, this.tab.context, step.locator, found);
      found = step.filter === null || candidates.length === 0 ? candidates : await this.keepMatching(candidates, step);
    }
    return found ?? [];
  }

  private async keepMatching(candidates: NodeRef[], step: QueryStep): Promise<NodeRef[]> {
    const json = await this.call(FILTER_SCRIPT, JSON.stringify(step.filter), ...candidates);
    const verdicts: unknown = JSON.parse(String(json));
    if (!Array.isArray(verdicts)) throw new Error(`The filter of ${step.description} gave ${String(json)}`);
    return candidates.filter((_, index) => verdicts[index] === true);
  }

  private strict(nodes: NodeRef[]): NodeRef[] {
    if (nodes.length > 1) throw new Error(`${this.toString()} matches ${nodes.length} elements, not one`);
    return nodes;
  }

  /** Waits for exactly one element. */
  private async one(): Promise<NodeRef> {
    let node: NodeRef | undefined;
    await waitUntil(
      async () => {
        [node] = this.strict(await this.resolve());
        return node !== undefined;
      },
      { timeout: STATE_WAIT_MS, failure: () => `${this.toString()} did not appear within ${STATE_WAIT_MS} ms` },
    );
    if (node === undefined) throw new Error(`${this.toString()} vanished`);
    return node;
  }

  /** Waits for exactly one visible, enabled element, as Playwright's actions do. */
  private async actionable(action: string): Promise<NodeRef> {
    let node: NodeRef | undefined;
    await waitUntil(
      async () => {
        [node] = this.strict(await this.resolve());
        return node !== undefined && (await this.call(ACTIONABLE_SCRIPT, node)) === true;
      },
      {
        timeout: STATE_WAIT_MS,
        failure: () => `${action}: ${this.toString()} was not visible and enabled within ${STATE_WAIT_MS} ms`,
      },
    );
    if (node === undefined) throw new Error(`${this.toString()} vanished`);
    return node;
  }

  private call(source: string, ...args: (NodeRef | string)[]): Promise<ScriptResult> {
    return callFunction(this.tab.bidi, this.tab.context, source, args);
  }
}
