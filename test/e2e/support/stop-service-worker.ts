import type { BrowserContext } from 'playwright-core';

/**
 * Closes the extension's service worker as the browser stops an idle one: the next event (a
 * message, a menu click) starts a new one, with nothing of the old one's memory.
 */
export async function stopServiceWorker(context: BrowserContext): Promise<void> {
  const browser = context.browser();
  if (!browser) throw new Error('No browser behind the context: the DevTools protocol cannot reach the worker');
  const cdp = await browser.newBrowserCDPSession();
  const { targetInfos } = await cdp.send('Target.getTargets');
  const worker = targetInfos.find((t) => t.type === 'service_worker' && t.url.startsWith('chrome-extension://'));
  if (!worker) throw new Error('The extension has no service worker running');
  await cdp.send('Target.closeTarget', { targetId: worker.targetId });
  await cdp.detach();
}
