import { t, type MessageKey } from '@/lib/i18n/messages';
import { tCount } from '@/lib/i18n/plural';
import type { JobHeader } from '@/lib/jobs/job';
import { jobStatusLine } from '@/lib/jobs/status';
import type { JobAction } from './use-link-jobs';
import { actionsOf } from './use-link-jobs';

const LABELS: Record<JobAction, MessageKey> = {
  stop: 'linkDeleteStop',
  resume: 'jobResume',
  retry: 'loadRetry',
  dismiss: 'jobDismiss',
};

/** An export's Stop is its Cancel, as in its dialog. */
const labelOf = (header: JobHeader, action: JobAction) =>
  action === 'stop' && header.kind === 'export' ? t('confirmCancel') : t(LABELS[action]);

/**
 * Above the links list: the deletes and exports of this server that went on (or ended) without a
 * dialog to show them, each with its status line (lib/jobs/status.ts) and what can be done, and
 * an export that finished while no page was open, with its files.
 */
export function LinkJobNotices({
  lines,
  ready,
  onAction,
}: {
  lines: JobHeader[];
  ready: { count: number; download: (format: 'csv' | 'json') => void; dismiss: () => void } | null;
  onAction: (header: JobHeader, action: JobAction) => void;
}) {
  return (
    <>
      {lines.map((header) => {
        const line = jobStatusLine(header);
        return (
          <div
            key={header.id}
            class={`card run-notice run-notice-${line.tone}`}
            role="status"
            data-testid={`job-notice-${header.kind}`}
          >
            <p>{line.text}</p>
            <div class="run-notice-actions">
              {actionsOf(header).map((action) => (
                <button
                  key={action}
                  type="button"
                  class={action === 'resume' && header.kind === 'delete-links' ? 'button button-danger' : 'button'}
                  onClick={() => onAction(header, action)}
                >
                  {labelOf(header, action)}
                </button>
              ))}
            </div>
          </div>
        );
      })}
      {ready && (
        <div class="card run-notice run-notice-done" role="status" data-testid="export-ready">
          <p>{tCount('linksExportReady', ready.count)}</p>
          <div class="run-notice-actions">
            <button type="button" class="button button-primary" onClick={() => ready.download('csv')}>
              {t('linksExportDownloadCsv')}
            </button>
            <button type="button" class="button" onClick={() => ready.download('json')}>
              {t('linksExportDownloadJson')}
            </button>
            <button type="button" class="button" onClick={ready.dismiss}>
              {t('jobDismiss')}
            </button>
          </div>
        </div>
      )}
    </>
  );
}
