// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RunView } from '@/entrypoints/options/bulk/RunView';
import { ReviewTable } from '@/entrypoints/options/bulk/ReviewTable';
import {
  editedRow,
  keptRow,
  rowProblems,
  rowsFromList,
  rowsToSend,
  type ReviewRow,
} from '@/entrypoints/options/bulk/review-rows';
import { parseList } from '@/lib/bulk/parse-list';
import { addressToShorten } from '@/lib/tracking-parameters';
import type { Link } from '@/lib/api/model/link';
import { countItems, type Job, type JobItem, type JobStatus } from '@/lib/jobs/job';
import { useBrowserLanguage } from '../support/browser-i18n';

afterEach(cleanup);

const link = (id: number, shortUrl: string) => ({ id, shortUrl }) as Link;

type Row = Omit<JobItem<'shorten'>, 'index' | 'key' | 'input'> & { url: string; alias?: string };

function jobOf(status: JobStatus, rows: Row[]): Job<'shorten'> {
  const items = rows.map(({ url, alias = '', ...rest }, index): JobItem<'shorten'> => ({
    index,
    key: `key-${String(index)}`,
    input: { url, alias },
    ...rest,
  }));
  return {
    header: {
      id: 'job',
      kind: 'shorten',
      serverId: '1',
      createdAt: 0,
      updatedAt: 0,
      status,
      params: { spaceId: null, domainId: null, privacy: 'public', expiresOn: null },
      total: items.length,
      counts: countItems(items),
    },
    items,
  };
}

const handlers = () => ({
  onPause: vi.fn(),
  onCancel: vi.fn(),
  onResume: vi.fn(),
  onRetry: vi.fn(),
  onNewList: vi.fn(),
});

