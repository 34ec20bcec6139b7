import type { BrowserContext, Page } from 'playwright-core';
import { waitUntil } from './wait-until';

/**
 * What an extension page asked the background (`ask` of lib/messages/channel.ts), and whether each
 * ask was answered. The background answers an ask only once the server requests it made for it are
 * answered, so a page whose asks are all answered has nothing of its own on its way to the server:
 * a positive signal that a page is done, where a test used to give it a moment instead.
 */

interface RecordedAsk {
  name: string;
  answered: boolean;
}

type AskLog = typeof globalThis & { e2eAsks?: RecordedAsk[] };

/**
 * Runs in every page of the context before its own scripts: wraps `chrome.runtime.sendMessage`
 * (which the extension's `browser.runtime.sendMessage` calls) to record each of the channel's asks
 * and mark it answered when the answer (or the failure) arrives, before the page's code sees it.
 */
function recordAsks(): void {
  const log = globalThis as AskLog & { chrome?: { runtime?: { sendMessage?: (...args: unknown[]) => unknown } } };
  const runtime = log.chrome?.runtime;
  const send = runtime?.sendMessage;
  if (!runtime || !send || log.e2eAsks) return;
  const asks: RecordedAsk[] = [];
  log.e2eAsks = asks;
  runtime.sendMessage = (...args: unknown[]): unknown => {
    const envelope = args.find(
      (arg): arg is { name: string } =>
        typeof arg === 'object' && arg !== null && (arg as { channel?: unknown }).channel === 'phpshort',
    );
    if (!envelope) return send.apply(runtime, args);
    const ask: RecordedAsk = { name: envelope.name, answered: false };
    asks.push(ask);
    const callback = args.at(-1);
    if (typeof callback === 'function') {
      args[args.length - 1] = (...answer: unknown[]): unknown => {
        ask.answered = true;
        return (callback as (...values: unknown[]) => unknown)(...answer);
      };
      return send.apply(runtime, args);
    }
    const answer = send.apply(runtime, args);
    void Promise.resolve(answer).then(
      () => (ask.answered = true),
      () => (ask.answered = true),
    );
    return answer;
  };
}

const watched = new WeakSet<BrowserContext>();

/** Records the asks of every page opened in `context` from now on (once per context). */
export async function watchAsks(context: BrowserContext): Promise<void> {
  if (watched.has(context)) return;
  watched.add(context);
  await context.addInitScript(recordAsks);
}

/** The page's asks so far, in order. */
function asksOf(page: Page): Promise<RecordedAsk[]> {
  return page.evaluate(() => (globalThis as AskLog).e2eAsks ?? []);
}

/**
 * Waits until `page` has asked at least `expected` (names, each at least once) and every ask it
 * made is answered, and stays so across a rendered frame: effects a render schedules (Preact runs
 * them after the next frame) have run and what they asked is answered too.
 */
export async function asksSettled(page: Page, expected: readonly string[] = []): Promise<void> {
  const settled = (asks: readonly RecordedAsk[]) =>
    expected.every((name) => asks.some((ask) => ask.name === name)) && asks.every((ask) => ask.answered);
  for (let round = 0; round < 20; round++) {
    let seen: RecordedAsk[] = [];
    await waitUntil(async () => settled((seen = await asksOf(page))), {
      failure: () =>
        `The page's asks did not settle (expected ${expected.join(', ') || 'none'}): ${JSON.stringify(seen)}`,
    });
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve))));
    const after = await asksOf(page);
    if (after.length === seen.length && settled(after)) return;
  }
  throw new Error('The page kept asking the background across 20 frames');
}
