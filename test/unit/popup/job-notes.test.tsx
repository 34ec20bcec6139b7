// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { browser } from 'wxt/browser';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { JobNotes } from '@/entrypoints/popup/views/JobNotes';
import { countItems, type ItemState, type JobHeader, type JobKind, type JobStatus } from '@/lib/jobs/job';
import { useBrowserLanguage } from '../support/browser-i18n';

/**
 * The popup's notes of the background's jobs, read from storage as the background leaves them:
 * every kind, each opening its place in the options page on its own server; ended ones only
 * until seen; the notes follow the stored headers as they change.
 */

function header(
  id: string,
  kind: JobKind,
  status: JobStatus,
  states: ItemState[],
  extra: Partial<JobHeader> = {},
): JobHeader {
  const params = kind === 'delete-space' ? { name: 'Clients' } : null;
  return {
    id,
    kind,
    serverId: '2',
    createdAt: 0,
    updatedAt: 0,
    status,
    params,
    total: states.length,
    counts: countItems(states.map((state) => ({ state }))),
    ...extra,
  };
}

const lines = () => screen.queryAllByTestId('popup-job').map((note) => note.textContent);

beforeEach(() => fakeBrowser.reset());
afterEach(cleanup);

describe('the popup’s notes of jobs', () => {
  useBrowserLanguage('en-US');

  it('lists what is under way, held or ended unseen, each with Show; a finished one with Dismiss', async () => {
    await browser.storage.local.set({
      jobs: [
        header('a', 'delete-links', 'running', ['done', 'waiting', 'waiting']),
        header('b', 'export', 'finished', ['done', 'done']),
        header('c', 'shorten', 'finished', ['done'], { seen: true }),
        header('d', 'delete-space', 'cancelled', ['cancelled']),
        header('e', 'shorten', 'paused', ['done', 'waiting']),
      ],
    });
    const tabs = vi.spyOn(browser.tabs, 'create').mockResolvedValue(undefined);
    vi.spyOn(window, 'close').mockImplementation(() => undefined);
    render(<JobNotes />);
    await vi.waitFor(() => expect(lines()).toHaveLength(4));
    expect(lines()).toEqual([
      'Deleting links: 1 of 3 Show',
      'Export: ready to download Show Dismiss',
      'Deleting the space “Clients”: cancelled at 0 of 1 Show',
      'Shorten many: paused at 1 of 2 Show',
    ]);
    const shows = screen.getAllByRole('button', { name: 'Show' });
    const places: string[] = [];
    for (const show of shows) {
      fireEvent.click(show);
      await vi.waitFor(() => expect(tabs).toHaveBeenCalledTimes(places.length + 1));
      places.push(new URL(tabs.mock.lastCall?.[0].url ?? '').search);
    }
    expect(places).toEqual([
      '?view=links&server=2',
      '?view=links&server=2',
      '?view=spaces&server=2',
      '?view=bulk&server=2',
    ]);

    // The background marks the export seen and the delete done: the notes follow.
    await act(() =>
      browser.storage.local.set({
        jobs: [
          header('a', 'delete-links', 'finished', ['done', 'done', 'done']),
          header('b', 'export', 'finished', ['done', 'done'], { seen: true }),
        ],
      }),
    );
    await vi.waitFor(() => expect(lines()).toEqual(['Deleting links: finished — all 3 done Show Dismiss']));
  });

  it('names an import like the others, and opens the Import page', async () => {
    await browser.storage.local.set({ jobs: [header('i', 'import', 'running', ['done', 'refused', 'waiting'])] });
    const tabs = vi.spyOn(browser.tabs, 'create').mockResolvedValue(undefined);
    tabs.mockClear();
    vi.spyOn(window, 'close').mockImplementation(() => undefined);
    render(<JobNotes />);
    await vi.waitFor(() => expect(lines()).toEqual(['Importing links: 2 of 3 Show']));
    fireEvent.click(screen.getByRole('button', { name: 'Show' }));
    await vi.waitFor(() => expect(tabs).toHaveBeenCalledTimes(1));
    expect(new URL(tabs.mock.lastCall?.[0].url ?? '').search).toBe('?view=import&server=2');
  });
});
