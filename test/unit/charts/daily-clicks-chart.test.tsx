// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { useBrowserLanguage } from '../support/browser-i18n';
import { DailyClicksChart } from '@/components/charts/DailyClicksChart';

afterEach(cleanup);

const period = { from: '2026-11-20', to: '2026-11-24' };
const rows = [
  { day: '2026-11-21', count: 3 },
  { day: '2026-11-24', count: 1 },
];

const days = () => within(screen.getByRole('group', { name: 'Clicks per day' })).getAllByRole('img');
const names = () => days().map((day) => day.getAttribute('aria-label'));
const focusedName = () => document.activeElement?.getAttribute('aria-label');
const barHeights = () => days().map((day) => Number(day.querySelector('.daily-chart-bar')?.getAttribute('height')));
const barLefts = () => days().map((day) => Number(day.querySelector('.daily-chart-bar')?.getAttribute('x')));

describe('the chart of clicks per day', () => {
  it('draws one bar per day of the period, days without clicks at zero', () => {
    render(<DailyClicksChart period={period} rows={rows} label="Clicks per day" />);
    expect(names()).toEqual([
      'Nov 20, 2026: 0 clicks',
      'Nov 21, 2026: 3 clicks',
      'Nov 22, 2026: 0 clicks',
      'Nov 23, 2026: 0 clicks',
      'Nov 24, 2026: 1 click',
    ]);
    const heights = barHeights();
    expect(heights[0]).toBe(0);
    expect(heights[1]).toBeGreaterThan(heights[4] ?? Infinity);
    expect(heights[4]).toBeGreaterThan(0);
  });

  it('is one tab stop, and the arrows, Home and End move focus from day to day', () => {
    render(<DailyClicksChart period={period} rows={rows} label="Clicks per day" />);
    expect(days().map((day) => day.getAttribute('tabindex'))).toEqual(['-1', '-1', '-1', '-1', '0']);
    const newest = days()[4];
    newest?.focus();
    expect(focusedName()).toBe('Nov 24, 2026: 1 click');
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'ArrowLeft' });
    expect(focusedName()).toBe('Nov 23, 2026: 0 clicks');
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Home' });
    expect(focusedName()).toBe('Nov 20, 2026: 0 clicks');
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'ArrowLeft' });
    expect(focusedName()).toBe('Nov 20, 2026: 0 clicks');
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'ArrowRight' });
    expect(focusedName()).toBe('Nov 21, 2026: 3 clicks');
    // The focused day is the tab stop now, and its value is on screen.
    expect(days().map((day) => day.getAttribute('tabindex'))).toEqual(['-1', '0', '-1', '-1', '-1']);
    expect(document.querySelector('.daily-chart-readout')?.textContent).toBe('Nov 21, 2026: 3 clicks');
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'End' });
    expect(focusedName()).toBe('Nov 24, 2026: 1 click');
  });

  it('shows a hovered day’s value', () => {
    render(<DailyClicksChart period={period} rows={rows} label="Clicks per day" />);
    const readout = document.querySelector('.daily-chart-readout');
    expect(readout?.textContent).toBe('\u00a0');
    const second = days()[1];
    if (second) fireEvent.pointerEnter(second);
    expect(readout?.textContent).toBe('Nov 21, 2026: 3 clicks');
  });

  it('gives the numbers as a table on demand', () => {
    render(<DailyClicksChart period={period} rows={rows} label="Clicks per day" />);
    expect(screen.queryByRole('table')).toBeNull();
    const toggle = screen.getByRole('button', { name: 'Show as table' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    const table = screen.getByRole('table', { name: 'Clicks per day' });
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(toggle.textContent).toBe('Hide table');
    const cells = within(table)
      .getAllByRole('row')
      .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
    expect(cells).toEqual([
      ['Day', 'Clicks'],
      ['Nov 20, 2026', '0'],
      ['Nov 21, 2026', '3'],
      ['Nov 22, 2026', '0'],
      ['Nov 23, 2026', '0'],
      ['Nov 24, 2026', '1'],
    ]);
  });

  it('counts the axis in round steps, with grid lines', () => {
    render(<DailyClicksChart period={period} rows={rows} label="Clicks per day" />);
    const ticks = [...document.querySelectorAll('.daily-chart-tick')].map((tick) => tick.textContent);
    expect(ticks.slice(0, 4)).toEqual(['0', '1', '2', '3']);
    expect(document.querySelectorAll('.daily-chart-grid')).toHaveLength(4);
  });

  describe('in Arabic', () => {
    useBrowserLanguage('ar');

    it('keeps the oldest day first and on the left, moves the count axis to the right, and reads arrows as seen', () => {
      render(<DailyClicksChart period={period} rows={rows} label="Clicks per day" />);
      const lefts = barLefts();
      expect(lefts).toEqual([...lefts].sort((a, b) => a - b));
      expect(names()[1]).toContain('3 نقرات');
      const gridRight = Number(document.querySelector('.daily-chart-grid')?.getAttribute('x2'));
      const countLabel = document.querySelector('.daily-chart-tick');
      expect(Number(countLabel?.getAttribute('x'))).toBeGreaterThan(gridRight);
      expect(countLabel?.getAttribute('text-anchor')).toBe('start');
      expect(document.querySelector('svg')?.getAttribute('direction')).toBe('ltr');
      days()[0]?.focus();
      fireEvent.keyDown(document.activeElement ?? document.body, { key: 'ArrowRight' });
      expect(document.activeElement).toBe(days()[1]);
    });
  });
});

describe('the chart of a period without clicks', () => {
  it('draws every day at zero on an axis of whole clicks', () => {
    render(<DailyClicksChart period={period} rows={[]} label="Clicks per day" />);
    expect(names()).toHaveLength(5);
    expect(barHeights()).toEqual([0, 0, 0, 0, 0]);
    const ticks = [...document.querySelectorAll('.daily-chart-tick')].map((tick) => tick.textContent);
    expect(ticks.slice(0, 3)).toEqual(['0', '1', '2']);
  });

  it('puts the tab stop on the newest day again when the period changes', () => {
    const { rerender } = render(<DailyClicksChart period={period} rows={[]} label="Clicks per day" />);
    days()[0]?.focus();
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'ArrowRight' });
    expect(days()[1]?.getAttribute('tabindex')).toBe('0');
    rerender(<DailyClicksChart period={{ from: '2026-11-01', to: '2026-11-30' }} rows={[]} label="Clicks per day" />);
    expect(days()).toHaveLength(30);
    expect(days().filter((day) => day.getAttribute('tabindex') === '0')).toEqual([days()[29]]);
  });
});
