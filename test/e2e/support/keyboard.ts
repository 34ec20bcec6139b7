import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

/**
 * Keyboard-only driving for the end-to-end suites: focus moves with Tab alone, and every stop is
 * checked for a focus the user can see.
 */

/** How the focused element shows it: its own ring, or (a custom radio) the ring of what draws it. */
export interface FocusState {
  /** What has focus, for messages: tag, role and accessible name in short. */
  focused: string;
  matchesFocusVisible: boolean;
  /** An outline or a box shadow is drawn around the element, or around the sibling that stands for it. */
  ringDrawn: boolean;
}

/** A short description of the focused element, e.g. `button "Edit two"` or `body`. */
export function describeFocus(page: Page): Promise<string> {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return 'body';
    const name =
      element.getAttribute('aria-label') ??
      (element.id ? document.querySelector(`label[for="${element.id}"]`)?.textContent : null) ??
      element.textContent;
    const type = element.getAttribute('type');
    return `${element.tagName.toLowerCase()}${type ? `[${type}]` : ''} "${name.trim().slice(0, 60)}"`;
  });
}

/** Whether `target` has focus, and whether that focus is drawn. */
export function focusStateOf(target: Locator): Promise<FocusState & { isFocused: boolean }> {
  return target.evaluate((element) => {
    const drawsRing = (el: Element) => {
      const style = getComputedStyle(el);
      const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
      return outline || style.boxShadow !== 'none';
    };
    // A control drawn by its next sibling (a transparent radio over a colour swatch) shows focus there.
    const invisible = getComputedStyle(element).opacity === '0';
    const indicator = invisible ? element.nextElementSibling : element;
    return {
      isFocused: element === document.activeElement,
      focused: element.outerHTML.slice(0, 120),
      matchesFocusVisible: element.matches(':focus-visible'),
      ringDrawn: indicator !== null && drawsRing(indicator),
    };
  });
}

/**
 * Presses Tab (or Shift+Tab) until `target` has focus; fails naming every stop on the way if it
 * is not reached within `max` presses.
 */
export async function tabTo(page: Page, target: Locator, { max = 40, backwards = false } = {}): Promise<void> {
  const stops: string[] = [];
  // One query a stop: the target is found exactly once and it has focus.
  const reached = () =>
    target.evaluateAll((elements) => elements.length === 1 && elements[0] === document.activeElement);
  for (let i = 0; i <= max; i++) {
    if (await reached()) return;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    stops.push(await describeFocus(page));
  }
  throw new Error(`Tab did not reach the element in ${max} presses; focus went through:\n  ${stops.join('\n  ')}`);
}

/** `target` has the focus (waited for), and the user can see it: `:focus-visible` and a ring drawn. */
export async function expectVisibleFocus(page: Page, target: Locator): Promise<void> {
  await expect
    .poll(async () => ((await target.count()) === 1 && (await focusStateOf(target)).isFocused) || describeFocus(page))
    .toBe(true);
  const state = await focusStateOf(target);
  expect(state, state.focused).toMatchObject({ matchesFocusVisible: true, ringDrawn: true });
}
