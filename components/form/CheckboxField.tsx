import type { ComponentChildren } from 'preact';
import { describedFieldProps, useFieldIds } from './field-ids';
import { FieldNotes } from './FieldNotes';
import './fields.css';

export interface CheckboxFieldProps {
  label: ComponentChildren;
  checked: boolean;
  onChange: (checked: boolean) => void;
  hint?: ComponentChildren;
  messages?: readonly string[] | undefined;
  disabled?: boolean;
  name?: string;
  value?: string;
}

/** A checkbox with its label to the right; the whole label is the click target. */
export function CheckboxField({ label, checked, onChange, hint, messages, disabled, name, value }: CheckboxFieldProps) {
  const ids = useFieldIds();
  return (
    <div class="form-field form-check">
      <div class="form-check-row">
        <input
          id={ids.control}
          class="form-checkbox"
          type="checkbox"
          name={name}
          value={value}
          checked={checked}
          disabled={disabled}
          onChange={(event) => onChange(event.currentTarget.checked)}
          {...describedFieldProps(ids, hint !== undefined, messages)}
        />
        <label class="form-check-label" for={ids.control}>
          {label}
        </label>
      </div>
      <FieldNotes ids={ids} hint={hint} messages={messages} />
    </div>
  );
}
