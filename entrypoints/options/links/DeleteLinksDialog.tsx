import { countOf } from './labels';
import { ConfirmDialog } from '../common/ConfirmDialog';
import type { DeleteState } from './use-delete-links';

const LISTED = 8;

/** The running count, and while the background waits for the server's rate limit, how long. */
function progressLabel({ progress, waitingUntil }: Extract<DeleteState, { phase: 'deleting' }>, now: number): string {
  const seconds = waitingUntil === null ? 0 : Math.ceil((waitingUntil - now) / 1000);
  if (seconds > 0) {
    return `Deleted ${progress.done} of ${progress.total} — waiting ${seconds} s for the server's rate limit`;
  }
  return `Deleting… ${progress.done} of ${progress.total} deleted`;
}

/** Names what will be lost: the alias of one link, or the first few of several. */
export function DeleteLinksDialog({
  state,
  onConfirm,
  onCancel,
}: {
  state: Exclude<DeleteState, { phase: 'closed' }>;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const { links } = state;
  const single = links.length === 1 ? links[0] : undefined;
  const busyLabel = state.phase === 'deleting' ? progressLabel(state, Date.now()) : null;
  return (
    <ConfirmDialog
      title={single ? `Delete ${single.alias}?` : `Delete ${countOf(links.length, 'link')}?`}
      confirmLabel="Delete"
      busyLabel={busyLabel}
      onConfirm={onConfirm}
      onCancel={onCancel}
      testId="delete-links-dialog"
    >
      {single ? (
        <p>
          The short link <strong>{single.shortUrl}</strong> will stop working and its statistics will be deleted. This
          cannot be undone.
        </p>
      ) : (
        <>
          <p>These short links will stop working and their statistics will be deleted. This cannot be undone.</p>
          <ul class="alias-list">
            {links.slice(0, LISTED).map((link) => (
              <li key={link.id}>{link.shortUrl}</li>
            ))}
            {links.length > LISTED && <li>and {countOf(links.length - LISTED, 'more link')}</li>}
          </ul>
        </>
      )}
    </ConfirmDialog>
  );
}
