import { t } from '@/lib/i18n/messages';
import { jobStatusLine } from '@/lib/jobs/status';
import { useJobNotes } from '../use-job-notes';

/**
 * Where the background's jobs stand, under the form: Shorten many, deletes, exports. Each says its
 * status line and opens its place in the options page (Show); a finished one can be dismissed.
 * Jobs belong to the background, so a popup opened while one goes on follows it as items settle.
 */
export function JobNotes() {
  const { jobs, show, dismiss } = useJobNotes();
  if (jobs.length === 0) return null;
  return (
    <ul class="job-notes" data-testid="popup-jobs">
      {jobs.map((job) => {
        const line = jobStatusLine(job);
        const lineId = `job-line-${job.id}`;
        return (
          <li key={job.id} data-testid="popup-job" data-kind={job.kind} data-status={job.status}>
            <span role="status" id={lineId}>
              {line.text}
            </span>{' '}
            <button type="button" class="button button-link" aria-describedby={lineId} onClick={() => show(job)}>
              {t('popupJobShow')}
            </button>
            {job.status === 'finished' && (
              <>
                {' '}
                <button type="button" class="button button-link" aria-describedby={lineId} onClick={() => dismiss(job)}>
                  {t('popupJobDismiss')}
                </button>
              </>
            )}
          </li>
        );
      })}
    </ul>
  );
}
