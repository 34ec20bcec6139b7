import { formatNumber } from '../i18n/format';
import { t } from '../i18n/messages';
import { countRows, type BulkRun } from './run';

/**
 * A bulk run's status line in words, as the options page shows it under its progress bar and the
 * popup repeats it under its form: "37 of 100", "Cancelled at 37 of 100. Resume sends the rest.",
 * "Finished: done 98, refused 2, failed 0.". The rate limit's wait, which only the options page
 * follows, is added there (`progress` is what it wraps).
 */
export function runStatus(run: BulkRun): { progress: string; line: string } {
  const counts = countRows(run);
  const settled = counts.done + counts.refused + counts.failed;
  const progress = t('bulkProgress', { done: formatNumber(settled), total: formatNumber(run.rows.length) });
  if (run.status === 'running') return { progress, line: progress };
  if (run.status === 'stopped') return { progress, line: t('bulkStopped', { progress }) };
  const line = t('bulkFinished', {
    done: formatNumber(counts.done),
    refused: formatNumber(counts.refused),
    failed: formatNumber(counts.failed),
  });
  return { progress, line };
}
