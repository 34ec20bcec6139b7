import { useRef } from 'preact/hooks';
import type { ExportParams } from '@/lib/jobs/job';
import { formatNumber } from '@/lib/i18n/format';
import { t } from '@/lib/i18n/messages';
import { tCount } from '@/lib/i18n/plural';
import type { ServerId } from '@/lib/servers';
import { useSecondsLeft } from '@/components/countdown/use-seconds-left';
import { Dialog } from '../common/Dialog';
import { FailureText } from '../common/FailureText';
import type { ExportProgress } from './export-pages';
import { downloadExport } from './download-export';
import { useLinkExport } from './use-export-links';

interface Props {
  serverId: ServerId;
  /** The server's address, named in the files (never its key). */
  serverOrigin: string;
  /** The list's filter, order and state, without paging, and the largest page the server takes. */
  params: ExportParams;
  onClose: () => void;
}

let nextId = 0;

/** "Page 2 of 3 — 200 of 230 links", or, before the first answer, that it is asked for. */
function progressText(progress: ExportProgress): string {
  if (progress.lastPage === null || progress.reportedTotal === null) return t('linksExportFirstPage');
  return tCount('linksExportProgress', progress.reportedTotal, {
    page: formatNumber(progress.pagesDone),
    pages: formatNumber(Math.max(progress.lastPage, progress.pagesDone)),
    done: formatNumber(progress.received),
  });
}

/**
 * Exports every link of the list's filter: the background fetches the pages one after another
 * (./use-export-links.ts), the dialog shows how far (and how long the server's rate limit holds
 * them), then offers the CSV and the JSON file. A failed page can be tried again without
 * fetching the others again; Cancel (or Escape) stops at once and downloads nothing.
 */
export function ExportLinksDialog({ serverId, serverOrigin, params, onClose }: Props) {
  const { state, waitingUntil, retry, close: finish } = useLinkExport(serverId, serverOrigin, params);
  const secondsLeft = useSecondsLeft(state.phase === 'running' ? waitingUntil : null);
  const progressId = useRef(`export-progress-${++nextId}`).current;
  // Retry goes away once clicked: the focus moves to Cancel instead of falling to the page.
  const closeButton = useRef<HTMLButtonElement>(null);
  const tryAgain = () => {
    closeButton.current?.focus();
    retry();
  };
  const { progress } = state;
  const close = () => {
    finish();
    onClose();
  };
  const files = state.phase === 'done' ? state.files : null;
  const changed = files?.changed ?? false;

  return (
    <Dialog
      title={t('linksExportTitle')}
      onClose={close}
      testId="export-links-dialog"
      actions={
        <>
          {files && (
            <>
              <button
                type="button"
                class="button button-primary"
                onClick={() => downloadExport(files, 'csv', serverOrigin)}
              >
                {t('linksExportDownloadCsv')}
              </button>
              <button type="button" class="button" onClick={() => downloadExport(files, 'json', serverOrigin)}>
                {t('linksExportDownloadJson')}
              </button>
            </>
          )}
          {state.phase === 'failed' && (
            <button type="button" class="button button-primary" onClick={tryAgain}>
              {t('loadRetry')}
            </button>
          )}
          <button ref={closeButton} type="button" class="button" onClick={close}>
            {state.phase === 'done' ? t('linksExportClose') : t('confirmCancel')}
          </button>
        </>
      }
    >
      <p>{t('linksExportIntro')}</p>
      {state.phase !== 'done' && (
        <>
          <p id={progressId} class="progress" role="status" data-testid="export-progress">
            {progressText(progress)}
          </p>
          <progress
            class="export-bar"
            aria-labelledby={progressId}
            max={progress.reportedTotal ?? 1}
            // Indeterminate (no value) until the first answer tells how many.
            {...(progress.reportedTotal === null ? {} : { value: Math.min(progress.received, progress.reportedTotal) })}
          />
        </>
      )}
      {state.phase === 'running' && secondsLeft !== null && secondsLeft > 0 && (
        <p class="progress" data-testid="export-waiting">
          {t('linksExportWaiting', { seconds: formatNumber(secondsLeft) })}
        </p>
      )}
      {state.phase === 'failed' && (
        <FailureText
          message={
            state.page === null
              ? state.reason
              : t('linksExportFailed', { page: formatNumber(state.page), reason: state.reason })
          }
          waitUntil={null}
        />
      )}
      {state.phase === 'done' && (
        <div role="status" data-testid="export-done">
          <p>{progress.links.length === 0 ? t('linksExportNone') : tCount('linksExportDone', progress.links.length)}</p>
          {changed && (
            <p class="filter-note filter-note-warning" data-testid="export-changed">
              {t('linksExportChanged', {
                reported: formatNumber(progress.reportedTotal ?? 0),
                now: formatNumber(progress.latestTotal ?? 0),
                got: formatNumber(progress.received),
              })}
            </p>
          )}
          {progress.unreadable > 0 && (
            <p class="filter-note filter-note-warning" data-testid="export-unreadable">
              {tCount('linksExportUnreadable', progress.unreadable)}
            </p>
          )}
        </div>
      )}
    </Dialog>
  );
}
