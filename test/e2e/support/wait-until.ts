export interface WaitUntilOptions {
  /** Milliseconds before giving up. */
  timeout: number;
  /** Milliseconds between checks. */
  interval?: number;
  /** Says what was awaited and what was seen instead; called once, on timeout. */
  failure: () => string | Promise<string>;
}

/** Checks until `check` answers true, or throws `failure()` after `timeout` ms. */
export async function waitUntil(
  check: () => boolean | Promise<boolean>,
  { timeout, interval = 50, failure }: WaitUntilOptions,
): Promise<void> {
  const deadline = Date.now() + timeout;
  for (;;) {
    if (await check()) return;
    if (Date.now() >= deadline) throw new Error(await failure());
    await new Promise((resolve) => setTimeout(resolve, interval));
  }
}
