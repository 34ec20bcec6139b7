import type { CDPSession, Page } from 'playwright-core';
import type { Viewport } from './browser-session';

/**
 * Extension pages at a phone's size, as Firefox for Android shows them (the popup takes the whole
 * screen there): never wider than the screen, every control reachable with Tab, big enough to tap.
 */

/** What the pages' CSS calls a touch screen (components/base.css). */
const TOUCH_SCREEN = '(hover: none) and (pointer: coarse)';

/** A small phone's screen in CSS pixels, and a large one. */
export const PHONE: Viewport = { width: 360, height: 640 };
export const LARGE_PHONE: Viewport = { width: 412, height: 915 };

/** The DevTools session that keeps each page's touch screen (closing it would end the emulation). */
const touchSessions = new WeakMap<Page, CDPSession>();

const enableTouch = (devtools: CDPSession) =>
  devtools.send('Emulation.setTouchEmulationEnabled', { enabled: true, maxTouchPoints: 5 });

/** Waits until the page's CSS sees a touch screen; false if it never does. */
const touchSeen = (page: Page) =>
  page
    .waitForFunction((query) => matchMedia(query).matches, TOUCH_SCREEN, { timeout: 5_000 })
    .then(
      () => true,
      () => false,
    );

/**
 * The page as a phone shows it: the screen's size, and touch as its only pointer (`hover: none`,
 * `pointer: coarse`, which the pages' phone rules follow). Chromium forgets the touch screen at
 * every navigation of the page (a history entry pushed included) and Playwright at every resize:
 * it is given again then.
 */
export async function asPhone(page: Page, viewport: Viewport = PHONE): Promise<void> {
  await page.setViewportSize(viewport);
  let devtools = touchSessions.get(page);
  if (!devtools) {
    const session = await page.context().newCDPSession(page);
    touchSessions.set(page, session);
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) enableTouch(session).catch(() => undefined);
    });
    devtools = session;
  }
  await enableTouch(devtools);
  if (!(await touchSeen(page))) throw new Error('The page does not see a touch screen');
}

/** How wide the page's content is against its viewport: wider means the page scrolls sideways. */
export function pageWidths(page: Page): Promise<{ scrollWidth: number; clientWidth: number }> {
  return page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
}

/** A control that Tab should reach, or reached, with where it is. */
interface Control {
  /** A path from the body that names it uniquely, with its words for a reader of the failure. */
  name: string;
  left: number;
  right: number;
  /** How tall the place to tap is: the control, or for a checkbox or radio its label. */
  tapHeight: number;
  /** A radio of a group: Tab stops on one of them (arrows move between them). */
  radioGroup: string | null;
  /** A word of a sentence (inline, with text of its own around it): as tall as its line. */
  inline: boolean;
}

type Describe = (element: Element) => Control;

/** The function that describes an element as a `Control`, made in the page (its CSP forbids eval). */
function describer(page: Page) {
  return page.evaluateHandle((): Describe => (element) => {
    const path: string[] = [];
    for (let node: Element | null = element; node && node !== document.body; node = node.parentElement) {
      const tag = node.tagName;
      const siblings = node.parentElement ? [...node.parentElement.children].filter((c) => c.tagName === tag) : [];
      const nth = siblings.length > 1 ? `:nth-of-type(${String(siblings.indexOf(node) + 1)})` : '';
      path.unshift(`${tag.toLowerCase()}${nth}`);
    }
    const words = (element.getAttribute('aria-label') ?? element.textContent).trim().slice(0, 40);
    const rect = element.getBoundingClientRect();
    const box = element instanceof HTMLInputElement && (element.type === 'checkbox' || element.type === 'radio');
    const label = box ? (element.closest('label') ?? element.labels?.[0] ?? element) : element;
    return {
      name: `${path.join(' > ')}${words ? ` "${words}"` : ''}`,
      left: rect.left,
      right: rect.right,
      tapHeight: label.getBoundingClientRect().height,
      radioGroup: element instanceof HTMLInputElement && element.type === 'radio' ? element.name : null,
      inline:
        ['inline', 'inline-block'].includes(getComputedStyle(element).display) &&
        [...(element.parentElement?.childNodes ?? [])].some(
          (node) => node.nodeType === Node.TEXT_NODE && (node.textContent ?? '').trim() !== '',
        ),
    };
  });
}

/** Every control a person could use now: shown, enabled, not taken out of the tab order, not inert. */
async function visibleControls(page: Page): Promise<Control[]> {
  const describe = await describer(page);
  return page.evaluate((toControl) => {
    const selector =
      'a[href], button, input:not([type="hidden"]), select, textarea, summary, [tabindex]:not([tabindex="-1"])';
    // An open modal dialog leaves the rest of the page inert: only its own controls can be used.
    const root = document.querySelector('dialog:modal') ?? document;
    return [...root.querySelectorAll(selector)]
      .filter(
        (element) =>
          !(element as HTMLButtonElement).disabled &&
          element.getAttribute('tabindex') !== '-1' &&
          !element.closest('.visually-hidden') &&
          element.checkVisibility({ visibilityProperty: true }),
      )
      .map(toControl);
  }, describe);
}

