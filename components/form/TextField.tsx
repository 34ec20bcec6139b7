import type { ComponentChildren, InputHTMLAttributes } from 'preact';
import { describedFieldProps, useFieldIds } from './field-ids';
import { FieldNotes } from './FieldNotes';
import './fields.css';

type InputAttributes = Pick<
  InputHTMLAttributes,
  | 'autoCapitalize'
  | 'autoComplete'
  | 'autoFocus'
  | 'disabled'
  | 'inputMode'
  | 'list'
  | 'max'
  | 'maxLength'
  | 'min'
  | 'name'
  | 'placeholder'
  | 'spellcheck'
>;

export interface TextFieldProps extends InputAttributes {
  label: ComponentChildren;
  value: string;
  onInput: (value: string) => void;
  /** `text` by default; `date`, `time` and `password` give the browser's own pickers and masking. */
  type?: 'text' | 'password' | 'date' | 'time' | 'url' | 'search';
  hint?: ComponentChildren;
  messages?: readonly string[] | undefined;
  /** For narrow inputs such as a two-letter code. */
  class?: string;
  inputClass?: string;
  /** The input's id, when something else on the page refers to it; generated otherwise. */
  id?: string;
  /** Shown after the input on the same line, e.g. a button that reveals a hidden key. */
  adornment?: ComponentChildren;
}

/** A labelled single-line input with its hint and messages wired for assistive technology. */
export function TextField({
  label,
  value,
  onInput,
  type = 'text',
  hint,
  messages,
  class: className,
  inputClass,
  id,
  adornment,
  ...attributes
}: TextFieldProps) {
  const ids = useFieldIds(id);
  const input = (
    <input
      {...attributes}
      id={ids.control}
      class={['form-control', inputClass].filter(Boolean).join(' ')}
      type={type}
      value={value}
      onInput={(event) => onInput(event.currentTarget.value)}
      {...describedFieldProps(ids, hint !== undefined, messages)}
    />
  );
  return (
    <div class={['form-field', className].filter(Boolean).join(' ')}>
      <label class="form-label" for={ids.control}>
        {label}
      </label>
      {adornment === undefined ? (
        input
      ) : (
        <div class="form-with-adornment">
          {input}
          {adornment}
        </div>
      )}
      <FieldNotes ids={ids} hint={hint} messages={messages} />
    </div>
  );
}
