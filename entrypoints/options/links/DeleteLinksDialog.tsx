import { formatNumber } from '@/lib/i18n/format';
import { t } from '@/lib/i18n/messages';
import { tCount } from '@/lib/i18n/plural';
import { ConfirmDialog } from '../common/ConfirmDialog';
import { withElement } from '../common/with-element';
import type { DeleteState } from './use-delete-links';

const LISTED = 8;

/** The running count, and while the background waits for the server's rate limit, how long. */
function progressLabel({ progress, waitingUntil }: Extract<DeleteState, { phase: 'deleting' }>, now: number): string {
  const seconds = waitingUntil === null ? 0 : Math.ceil((waitingUntil - now) / 1000);
  const done = formatNumber(progress.done);
  const total = formatNumber(progress.total);
  if (seconds > 0) return t('linkDeleteWaiting', { done, seconds: formatNumber(seconds), total });
  return t('linkDeleteProgress', { done, total });
}

/** "The short link **https://s.example/abc** will stop working…", the URL in bold. */
function SingleLinkWarning({ shortUrl }: { shortUrl: string }) {
  return <p>{withElement((url) => t('linkDeleteOneWarning', { url }), <strong class="address">{shortUrl}</strong>)}</p>;
}

/** Names what will be lost: the alias of one link, or the first few of several. */
export function DeleteLinksDialog({
  state,
  onConfirm,
  onCancel,
  onStop,
}: {
  state: Exclude<DeleteState, { phase: 'closed' }>;
  onConfirm: () => void;
  onCancel: () => void;
  /** Stops a delete of several links (one link is a person's single request: it never waits long). */
  onStop?: () => void;
}) {
  const { links } = state;
  const single = links.length === 1 ? links[0] : undefined;
  const busyLabel = state.phase === 'deleting' ? progressLabel(state, Date.now()) : null;
  return (
    <ConfirmDialog
      title={single ? t('linkDeleteOneTitle', { alias: single.alias }) : tCount('linkDeleteTitle', links.length)}
      confirmLabel={t('linkDeleteConfirm')}
      busyLabel={busyLabel}
      onConfirm={onConfirm}
      onCancel={onCancel}
      {...(onStop && state.phase === 'deleting' && links.length > 1
        ? { stop: { label: t('linkDeleteStop'), onStop, stopping: state.stopping } }
        : {})}
      testId="delete-links-dialog"
    >
      {single ? (
        <SingleLinkWarning shortUrl={single.shortUrl} />
      ) : (
        <>
          <p>{t('linkDeleteManyWarning')}</p>
          <ul class="alias-list">
            {links.slice(0, LISTED).map((link) => (
              <li key={link.id} class="address">
                {link.shortUrl}
              </li>
            ))}
            {links.length > LISTED && <li>{tCount('linkDeleteMore', links.length - LISTED)}</li>}
          </ul>
        </>
      )}
    </ConfirmDialog>
  );
}