/**
 * Tab round the page once: each stop as a `Control`, where it stood when it had focus (the browser
 * scrolls a focused element into view). Tab goes on from wherever focus was last, and past the
 * last control it leaves the page before coming back to the first: it stops at the first control
 * met again.
 */
async function tabStops(page: Page, max = 200): Promise<Control[]> {
  const describe = await describer(page);
  const stops: Control[] = [];
  let outside = 0;
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    const stop = await page.evaluate((toControl) => {
      const element = document.activeElement;
      return !element || element === document.body ? null : toControl(element);
    }, describe);
    if (stop === null) {
      // Out of the page twice running: nothing in it takes focus.
      if (++outside > 2) break;
      continue;
    }
    outside = 0;
    // A date field takes Tab once for each of its parts: the same control again is not a round.
    if (stops.at(-1)?.name === stop.name) continue;
    if (stops.some((seen) => seen.name === stop.name)) break;
    stops.push(stop);
  }
  return stops;
}

/** Less than this is hard to hit with a finger (a phone's controls are made at least as tall). */
const TAP_HEIGHT = 40;

/**
 * What is wrong with the page's controls at a phone's width: a control Tab never reaches (a radio
 * group counts as reached through any of its radios), a stop outside the screen's width, and a
 * place to tap less than 40 px tall (a word in a sentence is as tall as its line, and left out).
 */
export async function controlProblems(page: Page): Promise<string[]> {
  // Playwright's own resizing (a full-page screenshot, a new viewport) ends the touch emulation.
  if (!(await touchSeen(page))) return ['not on a touch screen any more'];
  const controls = await visibleControls(page);
  const stops = await tabStops(page);
  const { clientWidth } = await pageWidths(page);
  const problems: string[] = [];
  const reached = new Set(stops.map((stop) => stop.name));
  const groupsReached = new Set(stops.map((stop) => stop.radioGroup));
  for (const control of controls) {
    const inGroup = control.radioGroup !== null && groupsReached.has(control.radioGroup);
    if (!reached.has(control.name) && !inGroup) problems.push(`not reached with Tab: ${control.name}`);
    if (!control.inline && control.tapHeight < TAP_HEIGHT - 0.5)
      problems.push(
        `${String(Math.round(control.tapHeight))} px to tap, less than ${String(TAP_HEIGHT)}: ${control.name}`,
      );
  }
  for (const stop of stops) {
    if (stop.left < -0.5 || stop.right > clientWidth + 0.5)
      problems.push(
        `outside the screen (${String(Math.round(stop.left))} to ${String(Math.round(stop.right))} of ${String(clientWidth)}): ${stop.name}`,
      );
  }
  return problems;
}

/** What `controlProblems` finds, and a page wider than the screen, each line naming the state. */
export async function phoneLayoutProblems(page: Page, state: string): Promise<string[]> {
  const { scrollWidth, clientWidth } = await pageWidths(page);
  const tooWide =
    scrollWidth > clientWidth ? [`${String(scrollWidth)} px wide in a ${String(clientWidth)} px screen`] : [];
  return [...tooWide, ...(await controlProblems(page))].map((problem) => `${state}: ${problem}`);
}

/** The open dialog sticking out of the screen, or scrolling sideways inside, and its controls' problems. */
export async function dialogProblems(page: Page, state: string): Promise<string[]> {
  const box = await page.evaluate(() => {
    const dialog = document.querySelector('dialog[open]');
    if (!dialog) return null;
    const rect = dialog.getBoundingClientRect();
    return {
      left: rect.left,
      top: rect.top,
      right: rect.right,
      bottom: rect.bottom,
      scrollWidth: dialog.scrollWidth,
      clientWidth: dialog.clientWidth,
      screen: { width: document.documentElement.clientWidth, height: window.innerHeight },
    };
  });
  if (!box) return [`${state}: no dialog open`];
  const problems: string[] = [];
  const { screen } = box;
  if (box.left < 0 || box.top < 0 || box.right > screen.width || box.bottom > screen.height)
    problems.push(
      `the dialog (${[box.left, box.top, box.right, box.bottom].map(Math.round).join(', ')}) is not inside the ${String(screen.width)} × ${String(screen.height)} screen`,
    );
  if (box.scrollWidth > box.clientWidth)
    problems.push(`the dialog scrolls sideways: ${String(box.scrollWidth)} px in ${String(box.clientWidth)}`);
  return [...problems, ...(await controlProblems(page))].map((problem) => `${state}: ${problem}`);
}
