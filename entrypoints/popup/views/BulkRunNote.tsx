import { browser } from 'wxt/browser';
import { runStatus } from '@/lib/bulk/run-status';
import { bulkViewPath } from '@/lib/bulk/view-url';
import { t } from '@/lib/i18n/messages';
import { useStoredBulkRun } from '../use-stored-bulk-run';

/**
 * Where a Shorten many run stands, under the form: the run belongs to the background, so a popup
 * opened while it goes on (or after it ended) says so, follows it as rows settle, and opens it in
 * the options page. Read from storage after the first paint; the popup never writes it.
 */
export function BulkRunNote() {
  const run = useStoredBulkRun();
  if (!run) return null;
  const open = () =>
    void browser.tabs
      .create({ url: browser.runtime.getURL(bulkViewPath({ server: run.serverId })) })
      .then(() => window.close());
  return (
    <p class="muted bulk-run-note" data-testid="popup-bulk-run">
      <span role="status">{t('popupBulkRun', { status: runStatus(run).line })}</span>{' '}
      <button type="button" class="button button-link" onClick={open}>
        {t('popupBulkShow')}
      </button>
    </p>
  );
}
