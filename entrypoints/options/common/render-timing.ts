/**
 * Performance marks for `npm run bench`: from the moment an answer reaches the page to the frame
 * that shows it. Marks cost next to nothing and stay in production builds, which is what the
 * bench measures. Timed are the links list (a page of rows), a link's statistics (from the last
 * of its answers: the link, the clicks per day, each top list, to everything drawn), the bulk
 * review table (from "Review the list" to its rows drawn), Shorten many's job table (from its
 * items read from storage to its rows drawn) and the import's review (from the file read and
 * planned to its first page drawn).
 */
export type TimedView = 'links' | 'stats' | 'bulkReview' | 'bulkRun' | 'importReview';

/** The import's reading of a file in the page: its text to rows with their alias plans. */
export const IMPORT_PARSE_MEASURE = 'import:parse';

/** Answer → the frame that shows it painted. */
export const renderMeasure = (view: TimedView) => `${view}:render`;
/** Answer → in the DOM (before style, layout and paint). */
export const commitMeasure = (view: TimedView) => `${view}:commit`;
/** Where a view's measure starts: its answer arrived (`npm run bench` may set it to time a redraw). */
export const answerMark = (view: TimedView) => `${view}:answer`;

/** Each answer moves the mark: where a view waits for several, the one left is the last to arrive. */
export function markAnswer(view: TimedView): void {
  performance.clearMarks(answerMark(view));
  performance.mark(answerMark(view));
}

/**
 * Call once the answer is in the DOM: the measure ends after the next paint, not before it. Each
 * answer is measured once, from its own mark's time: two answers within one frame (a quick
 * filter change) each get their measure, and neither depends on a mark the other cleared.
 */
export function measurePaint(view: TimedView): void {
  const [answer] = performance.getEntriesByName(answerMark(view), 'mark');
  if (!answer) return;
  performance.clearMarks(answerMark(view));
  performance.measure(commitMeasure(view), { start: answer.startTime });
  requestAnimationFrame(() => {
    // A task queued from a frame callback runs after that frame has been painted.
    setTimeout(() => performance.measure(renderMeasure(view), { start: answer.startTime }), 0);
  });
}