describe('a Shorten many job as the page shows it', () => {
  useBrowserLanguage('en-US');

  it('while it runs: progress, the rate limit’s wait, Pause and Cancel', () => {
    const on = handlers();
    render(
      <RunView
        job={jobOf('running', [
          { url: 'https://example.com/a', state: 'done', result: link(1, 'https://s.example/a') },
          { url: 'https://example.com/b', state: 'sending' },
          { url: 'https://example.com/c', state: 'waiting' },
        ])}
        waitingUntil={Date.now() + 41_500}
        {...on}
      />,
    );
    expect(screen.getByTestId('bulk-status').textContent).toBe(
      'Shorten many: 1 of 3 — waiting 42 seconds for the server’s rate limit',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Pause' }));
    expect(on.onPause).toHaveBeenCalledOnce();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(on.onCancel).toHaveBeenCalledOnce();
    expect(screen.queryByRole('button', { name: 'Resume' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'New list' })).toBeNull();
    // A short link is a link only when it is a web address.
    expect(screen.getByRole('link', { name: 'https://s.example/a' }).getAttribute('href')).toBe('https://s.example/a');
  });

  it('paused: Resume and Cancel, no Pause, and a new list may be begun', () => {
    const on = handlers();
    render(
      <RunView
        job={jobOf('paused', [
          { url: 'https://example.com/a', state: 'done', result: link(1, 'https://s.example/a') },
          { url: 'https://example.com/b', state: 'waiting' },
        ])}
        waitingUntil={Date.now() + 41_500}
        {...on}
      />,
    );
    // A held job says so, never a wait.
    expect(screen.getByTestId('bulk-status').textContent).toBe('Shorten many: paused at 1 of 2');
    expect(screen.queryByRole('button', { name: 'Pause' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Resume' }));
    expect(on.onResume).toHaveBeenCalledOnce();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(on.onCancel).toHaveBeenCalledOnce();
    fireEvent.click(screen.getByRole('button', { name: 'New list' }));
    expect(on.onNewList).toHaveBeenCalledOnce();
  });

  it('cancelled and settled: the reason at its row, Retry for a failure, Resume for the rest, results', () => {
    const on = handlers();
    render(
      <RunView
        job={jobOf('cancelled', [
          { url: 'https://example.com/a', alias: 'x', state: 'refused', reason: 'The alias is taken.' },
          { url: 'https://example.com/b', state: 'failed', reason: 'No answer.' },
          { url: 'https://example.com/c', state: 'done', result: link(3, 'javascript:alert(1)') },
          { url: 'https://example.com/d', state: 'cancelled' },
        ])}
        waitingUntil={null}
        {...on}
      />,
    );
    expect(screen.getByTestId('bulk-status').textContent).toBe('Shorten many: cancelled at 3 of 4');
    const rows = screen.getAllByTestId('bulk-row');
    expect(rows[0]?.textContent).toContain('The alias is taken.');
    fireEvent.click(screen.getByRole('button', { name: 'Retry row 2' }));
    expect(on.onRetry).toHaveBeenCalledWith(1);
    fireEvent.click(screen.getByRole('button', { name: 'Resume' }));
    expect(on.onResume).toHaveBeenCalledOnce();
    expect(screen.queryByRole('button', { name: 'Cancel' })).toBeNull();
    expect(screen.getByTestId('bulk-results')).toBeTruthy();
    // A server's answer that is no web address is never a link.
    expect(screen.queryByRole('link')).toBeNull();
  });
});

describe('the review table', () => {
  useBrowserLanguage('en-US');

  it('says at its row what keeps a row from being sent', () => {
    const rows: ReviewRow[] = [
      { key: 'a', url: 'https://example.com/a', alias: '', cleaned: null },
      { key: 'b', url: 'about:blank', alias: '', cleaned: null },
      { key: 'c', url: 'example.com/a', alias: '', cleaned: null },
      { key: 'd', url: 'hello', alias: '', cleaned: null },
    ];
    const problems = rowProblems(rows);
    expect(problems).toEqual([
      null,
      'browser page, file or extension page: not shortened',
      'Same address as row 1: remove one of them.',
      'not a web address',
    ]);
    const onRemove = vi.fn();
    render(
      <ReviewTable
        rows={rows}
        problems={problems}
        onChange={() => undefined}
        onRemove={onRemove}
        onKeep={() => undefined}
      />,
    );
    const address = screen.getByRole('textbox', { name: 'Address, row 3' });
    expect(address.getAttribute('aria-invalid')).toBe('true');
    const describedBy = address.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(describedBy)?.textContent).toBe('Same address as row 1: remove one of them.');
    fireEvent.click(screen.getByRole('button', { name: 'Remove row 2' }));
    expect(onRemove).toHaveBeenCalledWith('b');
  });

  it('says at a row which tracking parameters were taken out; Keep them puts them back, an edit makes the address the user’s', () => {
    const clean = (url: string) => addressToShorten(url, { remove: true, names: null });
    const { rows } = rowsFromList(
      parseList('https://example.com/a?utm_source=news&fbclid=x&id=7\nhttps://example.com/b', clean),
    );
    expect(rows.map((row) => [row.url, row.cleaned])).toEqual([
      [
        'https://example.com/a?id=7',
        { original: 'https://example.com/a?utm_source=news&fbclid=x&id=7', removed: ['utm_source', 'fbclid'] },
      ],
      ['https://example.com/b', null],
    ]);
    // What the row shows is what is sent.
    expect(rowsToSend(rows).map((row) => row.url)).toEqual(['https://example.com/a?id=7', 'https://example.com/b']);
    const first = rows[0] as ReviewRow;
    expect(keptRow(first)).toMatchObject({ url: 'https://example.com/a?utm_source=news&fbclid=x&id=7', cleaned: null });
    // Typed into, the address is never cleaned again nor offered back; an alias typed keeps the note.
    expect(editedRow(first, { url: 'https://example.com/a?id=8&fbclid=y' })).toMatchObject({
      url: 'https://example.com/a?id=8&fbclid=y',
      cleaned: null,
    });
    expect(editedRow(first, { alias: 'mine' }).cleaned).toEqual(first.cleaned);

    const onKeep = vi.fn();
    render(
      <ReviewTable
        rows={rows}
        problems={rowProblems(rows)}
        onChange={() => undefined}
        onRemove={() => undefined}
        onKeep={onKeep}
      />,
    );
    expect(screen.getAllByTestId('bulk-cleaned').map((note) => note.textContent)).toEqual([
      '2 tracking parameters removed Removed: utm_source, fbclid — Keep them',
    ]);
    const address = screen.getByRole('textbox', { name: 'Address, row 1' });
    const note = document.getElementById(address.getAttribute('aria-describedby') ?? '');
    expect(note?.textContent).toBe('2 tracking parameters removed Removed: utm_source, fbclid');
    expect(screen.getByRole('textbox', { name: 'Address, row 2' }).getAttribute('aria-describedby')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Keep them, row 1' }));
    expect(onKeep).toHaveBeenCalledWith(rows[0]?.key);
  });
});
