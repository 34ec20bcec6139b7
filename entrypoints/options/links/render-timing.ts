/**
 * Performance marks for `npm run bench`: from the moment a list answer reaches the page to the
 * frame that shows its rows. Marks cost next to nothing and stay in production builds, which is
 * what the bench measures.
 */
const LINKS_ANSWER_MARK = 'links:answer';
export const LINKS_RENDER_MEASURE = 'links:render';
/** Answer → rows in the DOM (before style, layout and paint). */
export const LINKS_COMMIT_MEASURE = 'links:commit';

export function markLinksAnswer(): void {
  performance.clearMarks(LINKS_ANSWER_MARK);
  performance.mark(LINKS_ANSWER_MARK);
}

/**
 * Call once the rows are in the DOM: the measure ends after the next paint, not before it. Each
 * answer is measured once, from its own mark's time: two answers within one frame (a quick
 * filter change) each get their measure, and neither depends on a mark the other cleared.
 */
export function measureLinksPaint(): void {
  const [answer] = performance.getEntriesByName(LINKS_ANSWER_MARK, 'mark');
  if (!answer) return;
  performance.clearMarks(LINKS_ANSWER_MARK);
  performance.measure(LINKS_COMMIT_MEASURE, { start: answer.startTime });
  requestAnimationFrame(() => {
    // A task queued from a frame callback runs after that frame has been painted.
    setTimeout(() => performance.measure(LINKS_RENDER_MEASURE, { start: answer.startTime }), 0);
  });
}
