// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { Sparkline } from '@/components/charts/Sparkline';

afterEach(cleanup);

const pointsOf = () =>
  (document.querySelector('polyline')?.getAttribute('points') ?? '')
    .split(' ')
    .map((point) => point.split(',').map(Number));

describe('the sparkline', () => {
  it('is an image named by its summary, with no focus stop', () => {
    render(<Sparkline counts={[0, 2, 1]} label="3 clicks in 30 days" />);
    const image = screen.getByRole('img', { name: '3 clicks in 30 days' });
    expect(image.getAttribute('tabindex')).toBeNull();
    expect(image.querySelector('[tabindex]')).toBeNull();
    expect(document.querySelector('polyline')?.getAttribute('stroke')).toBe('currentColor');
  });

  it('draws a point per day, oldest on the left, the most clicks highest', () => {
    render(<Sparkline counts={[0, 2, 1]} label="3 clicks" />);
    const points = pointsOf();
    expect(points).toHaveLength(3);
    const [xs, ys] = [points.map(([x]) => x ?? 0), points.map(([, y]) => y ?? 0)];
    expect(xs).toEqual([...xs].sort((a, b) => a - b));
    expect(Math.min(...ys)).toBe(ys[1]);
    expect(Math.max(...ys)).toBe(ys[0]);
  });

  it('draws days without clicks as a flat line at the bottom', () => {
    render(<Sparkline counts={[0, 0, 0, 0]} label="No clicks" width={80} height={20} />);
    const ys = pointsOf().map(([, y]) => y);
    expect(new Set(ys)).toEqual(new Set([19]));
  });
});
