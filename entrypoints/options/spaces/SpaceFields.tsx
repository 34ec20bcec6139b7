import { SPACE_COLORS, type SpaceColor } from '@/lib/api/model/space';
import { spaceColorName } from '@/components/link-form/space-colors';
import type { SpaceFormValues } from './space-changes';
import { TextField } from '@/components/form/TextField';
import { t } from '@/lib/i18n/messages';
import { spaceNameNote } from './space-name-length';

interface Props {
  idPrefix: string;
  values: SpaceFormValues;
  onChange: (values: SpaceFormValues) => void;
  errors: Record<string, string[]>;
}

/**
 * Name and one of the six colours, shown as colours. The name has no `maxlength`: the browser would
 * count UTF-16 units and cut a pasted emoji in half; its length is counted as the server counts it
 * and a name too long is refused at the field (./space-name-length.ts).
 */
export function SpaceFields({ idPrefix, values, onChange, errors }: Props) {
  const note = spaceNameNote(values.name);
  const nameMessages = [...(note.problem ? [note.problem] : []), ...(errors.name ?? [])];
  return (
    <>
      <TextField
        id={`${idPrefix}-name`}
        label={t('spaceName')}
        value={values.name}
        onInput={(name) => onChange({ ...values, name })}
        messages={nameMessages.length > 0 ? nameMessages : undefined}
        spellcheck={false}
        hint={note.hint}
      />
      <fieldset class="color-picker">
        <legend>{t('spaceColor')}</legend>
        {SPACE_COLORS.map((color: SpaceColor) => (
          <label key={color} class="swatch-option">
            <input
              type="radio"
              name={`${idPrefix}-color`}
              checked={values.color === color}
              onChange={() => onChange({ ...values, color })}
            />
            <span class={`swatch lf-space-color-${color}`} aria-hidden="true" />
            <span class="swatch-name">{spaceColorName(color)}</span>
          </label>
        ))}
        {errors.color && <p class="form-error">{errors.color.join(' ')}</p>}
      </fieldset>
    </>
  );
}
