import { useEffect, useState } from 'preact/hooks';
import type { Space } from '@/lib/api/model/space';
import { t } from '@/lib/i18n/messages';
import { tCount } from '@/lib/i18n/plural';
import { ConfirmDialog } from '../common/ConfirmDialog';
import type { ServerId } from '@/lib/servers';
import { useDeleteSpace } from './use-delete-space';
import { countLinksInSpace } from './use-spaces';

type Count = { phase: 'counting' } | { phase: 'known'; links: number } | { phase: 'unknown' };

/**
 * Deleting a space deletes its links: the dialog says so, and how many, before anything happens,
 * then shows the delete until it is done (./use-delete-space.ts).
 */
export function DeleteSpaceDialog({
  serverId,
  space,
  onClose,
  onDeleted,
}: {
  serverId: ServerId;
  space: Space;
  onClose: () => void;
  onDeleted: (space: Space) => void;
}) {
  const [count, setCount] = useState<Count>({ phase: 'counting' });
  const deletion = useDeleteSpace(serverId, space, onDeleted);
  useEffect(() => {
    let live = true;
    countLinksInSpace(serverId, space).then(
      (links) => live && setCount({ phase: 'known', links }),
      () => live && setCount({ phase: 'unknown' }),
    );
    return () => {
      live = false;
    };
  }, [serverId, space]);

  const title =
    count.phase === 'known' && count.links > 0
      ? tCount('deleteSpaceTitle', count.links, { name: space.name })
      : t('spaceDeleteTitle', { name: space.name });
  return (
    <ConfirmDialog
      title={title}
      confirmLabel={t('spaceDeleteConfirm')}
      busyLabel={deletion.state.phase === 'busy' ? t('spaceDeleting') : null}
      error={deletion.state.phase === 'failed' ? deletion.state.message : null}
      onConfirm={() => void deletion.confirm()}
      onCancel={onClose}
      testId="delete-space-dialog"
    >
      {/* The count arrives after the dialog has opened (and read its description): read it out then. */}
      <p data-testid="space-link-count" aria-live="polite">
        {count.phase === 'counting' && t('spaceDeleteCounting')}
        {count.phase === 'known' &&
          (count.links === 0 ? t('spaceDeleteNoLinks') : tCount('spaceDeleteLinksWarning', count.links))}
        {count.phase === 'unknown' && t('spaceDeleteUncountedWarning')}
      </p>
    </ConfirmDialog>
  );
}
