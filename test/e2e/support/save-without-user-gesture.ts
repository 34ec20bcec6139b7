import type { Page } from 'playwright-core';

/**
 * Fills the options page's connection form and clicks Save without any user gesture: Chromium
 * then refuses the permission request at once instead of showing a prompt a headless browser
 * could never answer. Every Playwright action (even `locator.waitFor`) gives the page a user
 * activation, so a fresh page is driven through CDP alone, with `userGesture: false`.
 */
export async function saveWithoutUserGesture(
  page: Page,
  serverUrl: string,
  apiKey: string,
  allowInsecureHttp = false,
): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
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
    if (await run('navigator.userActivation.hasBeenActive')) throw new Error('The page has a user activation already');
    await run(`document.querySelector('form.connection-form button[type="submit"]').click()`);
  } finally {
    await cdp.detach();
  }
}
