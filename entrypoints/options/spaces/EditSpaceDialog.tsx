import { useState } from 'preact/hooks';
import type { Space } from '@/lib/api/model/space';
import { t } from '@/lib/i18n/messages';
import type { SpaceFormValues } from './space-changes';
import { Dialog } from '../common/Dialog';
import { SpaceFields } from './SpaceFields';
import { updateSpace, useSpaceAction } from './use-spaces';
import { useFocusKeptThrough } from '../common/use-focus-kept-through';
import { spaceNameLength } from './space-name-length';
import { FailureText } from '../common/FailureText';
import type { ServerId } from '@/lib/servers';

export function EditSpaceDialog({
  serverId,
  space,
  onClose,
  onSaved,
}: {
  serverId: ServerId;
  space: Space;
  onClose: () => void;
  onSaved: (space: Space) => void;
}) {
  const [values, setValues] = useState<SpaceFormValues>({ name: space.name, color: space.color });
  const action = useSpaceAction();
  const errors = action.state.phase === 'failed' ? action.state.fields : {};
  useFocusKeptThrough(action.state.phase === 'busy');
  const save = async () => {
    // A name the server would refuse is not sent: the field already says why, and keeps it all.
    if (spaceNameLength(values.name).over > 0) {
      document.getElementById('edit-space-name')?.focus();
      return;
    }
    const saved = await action.run(() => updateSpace(serverId, space, values));
    if (saved) onSaved(saved);
  };
  return (
    <Dialog
      title={t('spaceEditTitle', { name: space.name })}
      onClose={onClose}
      testId="edit-space-dialog"
      actions={
        <>
          <button type="button" class="button" onClick={onClose}>
            {t('spaceEditCancel')}
          </button>
          <button
            type="submit"
            form="edit-space-form"
            class="button button-primary"
            disabled={action.state.phase === 'busy'}
          >
            {t('spaceEditSave')}
          </button>
        </>
      }
    >
      <form id="edit-space-form" class="dialog-form" noValidate onSubmit={(e) => (e.preventDefault(), void save())}>
        <SpaceFields idPrefix="edit-space" values={values} onChange={setValues} errors={errors} />
        {action.state.phase === 'failed' && (
          <FailureText message={action.state.message} waitUntil={action.state.waitUntil} />
        )}
      </form>
    </Dialog>
  );
}
