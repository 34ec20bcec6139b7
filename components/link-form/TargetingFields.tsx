import { useEffect, useId, useRef, useState } from 'preact/hooks';
import { SelectField } from '../form/SelectField';
import { TextField } from '../form/TextField';
import type { TargetingKind } from '@/lib/api/model/link';
import { PLATFORMS } from '@/lib/api/model/link';
import {
  addTargetingRow,
  changeTargetingKind,
  removeTargetingRow,
  updateTargetingRow,
} from '@/lib/link-form/targeting-rows';
import type { TargetingRowValues } from '@/lib/link-form/values';
import type { SectionProps } from './section-props';
import { COMMON_COUNTRIES, COMMON_LANGUAGES, TARGETING_KIND_OPTIONS } from './targeting-choices';

const PLATFORM_OPTIONS = PLATFORMS.map((platform) => ({ value: platform, label: platform }));

/** "Targeting": the kind, then rows of key → destination the user can add and remove. */
export function TargetingFields({ values, onChange, messages }: SectionProps) {
  const { targeting } = values;
  const listId = useId();
  const rowsRef = useRef<HTMLDivElement>(null);
  // After adding or removing a row, keyboard focus goes where the user will continue.
  const [focusRow, setFocusRow] = useState<number | null>(null);

  useEffect(() => {
    if (focusRow === null || !rowsRef.current) return;
    const row = rowsRef.current.querySelector<HTMLElement>(`[data-row="${focusRow}"] :is(input, select)`);
    (row ?? rowsRef.current.querySelector<HTMLElement>('.lf-add-row'))?.focus();
    setFocusRow(null);
  }, [focusRow]);

  const activeKind = targeting.kind === 'none' ? null : targeting.kind;
  const setTargeting = (next: typeof targeting) => onChange({ ...values, targeting: next });

  return (
    <div class="lf-targeting">
      <SelectField
        label="Targeting"
        name="targetingKind"
        value={targeting.kind}
        onChange={(kind) => setTargeting(changeTargetingKind(targeting, kind as TargetingKind))}
        options={TARGETING_KIND_OPTIONS}
        messages={messages.targetingKind}
        hint={KIND_HINTS[targeting.kind]}
      />
      {activeKind !== null && (
        <div class="lf-rows" ref={rowsRef}>
          {targeting.kind === 'country' && <CodeSuggestions id={`${listId}-codes`} codes={COMMON_COUNTRIES} />}
          {targeting.kind === 'language' && <CodeSuggestions id={`${listId}-codes`} codes={COMMON_LANGUAGES} />}
          {targeting.rows.map((row, index) => (
            <TargetingRow
              key={index}
              kind={activeKind}
              index={index}
              row={row}
              codeListId={`${listId}-codes`}
              keyMessages={messages[`targetingKey.${index}`]}
              destinationMessages={messages[`targetingDestination.${index}`]}
              onChange={(change) => setTargeting(updateTargetingRow(targeting, index, change))}
              onRemove={() => {
                setTargeting(removeTargetingRow(targeting, index));
                setFocusRow(Math.min(index, targeting.rows.length - 2));
              }}
            />
          ))}
          {messages.targetingRows && <p class="form-error">{messages.targetingRows.join(' ')}</p>}
          <button
            type="button"
            class="button lf-add-row"
            onClick={() => {
              setTargeting(addTargetingRow(targeting));
              setFocusRow(targeting.rows.length);
            }}
          >
            Add destination
          </button>
        </div>
      )}
    </div>
  );
}

const KIND_HINTS: Record<TargetingKind, string> = {
  none: 'Everyone goes to the URL above.',
  country: 'Visitors from a country go to its destination.',
  platform: 'Visitors on a platform go to its destination.',
  language: "Visitors go to the destination for their browser's language.",
  rotation: 'Visitors are sent to each destination in turn.',
};

interface RowProps {
  kind: Exclude<TargetingKind, 'none'>;
  index: number;
  row: TargetingRowValues;
  codeListId: string;
  keyMessages: string[] | undefined;
  destinationMessages: string[] | undefined;
  onChange: (change: Partial<TargetingRowValues>) => void;
  onRemove: () => void;
}

function TargetingRow({
  kind,
  index,
  row,
  codeListId,
  keyMessages,
  destinationMessages,
  onChange,
  onRemove,
}: RowProps) {
  const number = index + 1;
  return (
    <div
      class={`lf-row${kind === 'rotation' ? ' lf-row-rotation' : ''}`}
      data-row={index}
      role="group"
      aria-label={`Row ${number}`}
    >
      {kind === 'platform' && (
        <SelectField
          label={`Platform ${number}`}
          value={row.key}
          onChange={(key) => onChange({ key })}
          options={PLATFORM_OPTIONS}
          messages={keyMessages}
          class="lf-row-key"
        />
      )}
      {(kind === 'country' || kind === 'language') && (
        <TextField
          label={`${kind === 'country' ? 'Country' : 'Language'} ${number}`}
          value={row.key}
          onInput={(key) => onChange({ key })}
          list={codeListId}
          maxLength={2}
          autoComplete="off"
          spellcheck={false}
          placeholder={kind === 'country' ? 'US' : 'en'}
          messages={keyMessages}
          class="lf-row-key"
          inputClass="lf-code"
        />
      )}
      <TextField
        label={`Destination ${number}`}
        value={row.destination}
        onInput={(destination) => onChange({ destination })}
        inputMode="url"
        autoComplete="off"
        spellcheck={false}
        placeholder="https://"
        messages={destinationMessages}
        class="lf-row-destination"
      />
      <button type="button" class="button lf-remove-row" aria-label={`Remove row ${number}`} onClick={onRemove}>
        Remove
      </button>
    </div>
  );
}

function CodeSuggestions({ id, codes }: { id: string; codes: [string, string][] }) {
  return (
    <datalist id={id}>
      {codes.map(([code, name]) => (
        <option key={code} value={code}>
          {name}
        </option>
      ))}
    </datalist>
  );
}
