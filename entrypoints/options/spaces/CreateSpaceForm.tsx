import { useState } from 'preact/hooks';
import { t } from '@/lib/i18n/messages';
import type { SpaceFormValues } from './space-changes';
import { SpaceFields } from './SpaceFields';
import { createSpace, useSpaceAction } from './use-spaces';
import { useFocusKeptThrough } from '../common/use-focus-kept-through';
import { spaceNameLength } from './space-name-length';
import { FailureText } from '../common/FailureText';
import type { ServerId } from '@/lib/servers';

const EMPTY: SpaceFormValues = { name: '', color: 1 };

export function CreateSpaceForm({ serverId, onCreated }: { serverId: ServerId; onCreated: (name: string) => void }) {
  const [values, setValues] = useState<SpaceFormValues>(EMPTY);
  const action = useSpaceAction();
  const errors = action.state.phase === 'failed' ? action.state.fields : {};
  useFocusKeptThrough(action.state.phase === 'busy');
  const onSubmit = async (event: Event) => {
    event.preventDefault();
    // A name the server would refuse is not sent: the field already says why, and keeps it all.
    if (spaceNameLength(values.name).over > 0) {
      document.getElementById('new-space-name')?.focus();
      return;
    }
    const created = await action.run(() => createSpace(serverId, values));
    if (created) {
      setValues(EMPTY);
      onCreated(created.name);
    }
  };
  return (
    <form
      class="card space-create"
      onSubmit={(e) => void onSubmit(e)}
      noValidate
      aria-labelledby="create-space-heading"
    >
      <h3 id="create-space-heading">{t('spaceCreateHeading')}</h3>
      <SpaceFields idPrefix="new-space" values={values} onChange={setValues} errors={errors} />
      <div class="form-actions">
        <button type="submit" class="button button-primary" disabled={action.state.phase === 'busy'}>
          {t('spaceCreate')}
        </button>
        {action.state.phase === 'failed' && (
          <FailureText message={action.state.message} waitUntil={action.state.waitUntil} />
        )}
      </div>
    </form>
  );
}
