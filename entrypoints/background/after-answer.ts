/**
 * Runs `work` once the answer being prepared has gone out. An answer travels through promise
 * callbacks only, so a zero timeout is enough; storage writes started before it (recent links,
 * the cleared draft) would otherwise be queued in the browser ahead of the reply the popup waits for.
 */
export function afterAnswer<T>(work: () => Promise<T>): Promise<T> {
  return new Promise<void>((resolve) => setTimeout(resolve, 0)).then(work);
}
