import { describe, expect, it } from 'vitest';
import {
  countRows,
  createRun,
  draftOf,
  markSending,
  markSent,
  nextRow,
  recoverRun,
  resumeRun,
  retryRows,
  settleRow,
  stopRun,
  type BulkRun,
} from '../../../lib/bulk/run';
import type { Link } from '../../../lib/api/model/link';

const defaults = { spaceId: 3, domainId: null, privacy: 'private', expiresOn: '2027-01-31' } as const;

function newRun(count = 3): BulkRun {
  let n = 0;
  return createRun(
    {
      id: 'run',
      serverId: '1',
      defaults,
      rows: Array.from({ length: count }, (_, i) => ({
        url: `https://example.com/${i}`,
        alias: i === 0 ? ' a0 ' : '',
      })),
    },
    () => `r${++n}`,
    1000,
  );
}

const firstRows = (run: BulkRun) => {
  const [first, second] = run.rows;
  if (!first || !second) throw new Error('Two rows expected');
  return [first, second] as const;
};

const link = (id: number) => ({ id, shortUrl: `https://s.example/${id}` }) as Link;

describe('a bulk run, event by event', () => {
  it('starts with every row waiting, each with its own request id, and drafts with the defaults', () => {
    const run = newRun();
    expect(run.status).toBe('running');
    expect(run.rows.map((r) => [r.requestId, r.state])).toEqual([
      ['r1', 'waiting'],
      ['r2', 'waiting'],
      ['r3', 'waiting'],
    ]);
    expect(draftOf(firstRows(run)[0], run.defaults)).toEqual({
      destination: 'https://example.com/0',
      alias: 'a0',
      privacy: 'private',
      spaceId: 3,
      expiry: { date: '2027-01-31' },
    });
    expect(draftOf(firstRows(run)[1], run.defaults)).not.toHaveProperty('alias');
  });

  it('settles rows done, refused and failed, and finishes when none is left', () => {
    let run = newRun();
    run = settleRow(markSending(run, 'r1'), 'r1', { kind: 'done', link: link(1), foundStored: false });
    run = settleRow(markSending(run, 'r2'), 'r2', { kind: 'refused', reason: 'The alias is taken.' });
    expect(nextRow(run)?.requestId).toBe('r3');
    expect(run.status).toBe('running');
    run = settleRow(markSent(markSending(run, 'r3'), 'r3', 5000), 'r3', {
      kind: 'failed',
      reason: 'No answer',
      uncertainSince: 5000,
    });
    expect(run.status).toBe('finished');
    expect(countRows(run)).toMatchObject({ done: 1, refused: 1, failed: 1 });
    expect(run.rows[1]).toMatchObject({ state: 'refused', reason: 'The alias is taken.' });
    // Retry sends the failed row again with its request id, and remembers that its link may exist.
    run = retryRows(run, 'r3');
    expect(run.status).toBe('running');
    expect(run.rows[2]).toEqual({
      requestId: 'r3',
      url: 'https://example.com/2',
      alias: '',
      state: 'waiting',
      uncertainSince: 5000,
    });
  });

  it('cancels the rows not sent, lets the one on its way finish, and resumes them', () => {
    let run = markSending(newRun(), 'r1');
    run = stopRun(run);
    expect(run.status).toBe('stopped');
    expect(run.rows.map((r) => r.state)).toEqual(['sending', 'cancelled', 'cancelled']);
    expect(nextRow(run)).toBeUndefined();
    run = settleRow(run, 'r1', { kind: 'done', link: link(1), foundStored: false });
    expect(run.status).toBe('stopped');
    run = resumeRun(run);
    expect(run.status).toBe('running');
    expect(run.rows.map((r) => r.state)).toEqual(['done', 'waiting', 'waiting']);
  });

  it('after a restart, sends a row cut off on its way again, looking for its link first', () => {
    let run = markSent(markSending(newRun(), 'r1'), 'r1', 7000);
    run = recoverRun(run);
    expect(run.rows[0]).toEqual({
      requestId: 'r1',
      url: 'https://example.com/0',
      alias: 'a0',
      state: 'waiting',
      uncertainSince: 7000,
    });
    // Cut off before its create left: nothing to look for.
    const notSent = recoverRun(markSending(newRun(), 'r1'));
    expect(notSent.rows[0]).not.toHaveProperty('uncertainSince');
    // A stopped run's cut-off row waits for Resume like the other rows not sent.
    expect(recoverRun(stopRun(markSending(newRun(), 'r1'))).rows[0]?.state).toBe('cancelled');
  });
});
