import { useLayoutEffect, useRef, useState } from 'preact/hooks';
import { TextField } from '@/components/form/TextField';
import { t, type MessageKey } from '@/lib/i18n/messages';
import {
  canTag,
  presetNameProblem,
  UTM_FIELDS,
  utmTagsOf,
  withUtmTags,
  type PresetNameProblem,
  type UtmField,
  type UtmPreset,
} from '@/lib/utm';
import { useUtmPresets } from '../use-utm-presets';
import type { FormPart } from './form-part';
import './utm-builder.css';

// Keys, not sentences: each label is looked up at render, in the page's language.
const LABELS = {
  source: 'utmFieldSource',
  medium: 'utmFieldMedium',
  campaign: 'utmFieldCampaign',
  term: 'utmFieldTerm',
  content: 'utmFieldContent',
} as const satisfies Record<UtmField, MessageKey>;

/** Why the tags cannot be saved as a preset: the name's problem, or no tag to save. */
const SAVE_PROBLEMS = {
  empty: 'utmPresetNameEmpty',
  duplicate: 'utmPresetNameDuplicate',
  'no-tags': 'utmPresetTagsEmpty',
} as const satisfies Record<PresetNameProblem | 'no-tags', MessageKey>;
type SaveProblem = keyof typeof SAVE_PROBLEMS;

/**
 * The popup's campaign tags (UTM builder), first under "More options". The URL field is its only
 * state: each tag typed is written into the address at once (an existing `utm_` tag replaced, never
 * repeated), so the address sent is the one on screen. Presets are the server's own.
 */
export function UtmBuilder({ popup }: { popup: FormPart }) {
  const { values } = popup;
  const url = values.destination;
  const usable = canTag(url);
  const tags = utmTagsOf(url);
  const { presets, failed, save, remove } = useUtmPresets(popup.data);
  const [name, setName] = useState('');
  const [problem, setProblem] = useState<SaveProblem | null>(null);
  const setUrl = (destination: string) => popup.change({ ...values, destination });
  const group = useRef<HTMLFieldSetElement>(null);
  // A preset deleted with its button: the keyboard goes on to the next one (or the last, or the name field).
  const [focusAt, setFocusAt] = useState<number | null>(null);
  useLayoutEffect(() => {
    if (focusAt === null) return;
    const buttons = group.current?.querySelectorAll<HTMLElement>('.utm-preset-apply:not(:disabled)') ?? [];
    const next = buttons[Math.min(focusAt, buttons.length - 1)];
    (next ?? group.current?.querySelector<HTMLElement>('input[name="utm-preset-name"]'))?.focus();
    setFocusAt(null);
  }, [focusAt]);

  const saveTags = () => {
    const noTags = UTM_FIELDS.every((field) => tags[field].trim() === '');
    const found = presetNameProblem(name, presets) ?? (noTags ? 'no-tags' : null);
    setProblem(found);
    if (found) return;
    const preset: UtmPreset = { name: name.trim(), ...tags };
    save(preset);
    setName('');
  };

  return (
    <fieldset class="lf-group utm-builder" data-testid="utm-builder" ref={group}>
      <legend class="utm-title">{t('utmTitle')}</legend>
      <p class="form-hint">{usable ? t('utmHint') : t('utmNeedsAddress')}</p>
      {presets.length > 0 && (
        <ul class="utm-presets" aria-label={t('utmPresetList')}>
          {presets.map((preset, index) => (
            <li key={preset.name} class="utm-preset">
              <button
                type="button"
                class="utm-preset-apply"
                disabled={!usable}
                onClick={() => setUrl(withUtmTags(url, preset))}
              >
                {t('utmApply', { name: preset.name })}
              </button>
              <button
                type="button"
                class="utm-preset-delete"
                aria-label={t('utmDelete', { name: preset.name })}
                title={t('utmDelete', { name: preset.name })}
                onClick={() => {
                  remove(preset.name);
                  setFocusAt(index);
                }}
              >
                <span aria-hidden="true">×</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <div class="lf-pair">
        {UTM_FIELDS.map((field) => (
          <TextField
            key={field}
            label={t(LABELS[field])}
            name={`utm-${field}`}
            autoComplete="off"
            autoCapitalize="off"
            spellcheck={false}
            disabled={!usable}
            value={tags[field]}
            onInput={(value) => setUrl(withUtmTags(url, { [field]: value }))}
          />
        ))}
      </div>
      {usable && UTM_FIELDS.some((field) => tags[field] !== '') && (
        // The URL field is one narrow line: the whole address sent is spelled out here.
        <p class="utm-preview" data-testid="utm-preview">
          {t('utmPreview', { url })}
        </p>
      )}
      <div
        onKeyDown={(event) => {
          // Enter here saves the preset; elsewhere in the popup it shortens.
          if (event.key === 'Enter' && event.target instanceof HTMLInputElement) {
            event.preventDefault();
            saveTags();
          }
        }}
      >
        <TextField
          label={t('utmPresetName')}
          name="utm-preset-name"
          autoComplete="off"
          value={name}
          onInput={(typed) => {
            setName(typed);
            setProblem(null);
          }}
          messages={problem ? [t(SAVE_PROBLEMS[problem])] : failed ? [t('utmSaveFailed')] : undefined}
          adornment={
            <button type="button" class="button utm-save" onClick={saveTags}>
              {t('utmSave')}
            </button>
          }
        />
      </div>
    </fieldset>
  );
}
