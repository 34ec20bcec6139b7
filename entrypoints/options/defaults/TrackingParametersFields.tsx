import { useLayoutEffect, useRef, useState } from 'preact/hooks';
import { CheckboxField } from '@/components/form/CheckboxField';
import { TextField } from '@/components/form/TextField';
import { t, type MessageKey } from '@/lib/i18n/messages';
import type { TrackingParameterChoices } from '@/lib/settings';
import { trackingEntryProblem, trackingListOf, type EntryProblem } from '@/lib/tracking-parameters';

// Keys, not sentences: each is looked up at render, in the page's language.
const ENTRY_PROBLEMS = {
  empty: 'trackingEntryEmpty',
  space: 'trackingEntrySpace',
  character: 'trackingEntryCharacter',
  duplicate: 'trackingEntryDuplicate',
} as const satisfies Record<EntryProblem, MessageKey>;

interface Props {
  choices: TrackingParameterChoices;
  onChange: (choices: TrackingParameterChoices) => void;
}

/**
 * Whether tracking parameters are removed before shortening, and which: the standard list
 * (lib/tracking-parameters.ts) until the user edits it. A name that cannot be one gets its
 * message at the field, and the text typed stays there to be corrected.
 */
export function TrackingParametersFields({ choices, onChange }: Props) {
  const [typed, setTyped] = useState('');
  const [problem, setProblem] = useState<EntryProblem | null>(null);
  const list = trackingListOf(choices);
  const block = useRef<HTMLFieldSetElement>(null);
  // A name taken off with its button: the keyboard goes on to the next one (or the last, or the field).
  const [focusAt, setFocusAt] = useState<number | null>(null);
  useLayoutEffect(() => {
    if (focusAt === null) return;
    const buttons = block.current?.querySelectorAll<HTMLElement>('.tracking-list button') ?? [];
    const next = buttons[Math.min(focusAt, buttons.length - 1)];
    (next ?? block.current?.querySelector<HTMLElement>('input[name="trackingParameter"]'))?.focus();
    setFocusAt(null);
  }, [focusAt]);

  const add = () => {
    // Spaces around a pasted name are not part of it; one inside it is a mistake to point out.
    const entry = typed.trim();
    const found = trackingEntryProblem(entry, list);
    setProblem(found);
    if (found) return;
    onChange({ ...choices, names: [...list, entry] });
    setTyped('');
  };

  return (
    <fieldset class="tracking-fields" ref={block}>
      <legend>{t('defaultsTracking')}</legend>
      <CheckboxField
        label={t('defaultsTrackingOn')}
        hint={t('defaultsTrackingOnHint')}
        checked={choices.remove}
        onChange={(remove) => onChange({ ...choices, remove })}
      />
      <div class="tracking-list-block">
        <p class="form-label" id="tracking-list-label">
          {t('defaultsTrackingList')}
        </p>
        {list.length === 0 ? (
          <p class="muted">{t('defaultsTrackingEmptyList')}</p>
        ) : (
          <ul class="tracking-list" aria-labelledby="tracking-list-label" data-testid="tracking-list">
            {list.map((name, index) => (
              <li key={name}>
                <code>{name}</code>
                {name.endsWith('*') && (
                  <span class="muted"> {t('defaultsTrackingPrefix', { prefix: name.slice(0, -1) })}</span>
                )}
                <button
                  type="button"
                  class="button button-small button-icon"
                  aria-label={t('defaultsTrackingRemoveEntry', { name })}
                  title={t('defaultsTrackingRemoveEntry', { name })}
                  onClick={() => {
                    onChange({ ...choices, names: list.filter((other) => other !== name) });
                    setFocusAt(index);
                  }}
                >
                  <span aria-hidden="true">×</span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
      <div
        onKeyDown={(event) => {
          // Enter adds the name, as the button does (the settings form itself has nothing to submit).
          if (event.key === 'Enter' && event.target instanceof HTMLInputElement) {
            event.preventDefault();
            add();
          }
        }}
      >
        <TextField
          label={t('defaultsTrackingAdd')}
          name="trackingParameter"
          autoComplete="off"
          autoCapitalize="off"
          spellcheck={false}
          value={typed}
          onInput={(value) => {
            setTyped(value);
            setProblem(null);
          }}
          hint={t('defaultsTrackingAddHint')}
          messages={problem ? [t(ENTRY_PROBLEMS[problem])] : undefined}
          adornment={
            <button type="button" class="button button-small" onClick={add}>
              {t('defaultsTrackingAddButton')}
            </button>
          }
        />
      </div>
      {choices.names !== null && (
        <div>
          <button
            type="button"
            class="button button-small"
            onClick={() => {
              onChange({ ...choices, names: null });
              // The button goes once the standard list is back: the keyboard goes to the list's first name.
              setFocusAt(0);
            }}
          >
            {t('defaultsTrackingRestore')}
          </button>
        </div>
      )}
    </fieldset>
  );
}
