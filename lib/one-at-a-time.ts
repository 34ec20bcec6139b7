/**
 * Runs tasks one after another: each starts once the one before it has settled, failed or not.
 * The background's read-modify-write steps on one stored value (two answers arriving together,
 * a menu click while the popup shortens) and its browser calls that must not interleave (two
 * rebuilds of the context menu, two offscreen documents) each get one such line.
 */
export function oneAtATime(): <T>(task: () => Promise<T>) => Promise<T> {
  let last: Promise<unknown> = Promise.resolve();
  return (task) => {
    const run = last.then(task);
    // The next task waits for this one, not for its success.
    last = run.catch(() => undefined);
    return run;
  };
}
