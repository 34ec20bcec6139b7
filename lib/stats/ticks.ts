/**
 * The y-axis of a count chart: 3 to 5 round ticks from 0 (steps of 1, 2 or 5 times a power of
 * ten), the last at or above `max`. Counts are whole, so the step is never below 1; an empty
 * chart still gets an axis (0, 1, 2) rather than a scale of nothing.
 */
export function countTicks(max: number): number[] {
  const top = Math.max(0, Math.ceil(max));
  let step = 1;
  for (let power = 1; ; power *= 10) {
    const fitting = [1, 2, 5].map((factor) => factor * power).find((candidate) => Math.ceil(top / candidate) <= 4);
    if (fitting !== undefined) {
      step = fitting;
      break;
    }
  }
  const intervals = Math.max(2, Math.ceil(top / step));
  return Array.from({ length: intervals + 1 }, (_, index) => index * step);
}
