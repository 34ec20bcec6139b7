import { useLayoutEffect } from 'preact/hooks';
import { AddressLink } from '@/components/address/AddressLink';
import { useSecondsLeft } from '@/components/countdown/use-seconds-left';
import { t, type MessageKey } from '@/lib/i18n/messages';
import { settledCount, type ItemState, type Job, type JobItem } from '@/lib/jobs/job';
import { jobStatusLine } from '@/lib/jobs/status';
import { measurePaint } from '../common/render-timing';
import { useFocusTakenIfLost } from '../common/use-focus-kept-through';
import { durationText } from './duration';
import { ResultsBar } from './ResultsBar';

const STATE_LABELS: Record<ItemState, MessageKey> = {
  waiting: 'bulkStateWaiting',
  sending: 'bulkStateSending',
  done: 'bulkStateDone',
  refused: 'bulkStateRefused',
  failed: 'bulkStateFailed',
  cancelled: 'bulkStateCancelled',
};

interface Props {
  job: Job<'shorten'>;
  waitingUntil: number | null;
  onPause: () => void;
  onResume: () => void;
  onCancel: () => void;
  onRetry: (index: number | null) => void;
  onNewList: () => void;
}

/** One row's outcome: its short link, or why it has none. */
function Outcome({ item }: { item: JobItem<'shorten'> }) {
  if (item.state === 'done' && item.result)
    return <AddressLink url={item.result.shortUrl} class="bulk-short" testId="bulk-short" />;
  if ((item.state === 'refused' || item.state === 'failed') && item.reason) return <span>{item.reason}</span>;
  return null;
}

/**
 * A Shorten many job as it stands: its progress (and the rate limit's wait), each row's state, and
 * what can be done — Pause or Cancel while it runs, Resume when paused or cancelled, Retry for
 * failed rows, the results once some links are made, and a new list once it is not running.
 */
export function RunView({ job, waitingUntil, onPause, onResume, onCancel, onRetry, onNewList }: Props) {
  const { header, items } = job;
  const { counts, status } = header;
  const running = status === 'running';
  const statusLine = useFocusTakenIfLost<HTMLParagraphElement>();
  const secondsLeft = useSecondsLeft(running ? waitingUntil : null);
  const line = jobStatusLine(header).text;
  const shown =
    running && secondsLeft !== null && secondsLeft > 0
      ? t('bulkProgressWaiting', { progress: line, wait: durationText(secondsLeft, 'second') })
      : line;
  // `npm run bench`: the job's items read from storage → its table painted.
  useLayoutEffect(() => measurePaint('bulkRun'), [items]);
  return (
    <div class="bulk-run" data-testid="bulk-run" data-status={status}>
      <div class="card bulk-progress">
        <progress max={header.total} value={settledCount(counts)} aria-labelledby="bulk-status" />
        <p id="bulk-status" ref={statusLine} tabIndex={-1} role="status" data-testid="bulk-status">
          {shown}
        </p>
        <div class="bulk-actions">
          {running && (
            <button type="button" class="button" onClick={onPause}>
              {t('bulkPause')}
            </button>
          )}
          {(running || status === 'paused') && (
            <button type="button" class="button" onClick={onCancel}>
              {t('bulkCancel')}
            </button>
          )}
          {(status === 'paused' || (status === 'cancelled' && counts.cancelled > 0)) && (
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
            <button type="button" class="button" onClick={onNewList}>
              {t('bulkNewList')}
            </button>
          )}
        </div>
      </div>
      {counts.done > 0 && <ResultsBar items={items} />}
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
            {items.map((item) => (
              <tr key={item.key} data-testid="bulk-row" data-state={item.state}>
                <td class="bulk-number">{item.index + 1}</td>
                <td class="bulk-address">{item.input.url}</td>
                <td>{item.input.alias}</td>
                <td>
                  <span class={`bulk-state bulk-state-${item.state}`}>{t(STATE_LABELS[item.state])}</span>
                </td>
                <td class="bulk-address">
                  <Outcome item={item} />
                  {item.state === 'failed' && (
                    <button
                      type="button"
                      class="button button-small bulk-retry"
                      aria-label={t('bulkRetryRow', { row: String(item.index + 1) })}
                      onClick={() => onRetry(item.index)}
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
