import { SPACE_COLORS, SPACE_NAME_MAX_LENGTH, type SpaceColor } from '@/lib/api/model/space';
import { spaceColorName } from '@/components/link-form/space-colors';
import type { SpaceFormValues } from './space-changes';
import { TextField } from '@/components/form/TextField';
import { formatNumber } from '@/lib/i18n/format';
import { t } from '@/lib/i18n/messages';
import { tCount } from '@/lib/i18n/plural';

interface Props {
  idPrefix: string;
  values: SpaceFormValues;
  onChange: (values: SpaceFormValues) => void;
  errors: Record<string, string[]>;
}

/** Name (with the server's length limit) and one of the six colours, shown as colours. */
export function SpaceFields({ idPrefix, values, onChange, errors }: Props) {
  const left = SPACE_NAME_MAX_LENGTH - values.name.length;
  return (
    <>
      <TextField
        id={`${idPrefix}-name`}
        label={t('spaceName')}
        value={values.name}
        maxLength={SPACE_NAME_MAX_LENGTH}
        onInput={(name) => onChange({ ...values, name })}
        messages={errors.name}
        spellcheck={false}
        hint={tCount('spaceNameCharactersLeft', left, { max: formatNumber(SPACE_NAME_MAX_LENGTH) })}
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
