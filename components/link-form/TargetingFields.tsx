import { useId, useLayoutEffect, useRef, useState } from 'preact/hooks';
import { SelectField } from '../form/SelectField';
import { TextField } from '../form/TextField';
import { MAX_TARGETING_RULES, type TargetingKind } from '@/lib/api/model/link';
import type { TargetKeyLists } from '@/lib/api/model/server';
import { formatNumber } from '@/lib/i18n/format';
import { t, type MessageKey } from '@/lib/i18n/messages';
import { tCount } from '@/lib/i18n/plural';
import {
  addTargetingRow,
  canAddTargetingRow,
  changeTargetingKind,
  removeTargetingRow,
  updateTargetingRow,
} from '@/lib/link-form/targeting-rows';
import { showsUnreportedRules } from '@/lib/link-form/unreported';
import type { TargetingRowValues } from '@/lib/link-form/values';
import type { SectionProps } from './section-props';
import { keyChoices, targetingKindChoices, targetingKindLabel, type Choice, type KeyedKind } from './targeting-choices';

/**
 * "Targeting": the kind (those the server offers), then rows of key → destination the user can
 * add and remove, each key chosen by name from the kind's list.
 */
export function TargetingFields({ values, onChange, messages, capabilities, mode, original }: SectionProps) {
  const { targeting } = values;
  const rowsRef = useRef<HTMLDivElement>(null);
  // After adding or removing a row, keyboard focus goes where the user will continue.
  const [focusRow, setFocusRow] = useState<number | null>(null);

  useLayoutEffect(() => {
    if (focusRow === null || !rowsRef.current) return;
    const row = rowsRef.current.querySelector<HTMLElement>(`[data-row="${focusRow}"] :is(input, select)`);
    (row ?? rowsRef.current.querySelector<HTMLElement>('.lf-add-row'))?.focus();
    setFocusRow(null);
  }, [focusRow]);

  const activeKind = targeting.kind === 'none' ? null : targeting.kind;
  const setTargeting = (next: typeof targeting) => onChange({ ...values, targeting: next });
  const kinds = targetingKindChoices(capabilities.targetingKinds);
  // A kind chosen for another server (a restored draft) stays visible, with its message.
  if (!kinds.some((kind) => kind.value === targeting.kind)) {
    kinds.push({ value: targeting.kind, label: targetingKindLabel(targeting.kind) });
  }
  const canAdd = canAddTargetingRow(targeting);
  const fullNoteId = useId();
  const unreported = mode === 'edit' && showsUnreportedRules(original, targeting);

  return (
    <div class="lf-targeting">
      <SelectField
        label={t('targetTitle')}
        name="targetingKind"
        value={targeting.kind}
        onChange={(kind) => setTargeting(changeTargetingKind(targeting, kind as TargetingKind))}
        options={kinds}
        messages={messages.targetingKind}
        hint={t(KIND_HINTS[targeting.kind])}
      />
      {activeKind !== null && (
        <div class="lf-rows" ref={rowsRef}>
          {unreported && (
            <p class="form-hint" data-testid="targeting-not-reported">
              {t('targetNotReported')}
            </p>
          )}
          {targeting.rows.map((row, index) => (
            <TargetingRow
              key={index}
              kind={activeKind}
              keyLists={capabilities.targetKeys}
              index={index}
              row={row}
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
            disabled={!canAdd}
            aria-describedby={canAdd ? undefined : fullNoteId}
            onClick={() => {
              setTargeting(addTargetingRow(targeting));
              setFocusRow(targeting.rows.length);
            }}
          >
            {t('targetAdd')}
          </button>
          {!canAdd && (
            <p id={fullNoteId} class="form-hint">
              {tCount('targetMax', MAX_TARGETING_RULES)}
            </p>
          )}
        </div>
      )}
    </div>
  );
}

/** Keys, not sentences: the words are looked up at render, in the page's language. */
const KIND_HINTS: Record<TargetingKind, MessageKey> = {
  none: 'targetHintNone',
  continent: 'targetHintContinent',
  country: 'targetHintCountry',
  platform: 'targetHintPlatform',
  browser: 'targetHintBrowser',
  language: 'targetHintLanguage',
  device: 'targetHintDevice',
  rotation: 'targetHintRotation',
};

/** The empty choice of long lists (countries, languages): no entry is a sensible default. */
const PROMPTS: Partial<Record<KeyedKind, MessageKey>> = {
  country: 'targetChooseCountry',
  language: 'targetChooseLanguage',
};

interface RowProps {
  kind: Exclude<TargetingKind, 'none'>;
  keyLists: TargetKeyLists;
  index: number;
  row: TargetingRowValues;
  keyMessages: string[] | undefined;
  destinationMessages: string[] | undefined;
  onChange: (change: Partial<TargetingRowValues>) => void;
  onRemove: () => void;
}

function TargetingRow({ kind, keyLists, index, row, keyMessages, destinationMessages, onChange, onRemove }: RowProps) {
  const number = formatNumber(index + 1);
  return (
    <div
      class={`lf-row${kind === 'rotation' ? ' lf-row-rotation' : ''}`}
      data-row={index}
      role="group"
      aria-label={t('targetRow', { number })}
    >
      {kind !== 'rotation' && (
        <SelectField
          label={t('targetRowKey', { kind: targetingKindLabel(kind), number })}
          value={row.key}
          onChange={(key) => onChange({ key })}
          options={rowKeyChoices(kind, keyLists, row.key)}
          messages={keyMessages}
          class="lf-row-key"
        />
      )}
      <TextField
        label={t('targetRowDestination', { number })}
        value={row.destination}
        onInput={(destination) => onChange({ destination })}
        inputMode="url"
        autoComplete="off"
        spellcheck={false}
        placeholder="https://"
        messages={destinationMessages}
        class="lf-row-destination"
      />
      <button
        type="button"
        class="button lf-remove-row"
        aria-label={t('targetRemoveRow', { number })}
        onClick={onRemove}
      >
        {t('targetRemove')}
      </button>
    </div>
  );
}

/**
 * The kind's keys, after a prompt where the list is long. A key outside the list (a link made
 * elsewhere, a browser this extension does not name) stays selectable as the server spells it.
 */
function rowKeyChoices(kind: KeyedKind, lists: TargetKeyLists, current: string): readonly Choice[] {
  const choices = keyChoices(kind, lists);
  const prompt = PROMPTS[kind];
  const unknown = current !== '' && !choices.some((choice) => choice.value === current);
  return [
    ...(prompt === undefined && current !== '' ? [] : [{ value: '', label: t(prompt ?? 'targetChoose') }]),
    ...(unknown ? [{ value: current, label: current }] : []),
    ...choices,
  ];
}
