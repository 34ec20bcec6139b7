import { countTicks } from '@/lib/stats/ticks';

/**
 * Where the parts of a chart of daily counts go, in CSS pixels (the SVG's viewBox is its measured
 * size, so text keeps its size at any width and zoom). Time runs left to right in every language;
 * in a right-to-left page only the count axis moves, to the right side, where such pages start.
 */

export const CHART_HEIGHT = 200;
const TOP = 12;
const AXIS_BELOW = 26;
/** Room for the count labels ("100,000" at 12 px). */
const COUNT_GUTTER = 52;
const FAR_MARGIN = 8;
/** Room a date label takes on the time axis, so that labels never overlap. */
const DATE_LABEL_ROOM = 96;

interface Bar {
  /** Left edge of the day's band (hover and focus area), and its width. */
  bandX: number;
  bandWidth: number;
  /** The bar drawn inside the band. */
  x: number;
  width: number;
  y: number;
  height: number;
}

export interface ChartGeometry {
  plotLeft: number;
  plotRight: number;
  plotTop: number;
  baseline: number;
  /** Count ticks with their heights; the labels sit at `countLabelX`, anchored `countLabelAnchor`. */
  ticks: { value: number; y: number }[];
  countLabelX: number;
  countLabelAnchor: 'start' | 'end';
  bars: Bar[];
  /** The days that get a date label, and how each is anchored so none runs off the chart. */
  dateLabels: { index: number; x: number; anchor: 'start' | 'middle' | 'end' }[];
  dateLabelY: number;
}

export function chartGeometry(counts: readonly number[], width: number, rtl: boolean): ChartGeometry {
  const plotLeft = rtl ? FAR_MARGIN : COUNT_GUTTER;
  const plotRight = width - (rtl ? COUNT_GUTTER : FAR_MARGIN);
  const plotTop = TOP;
  const baseline = CHART_HEIGHT - AXIS_BELOW;
  const ticks = countTicks(Math.max(0, ...counts));
  const top = ticks[ticks.length - 1] ?? 1;
  const yOf = (value: number) => baseline - ((baseline - plotTop) * value) / top;
  const band = (plotRight - plotLeft) / Math.max(1, counts.length);
  // A gap between bars while there is room for one; a year's bars touch.
  const barWidth = band >= 4 ? band * 0.7 : band;
  const bars = counts.map((count, index) => {
    const bandX = plotLeft + index * band;
    const y = yOf(count);
    return { bandX, bandWidth: band, x: bandX + (band - barWidth) / 2, width: barWidth, y, height: baseline - y };
  });
  return {
    plotLeft,
    plotRight,
    plotTop,
    baseline,
    ticks: ticks.map((value) => ({ value, y: yOf(value) })),
    countLabelX: rtl ? plotRight + 6 : plotLeft - 6,
    countLabelAnchor: rtl ? 'start' : 'end',
    bars,
    dateLabels: dateLabelIndices(counts.length, plotRight - plotLeft).map((index, position, all) => {
      const bar = bars[index];
      const center = bar ? bar.bandX + bar.bandWidth / 2 : plotLeft;
      if (all.length > 1 && position === 0) return { index, x: bar?.bandX ?? plotLeft, anchor: 'start' };
      if (all.length > 1 && position === all.length - 1)
        return { index, x: bar ? bar.bandX + bar.bandWidth : plotRight, anchor: 'end' };
      return { index, x: center, anchor: 'middle' };
    }),
    dateLabelY: baseline + 18,
  };
}

/** The first and last day, and evenly spaced days between as far as the width has room. */
function dateLabelIndices(days: number, plotWidth: number): number[] {
  if (days === 0) return [];
  const count = Math.min(days, Math.max(2, Math.floor(plotWidth / DATE_LABEL_ROOM)));
  if (count <= 1) return [0];
  const indices = Array.from({ length: count }, (_, step) => Math.round((step * (days - 1)) / (count - 1)));
  return [...new Set(indices)];
}
