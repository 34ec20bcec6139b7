/**
 * Performance marks for `npm run bench`: from the last answer the statistics view waits for (the
 * link, the clicks per day, each top list) to the frame that shows them all. Like the links
 * list's marks (links/render-timing.ts), they cost next to nothing and stay in production builds.
 */
const STATS_ANSWER_MARK = 'stats:answer';
export const STATS_RENDER_MEASURE = 'stats:render';
/** Last answer → everything in the DOM (before style, layout and paint). */
export const STATS_COMMIT_MEASURE = 'stats:commit';

/** Each answer moves the mark: the one left when all are drawn is the last to arrive. */
export function markStatsAnswer(): void {
  performance.clearMarks(STATS_ANSWER_MARK);
  performance.mark(STATS_ANSWER_MARK);
}

/** Call once everything is in the DOM: the measure ends after the next paint. */
export function measureStatsPaint(): void {
  const [answer] = performance.getEntriesByName(STATS_ANSWER_MARK, 'mark');
  if (!answer) return;
  performance.clearMarks(STATS_ANSWER_MARK);
  performance.measure(STATS_COMMIT_MEASURE, { start: answer.startTime });
  requestAnimationFrame(() => {
    // A task queued from a frame callback runs after that frame has been painted.
    setTimeout(() => performance.measure(STATS_RENDER_MEASURE, { start: answer.startTime }), 0);
  });
}
