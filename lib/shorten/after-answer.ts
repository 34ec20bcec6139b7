/**
 * How long bookkeeping waits after an answer. The popup spends the next few milliseconds
 * drawing the link and writing it to the clipboard, and the clipboard write goes through the
 * same browser thread as storage writes (and their change events to every open page).
 * `npm run bench` showed the copy settling 2-3 ms sooner with the writes moved out of its way.
 */
export const BOOKKEEPING_DELAY_MS = 100;

/**
 * Runs `work` once the answer being prepared has gone out and been shown: storage writes that
 * nobody waits for (recent links, the cleared draft).
 */
export function afterAnswer<T>(work: () => Promise<T>): Promise<T> {
  return new Promise<void>((resolve) => setTimeout(resolve, BOOKKEEPING_DELAY_MS)).then(work);
}
