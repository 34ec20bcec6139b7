/**
 * How long a test waits for a state: `waitUntil` by default, Firefox's locators, and `expect.poll`
 * in every project (vitest.config.ts). The suites share two cores with each other and the static
 * checks, so a page or the background may take longer to get there than alone; waiting longer
 * for the same state weakens nothing.
 */
export const STATE_WAIT_MS = 30_000;

export interface WaitUntilOptions {
  /** Milliseconds before giving up; {@link STATE_WAIT_MS} when unset. */
  timeout?: number;
  /** Milliseconds between checks. */
  interval?: number;
  /** Says what was awaited and what was seen instead; called once, on timeout. */
  failure: () => string | Promise<string>;
}

/** Checks until `check` answers true, or throws `failure()` after `timeout` ms. */
export async function waitUntil(
  check: () => boolean | Promise<boolean>,
  { timeout = STATE_WAIT_MS, interval = 50, failure }: WaitUntilOptions,
): Promise<void> {
  const deadline = Date.now() + timeout;
  for (;;) {
    if (await check()) return;
    if (Date.now() >= deadline) throw new Error(await failure());
    await new Promise((resolve) => setTimeout(resolve, interval));
  }
}
