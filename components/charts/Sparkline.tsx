export interface SparklineProps {
  /** Clicks per day, oldest first (every day, zeros included). */
  counts: readonly number[];
  /** What it shows in words, e.g. "12 clicks in 30 days": the only thing screen readers get. */
  label: string;
  width?: number;
  height?: number;
}

/**
 * A tiny line of daily clicks beside a link, in the text's colour. No focus stop and no
 * formatting of its own (the caller's label says the numbers): the popup loads it with a link's
 * offer, and it imports nothing but Preact. Days without clicks lie on the bottom line, and a
 * series of zeros is a flat line there.
 */
export function Sparkline({ counts, label, width = 80, height = 20 }: SparklineProps) {
  // Half the stroke's width of room at the edges, so the line is not cut.
  const inset = 1;
  const max = Math.max(0, ...counts);
  const step = counts.length > 1 ? (width - 2 * inset) / (counts.length - 1) : 0;
  const yOf = (count: number) => height - inset - (max > 0 ? ((height - 2 * inset) * count) / max : 0);
  const points =
    counts.length > 1
      ? counts.map((count, index) => `${round(inset + index * step)},${round(yOf(count))}`)
      : // One day or none: a flat line across at its height.
        [`${inset},${round(yOf(counts[0] ?? 0))}`, `${width - inset},${round(yOf(counts[0] ?? 0))}`];
  return (
    <svg
      class="sparkline"
      role="img"
      aria-label={label}
      width={width}
      height={height}
      viewBox={`0 0 ${width} ${height}`}
    >
      <polyline
        points={points.join(' ')}
        fill="none"
        stroke="currentColor"
        stroke-width="1.5"
        stroke-linejoin="round"
        stroke-linecap="round"
      />
    </svg>
  );
}

const round = (value: number) => Math.round(value * 10) / 10;
