import { formatNumber } from '@/lib/i18n/format';
import { t } from '@/lib/i18n/messages';
import { settledCount, type Job } from '@/lib/jobs/job';
import { jobStatusLine } from '@/lib/jobs/status';
import { downloadText, fileDate } from '../common/download-file';
import { useFocusTakenIfLost } from '../common/use-focus-kept-through';
import { importReportCsv } from './import-report';

interface Props {
  job: Job<'import'>;
  onSteer: (action: 'pause' | 'resume' | 'cancel') => void;
  onRetry: () => void;
  onNewImport: () => void;
}

/**
 * An import as the background runs it: its status line and progress, Pause, Cancel, Resume and
 * Retry as for the other jobs, the rows that were not imported with their reasons, and the report
 * once nothing is left to send.
 */
export function ImportJobView({ job, onSteer, onRetry, onNewImport }: Props) {
  const { header, items } = job;
  const { status, counts } = header;
  const statusLine = useFocusTakenIfLost<HTMLParagraphElement>();
  const running = status === 'running';
  const troubled = items.filter((item) => item.state === 'refused' || item.state === 'failed');
  const outcomes = { created: 0, there: 0, conflicts: 0 };
  for (const item of items) {
    if (item.result?.outcome === 'created') outcomes.created++;
    else if (item.result?.outcome === 'already-there') outcomes.there++;
    else if (item.refusedAs === 'conflict') outcomes.conflicts++;
  }
  return (
    <div class="import-run" data-testid="import-run" data-status={status}>
      <div class="card import-progress">
        <progress max={header.total} value={settledCount(counts)} aria-labelledby="import-status" />
        <p id="import-status" ref={statusLine} tabIndex={-1} role="status" data-testid="import-status">
          {jobStatusLine(header).text}
        </p>
        <p data-testid="import-outcomes">
          {t('importOutcomes', {
            created: formatNumber(outcomes.created),
            there: formatNumber(outcomes.there),
            conflicts: formatNumber(outcomes.conflicts),
          })}
        </p>
        <div class="import-actions">
          {running && (
            <button type="button" class="button" onClick={() => onSteer('pause')}>
              {t('bulkPause')}
            </button>
          )}
          {(running || status === 'paused') && (
            <button type="button" class="button" onClick={() => onSteer('cancel')}>
              {t('bulkCancel')}
            </button>
          )}
          {(status === 'paused' || (status === 'cancelled' && counts.cancelled > 0)) && (
            <button type="button" class="button button-primary" onClick={() => onSteer('resume')}>
              {t('bulkResume')}
            </button>
          )}
          {counts.failed > 0 && !running && (
            <button type="button" class="button" onClick={onRetry}>
              {t('bulkRetryFailed')}
            </button>
          )}
          {!running && (
            <button
              type="button"
              class="button"
              data-testid="import-report"
              onClick={() => downloadText(importReportCsv(items), `import-report-${fileDate()}.csv`, 'text/csv')}
            >
              {t('importDownloadReport')}
            </button>
          )}
          {!running && (
            <button type="button" class="button" onClick={onNewImport}>
              {t('importNew')}
            </button>
          )}
        </div>
      </div>
      {troubled.length > 0 && (
        <div class="card import-troubled">
          <h3>{t('importNotImportedHeading')}</h3>
          <ul class="import-problem-list" tabIndex={0} aria-label={t('importNotImportedHeading')}>
            {troubled.map((item) => (
              <li key={item.key} data-testid="import-troubled" data-refused-as={item.refusedAs}>
                {t('importProblemEntry', {
                  where: t('importWhereLine', { line: String(item.input.line) }),
                  reason: item.reason ?? '',
                })}
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
