import { FieldNotes } from '../form/FieldNotes';
import { describedFieldProps, useFieldIds } from '../form/field-ids';
import type { Pixel } from '@/lib/api/model/link';
import type { SectionProps } from './section-props';
import { t } from '@/lib/i18n/messages';

interface Props extends SectionProps {
  pixels: readonly Pixel[];
}

/**
 * "Pixels": a checkbox per pixel the server offers. A server that lists its pixels gives them all;
 * a classic one cannot, so they are the ones seen on its links.
 */
export function PixelsField({ values, onChange, messages, pixels, capabilities }: Props) {
  const ids = useFieldIds();
  const chosen = new Set(values.pixelIds);
  const toggle = (id: string, on: boolean) =>
    onChange({ ...values, pixelIds: on ? [...values.pixelIds, id] : values.pixelIds.filter((p) => p !== id) });
  const hint =
    pixels.length > 0 ? undefined : capabilities.listsResources ? t('pixelNoneOnServer') : t('pixelNoneKnown');
  return (
    <fieldset class="lf-group" {...describedFieldProps(ids, hint !== undefined, messages.pixelIds)}>
      <legend class="lf-field-legend">{t('pixelTitle')}</legend>
      {pixels.length > 0 && (
        <div class="lf-pixels">
          {pixels.map((pixel) => {
            const id = String(pixel.id);
            return (
              <label key={id} class="lf-pixel">
                <input
                  class="form-checkbox"
                  type="checkbox"
                  name="pixels"
                  value={id}
                  checked={chosen.has(id)}
                  onChange={(event) => toggle(id, event.currentTarget.checked)}
                />
                <span>
                  {pixel.name}
                  {pixel.type !== null && <span class="form-hint"> · {pixel.type}</span>}
                </span>
              </label>
            );
          })}
        </div>
      )}
      <FieldNotes ids={ids} hint={hint} messages={messages.pixelIds} />
    </fieldset>
  );
}
