import type { Link } from '@/lib/api/model/link';
import type { SpaceSummary } from '@/lib/api/model/space';
import type { KnownResources } from '@/lib/known-resources/known-resources';
import { Dialog } from '../common/Dialog';

interface Props {
  link: Link;
  spaces: SpaceSummary[] | null;
  known: KnownResources | null;
  onClose: () => void;
  onSaved: (link: Link) => void;
}

/** Placeholder until the shared link form lands (branch `form`); then the edit dialog lives here. */
export function EditLinkSlot({ link, onClose }: Props) {
  return (
    <Dialog
      title={`Edit ${link.alias}`}
      onClose={onClose}
      actions={
        <button type="button" class="button" onClick={onClose}>
          Close
        </button>
      }
    >
      <p>Editing arrives with the shared link form.</p>
    </Dialog>
  );
}
