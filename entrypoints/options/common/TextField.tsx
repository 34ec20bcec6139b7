import type { ComponentChildren } from 'preact';

interface Props {
  id: string;
  label: string;
  value: string;
  onInput: (value: string) => void;
  type?: 'text' | 'password' | 'search';
  hint?: ComponentChildren;
  errors?: string[];
  placeholder?: string;
  autoComplete?: string;
  maxLength?: number;
  inputMode?: 'url' | 'text';
  /** Next to the input, e.g. a reveal toggle. */
  addon?: ComponentChildren;
}

/** A labelled input whose hint and errors are read out with it. */
export function TextField({
  id,
  label,
  value,
  onInput,
  type = 'text',
  hint,
  errors = [],
  placeholder,
  autoComplete,
  maxLength,
  inputMode,
  addon,
}: Props) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = errors.length > 0 ? `${id}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;
  return (
    <div class="field">
      <label for={id}>{label}</label>
      <div class="field-control">
        <input
          id={id}
          type={type}
          value={value}
          placeholder={placeholder}
          autoComplete={autoComplete}
          maxLength={maxLength}
          inputMode={inputMode}
          spellcheck={false}
          aria-invalid={errors.length > 0 ? 'true' : undefined}
          aria-describedby={describedBy}
          onInput={(event) => onInput(event.currentTarget.value)}
        />
        {addon}
      </div>
      {errorId && (
        <p id={errorId} class="field-error">
          {errors.join(' ')}
        </p>
      )}
      {hint && (
        <p id={hintId} class="field-hint">
          {hint}
        </p>
      )}
    </div>
  );
}
