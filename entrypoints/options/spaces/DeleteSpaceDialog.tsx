import { useEffect, useState } from 'preact/hooks';
import type { Space } from '@/lib/api/model/space';
import { countOf } from '../links/labels';
import { ConfirmDialog } from '../common/ConfirmDialog';
import { countLinksInSpace, removeSpace, useSpaceAction } from './use-spaces';

type Count = { phase: 'counting' } | { phase: 'known'; links: number } | { phase: 'unknown' };

/** Deleting a space deletes its links: the dialog says so, and how many, before anything happens. */
export function DeleteSpaceDialog({
  space,
  onClose,
  onDeleted,
}: {
  space: Space;
  onClose: () => void;
  onDeleted: (space: Space) => void;
}) {
  const [count, setCount] = useState<Count>({ phase: 'counting' });
  const action = useSpaceAction();
  useEffect(() => {
    let live = true;
    countLinksInSpace(space).then(
      (links) => live && setCount({ phase: 'known', links }),
      () => live && setCount({ phase: 'unknown' }),
    );
    return () => {
      live = false;
    };
  }, [space]);

  const confirm = async () => {
    const done = await action.run(async () => {
      await removeSpace(space);
      return true;
    });
    if (done) onDeleted(space);
  };
  const title =
    count.phase === 'known' && count.links > 0
      ? `Delete space ${space.name} and its ${countOf(count.links, 'link')}?`
      : `Delete space ${space.name}?`;
  return (
    <ConfirmDialog
      title={title}
      confirmLabel="Delete"
      busyLabel={action.state.phase === 'busy' ? 'Deleting…' : null}
      error={action.state.phase === 'failed' ? action.state.message : null}
      onConfirm={() => void confirm()}
      onCancel={onClose}
      testId="delete-space-dialog"
    >
      {/* The count arrives after the dialog has opened (and read its description): read it out then. */}
      <p data-testid="space-link-count" aria-live="polite">
        {count.phase === 'counting' && 'Counting the links in this space…'}
        {count.phase === 'known' &&
          (count.links === 0
            ? 'This space has no links. Only the space is deleted.'
            : `Deleting this space also deletes its ${countOf(count.links, 'link')}, with their statistics. Those short links will stop working. This cannot be undone.`)}
        {count.phase === 'unknown' &&
          'Deleting this space also deletes every link in it, with their statistics (the extension could not count them). This cannot be undone.'}
      </p>
    </ConfirmDialog>
  );
}
