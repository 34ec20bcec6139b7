import type { ComponentChildren } from 'preact';
import { describedFieldProps, useFieldIds } from './field-ids';
import { FieldNotes } from './FieldNotes';
import './fields.css';

interface SelectOption {
  value: string;
  label: string;
}

export interface SelectFieldProps {
  label: ComponentChildren;
  value: string;
  onChange: (value: string) => void;
  options: readonly SelectOption[];
  hint?: ComponentChildren;
  messages?: readonly string[] | undefined;
  disabled?: boolean;
  name?: string;
  /** Shown after the select on the same line, e.g. a colour chip for the chosen space. */
  adornment?: ComponentChildren;
  class?: string;
}

/** A labelled native select (keyboard and screen-reader support come with it). */
export function SelectField({
  label,
  value,
  onChange,
  options,
  hint,
  messages,
  disabled,
  name,
  adornment,
  class: className,
}: SelectFieldProps) {
  const ids = useFieldIds();
  const select = (
    <select
      id={ids.control}
      name={name}
      class="form-control form-select"
      value={value}
      disabled={disabled}
      onChange={(event) => onChange(event.currentTarget.value)}
      {...describedFieldProps(ids, hint !== undefined, messages)}
    >
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  );
  return (
    <div class={['form-field', className].filter(Boolean).join(' ')}>
      <label class="form-label" for={ids.control}>
        {label}
      </label>
      {adornment === undefined ? (
        select
      ) : (
        <div class="form-with-adornment">
          {select}
          {adornment}
        </div>
      )}
      <FieldNotes ids={ids} hint={hint} messages={messages} />
    </div>
  );
}
