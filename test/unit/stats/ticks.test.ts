import { describe, expect, it } from 'vitest';
import { countTicks } from '@/lib/stats/ticks';

describe('the count axis', () => {
  it('has 3 to 5 round ticks from 0, the last at or above the highest count', () => {
    for (let max = 0; max <= 12_000; max += max < 50 ? 1 : 37) {
      const ticks = countTicks(max);
      expect(ticks.length, `max ${max}`).toBeGreaterThanOrEqual(3);
      expect(ticks.length, `max ${max}`).toBeLessThanOrEqual(5);
      expect(ticks[0]).toBe(0);
      expect(ticks.at(-1), `max ${max}`).toBeGreaterThanOrEqual(max);
      const step = ticks[1] ?? 0;
      expect(step / 10 ** Math.floor(Math.log10(step)), `step ${step}`).toBeOneOf([1, 2, 5]);
    }
  });

  it('steps by whole clicks', () => {
    expect(countTicks(0)).toEqual([0, 1, 2]);
    expect(countTicks(3)).toEqual([0, 1, 2, 3]);
    expect(countTicks(7)).toEqual([0, 2, 4, 6, 8]);
    expect(countTicks(100)).toEqual([0, 50, 100]);
    expect(countTicks(101)).toEqual([0, 50, 100, 150]);
  });
});
