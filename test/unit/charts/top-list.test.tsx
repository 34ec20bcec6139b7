// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TopList } from '@/components/charts/TopList';

afterEach(cleanup);

const rowsOf = () =>
  within(screen.getByRole('table', { name: 'Countries' }))
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));

describe('a top list', () => {
  it('names each value, with its clicks and its share of all clicks', () => {
    const entries = [
      { value: 'DE', count: 6 },
      { value: null, count: 3 },
      { value: 'FR', count: 1 },
    ];
    render(<TopList list="country" caption="Countries" valueHeading="Country" entries={entries} total={20} />);
    expect(rowsOf()).toEqual([
      ['Country', 'Clicks', 'Share'],
      ['Germany', '6', '30%'],
      ['Unknown', '3', '15%'],
      ['France', '1', '5%'],
    ]);
    const bars = [...document.querySelectorAll<HTMLElement>('.top-list-bar > span')];
    expect(bars.map((bar) => bar.style.inlineSize)).toEqual(['30%', '15%', '5%']);
  });

  it('takes the rows shown as the whole when no total is given', () => {
    render(
      <TopList
        list="country"
        caption="Countries"
        valueHeading="Country"
        entries={[
          { value: 'DE', count: 1 },
          { value: 'FR', count: 3 },
        ]}
      />,
    );
    expect(
      rowsOf()
        .slice(1)
        .map((row) => row[2]),
    ).toEqual(['25%', '75%']);
  });

  it('asks the caller for more, and waits while the next rows load', () => {
    const more = vi.fn();
    const entries = [{ value: 'DE', count: 1 }];
    const { rerender } = render(
      <TopList list="country" caption="Countries" valueHeading="Country" entries={entries} onMore={more} />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Show more' }));
    expect(more).toHaveBeenCalledTimes(1);
    rerender(
      <TopList list="country" caption="Countries" valueHeading="Country" entries={entries} onMore={more} loading />,
    );
    const waiting = screen.getByRole('button', { name: 'Loading…' });
    expect((waiting as HTMLButtonElement).disabled).toBe(true);
    rerender(<TopList list="country" caption="Countries" valueHeading="Country" entries={entries} />);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('says when it loads and when the period had no clicks', () => {
    const { rerender } = render(
      <TopList list="referrer" caption="Countries" valueHeading="Referrer" entries={[]} loading />,
    );
    expect(rowsOf()[1]).toEqual(['Loading…']);
    expect(screen.getByRole('table').getAttribute('aria-busy')).toBe('true');
    rerender(<TopList list="referrer" caption="Countries" valueHeading="Referrer" entries={[]} />);
    expect(rowsOf()[1]).toEqual(['No clicks in this period.']);
  });
});
