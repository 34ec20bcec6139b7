import { describe, expect, it } from 'vitest';
import { CHART_HEIGHT, chartGeometry } from '@/components/charts/chart-geometry';

describe('the geometry of a chart of daily clicks', () => {
  it('fits a year of bars side by side inside the plot, none thinner than a pixel', () => {
    const counts = Array.from({ length: 366 }, (_, index) => index % 7);
    const geometry = chartGeometry(counts, 640, false);
    expect(geometry.bars).toHaveLength(366);
    for (const [index, bar] of geometry.bars.entries()) {
      expect(bar.width).toBeGreaterThanOrEqual(1);
      expect(bar.x).toBeGreaterThanOrEqual(geometry.plotLeft);
      expect(bar.x + bar.width).toBeLessThanOrEqual(geometry.plotRight + 1e-9);
      if (index > 0) expect(bar.x).toBeGreaterThan(geometry.bars[index - 1]?.x ?? Infinity);
      expect(bar.y + bar.height).toBeCloseTo(geometry.baseline);
    }
    expect(geometry.baseline).toBeLessThan(CHART_HEIGHT);
  });

  it('labels the first and last day and as many between as fit, never two on one day', () => {
    const counts = new Array<number>(90).fill(1);
    const wide = chartGeometry(counts, 900, false).dateLabels;
    const narrow = chartGeometry(counts, 300, false).dateLabels;
    expect(wide[0]).toMatchObject({ index: 0, anchor: 'start' });
    expect(wide.at(-1)).toMatchObject({ index: 89, anchor: 'end' });
    expect(wide.length).toBeGreaterThan(narrow.length);
    expect(narrow.length).toBeGreaterThanOrEqual(2);
    expect(new Set(wide.map((label) => label.index)).size).toBe(wide.length);
    expect(chartGeometry([4], 300, false).dateLabels).toEqual([
      expect.objectContaining({ index: 0, anchor: 'middle' }),
    ]);
  });

  it('moves only the count axis in a right-to-left page', () => {
    const ltr = chartGeometry([1, 2, 3], 400, false);
    const rtl = chartGeometry([1, 2, 3], 400, true);
    expect(ltr.countLabelX).toBeLessThan(ltr.plotLeft);
    expect(rtl.countLabelX).toBeGreaterThan(rtl.plotRight);
    expect(rtl.bars.map((bar) => bar.x)).toEqual([...rtl.bars.map((bar) => bar.x)].sort((a, b) => a - b));
  });
});
