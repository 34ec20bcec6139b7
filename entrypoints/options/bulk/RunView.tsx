import { AddressLink } from '@/components/address/AddressLink';
import { useSecondsLeft } from '@/components/countdown/use-seconds-left';
import { countRows, type BulkRow, type BulkRowState, type BulkRun } from '@/lib/bulk/run';
import { runStatus } from '@/lib/bulk/run-status';
import { t, type MessageKey } from '@/lib/i18n/messages';
import { durationText } from './duration';
import { ResultsBar } from './ResultsBar';

const STATE_LABELS: Record<BulkRowState, MessageKey> = {
  waiting: 'bulkStateWaiting',
  sending: 'bulkStateSending',
  done: 'bulkStateDone',
  refused: 'bulkStateRefused',
  failed: 'bulkStateFailed',
  cancelled: 'bulkStateCancelled',
};

interface Props {
  run: BulkRun;
  waitingUntil: number | null;
  onCancel: () => void;
  onResume: () => void;
  onRetry: (requestId: string | null) => void;
  onClear: () => void;
}

/** One row's outcome: its short link, or why it has none. */
function Outcome({ row }: { row: BulkRow }) {
  if (row.state === 'done' && row.link)
    return <AddressLink url={row.link.shortUrl} class="bulk-short" testId="bulk-short" />;
  if ((row.state === 'refused' || row.state === 'failed') && row.reason) return <span>{row.reason}</span>;
  return null;
}

/**
 * A run as it stands: its progress (and the rate limit's wait), each row's state, and what can be
 * done — Cancel while it runs, Resume for cancelled rows, Retry for failed ones, the results once
 * some links are made.
 */
export function RunView({ run, waitingUntil, onCancel, onResume, onRetry, onClear }: Props) {
  const counts = countRows(run);
  const total = run.rows.length;
  const settled = counts.done + counts.refused + counts.failed;
  const secondsLeft = useSecondsLeft(run.status === 'running' ? waitingUntil : null);
  const running = run.status === 'running';
  const { progress, line } = runStatus(run);
  const status =
    running && secondsLeft !== null && secondsLeft > 0
      ? t('bulkProgressWaiting', { progress, wait: durationText(secondsLeft, 'second') })
      : line;
  return (
    <div class="bulk-run" data-testid="bulk-run" data-status={run.status}>
      <div class="card bulk-progress">
        <progress max={total} value={settled} aria-labelledby="bulk-status" />
        <p id="bulk-status" role="status" data-testid="bulk-status">
          {status}
        </p>
        <div class="bulk-actions">
          {running && (
            <button type="button" class="button" onClick={onCancel}>
              {t('bulkCancel')}
            </button>
          )}
          {!running && counts.cancelled > 0 && (
            <button type="button" class="button button-primary" onClick={onResume}>
              {t('bulkResume')}
            </button>
          )}
          {counts.failed > 1 && (
            <button type="button" class="button" onClick={() => onRetry(null)}>
              {t('bulkRetryFailed')}
            </button>
          )}
          {!running && (
            <button type="button" class="button" onClick={onClear}>
              {t('bulkNewList')}
            </button>
          )}
        </div>
      </div>
      {counts.done > 0 && <ResultsBar run={run} />}
      <div class="table-scroll">
        <table class="bulk-table" data-testid="bulk-rows">
          <caption class="visually-hidden">{t('bulkRunCaption')}</caption>
          <thead>
            <tr>
              <th scope="col" class="bulk-number">
                #
              </th>
              <th scope="col">{t('bulkColumnAddress')}</th>
              <th scope="col">{t('fieldAlias')}</th>
              <th scope="col">{t('bulkColumnState')}</th>
              <th scope="col">{t('bulkColumnResult')}</th>
            </tr>
          </thead>
          <tbody>
            {run.rows.map((row, index) => (
              <tr key={row.requestId} data-testid="bulk-row" data-state={row.state}>
                <td class="bulk-number">{index + 1}</td>
                <td class="bulk-address">{row.url}</td>
                <td>{row.alias}</td>
                <td>
                  <span class={`bulk-state bulk-state-${row.state}`}>{t(STATE_LABELS[row.state])}</span>
                </td>
                <td class="bulk-address">
                  <Outcome row={row} />
                  {row.state === 'failed' && (
                    <button
                      type="button"
                      class="button button-small bulk-retry"
                      aria-label={t('bulkRetryRow', { row: String(index + 1) })}
                      onClick={() => onRetry(row.requestId)}
                    >
                      {t('bulkRetry')}
                    </button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
