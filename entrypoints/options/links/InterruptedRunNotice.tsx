import { formatNumber } from '@/lib/i18n/format';
import { t } from '@/lib/i18n/messages';
import type { InterruptedRun } from './use-interrupted-run';

/**
 * At the links list, after a bulk delete was cut short by a closed page or browser: how many links
 * went, how many are still there, and the two ways on. Nothing is deleted until the user asks again.
 */
export function InterruptedRunNotice({
  run,
  onDeleteRest,
  onDismiss,
}: {
  run: InterruptedRun;
  onDeleteRest: () => void;
  onDismiss: () => void;
}) {
  const left = run.remaining.length;
  // The link that could not be checked has a sentence of its own: it is not counted as still there.
  const surelyLeft = left - (run.unchecked ? 1 : 0);
  return (
    <div class="card run-notice" role="alert" data-testid="interrupted-run">
      <p>
        {t('linksRunInterrupted', {
          deleted: formatNumber(run.deleted),
          total: formatNumber(run.total),
          left: formatNumber(surelyLeft),
        })}
      </p>
      {run.unchecked && (
        <p>{t('linksRunUnchecked', { url: run.unchecked.link.shortUrl, reason: run.unchecked.reason })}</p>
      )}
      <div class="run-notice-actions">
        {left > 0 && (
          <button type="button" class="button button-danger" onClick={onDeleteRest}>
            {t('linksRunDeleteRest', { count: formatNumber(left) })}
          </button>
        )}
        <button type="button" class="button" onClick={onDismiss}>
          {t('linksRunDismiss')}
        </button>
      </div>
    </div>
  );
}
