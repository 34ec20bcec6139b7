import type { Page } from 'playwright-core';
import type { ExtensionSession } from '../../e2e/support/extension-session';
import type { ReferenceServer } from '../../server/index';
import { median } from './median';

export interface ShorteningFloor {
  /** A message from an extension page to the service worker and its answer, nothing done. */
  messageMs: number;
  /** The service worker's POST to the create endpoint, minus the server's own handling time. */
  fetchMs: number;
  /** `navigator.clipboard.writeText` in an extension page. */
  clipboardMs: number;
}

/**
 * What a shortening costs the browser before any of the extension's own work: the three hops
 * every shortening makes, each timed alone in the same browser (medians of `runs`). Printed
 * beside the shortening overhead, so the report shows how much of it is the extension's.
 */
export async function measureShorteningFloor(
  session: ExtensionSession,
  page: Page,
  server: ReferenceServer,
  apiKey: string,
  runs: number,
): Promise<ShorteningFloor> {
  // A listener that answers at once, added for this measurement only.
  await session.serviceWorker.evaluate(() => {
    const { chrome } = globalThis as unknown as EchoGlobal;
    chrome.runtime.onMessage.addListener((message, _sender, reply) => {
      if (typeof message === 'object' && message !== null && 'benchEcho' in message) reply(message);
    });
  });
  const message: number[] = [];
  const fetchOverServer: number[] = [];
  const clipboard: number[] = [];
  for (let run = 0; run < runs; run++) {
    message.push(
      await page.evaluate(async () => {
        const { chrome } = globalThis as unknown as EchoGlobal;
        const start = performance.now();
        await chrome.runtime.sendMessage({ benchEcho: true });
        return performance.now() - start;
      }),
    );
    clipboard.push(
      await page.evaluate(async (text) => {
        const start = performance.now();
        await navigator.clipboard.writeText(text);
        return performance.now() - start;
      }, `${server.url}/floor${run}`),
    );
    server.clearRequests();
    const total = await session.serviceWorker.evaluate(
      async ({ url, key, destination }) => {
        const start = performance.now();
        const response = await fetch(`${url}/api/links`, {
          method: 'POST',
          headers: {
            Accept: 'application/json',
            Authorization: `Bearer ${key}`,
            'Content-Type': 'application/x-www-form-urlencoded;charset=UTF-8',
          },
          body: new URLSearchParams({ url: destination }).toString(),
        });
        await response.text();
        return performance.now() - start;
      },
      { url: server.url, key: apiKey, destination: `https://example.org/floor/${run}` },
    );
    fetchOverServer.push(total - server.requests().reduce((sum, r) => sum + (r.handledMs ?? 0), 0));
  }
  return { messageMs: median(message), fetchMs: median(fetchOverServer), clipboardMs: median(clipboard) };
}

interface EchoGlobal {
  chrome: {
    runtime: {
      sendMessage(message: unknown): Promise<unknown>;
      onMessage: {
        addListener(listener: (message: unknown, sender: unknown, reply: (answer: unknown) => void) => void): void;
      };
    };
  };
}
