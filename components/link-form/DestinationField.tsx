import { TextField } from '../form/TextField';

export interface DestinationFieldProps {
  /**
   * The caller's `t('fieldUrl')`: this field is in the popup's first paint, in a chunk that would
   * otherwise import the message lookup from another chunk only for this one word.
   */
  label: string;
  value: string;
  onInput: (value: string) => void;
  /** Messages for the `destination` model path. */
  messages?: readonly string[] | undefined;
  autoFocus?: boolean;
  hint?: string;
}

/** The "URL" field: the address the short link sends visitors to. Separate so the popup can place it itself. */
export function DestinationField({ label, value, onInput, messages, autoFocus, hint }: DestinationFieldProps) {
  return (
    <TextField
      label={label}
      name="destination"
      // Not type="url": the browser's own validation bubble would block the form's submit.
      inputMode="url"
      autoComplete="off"
      spellcheck={false}
      placeholder="https://example.com/page"
      value={value}
      onInput={onInput}
      messages={messages}
      autoFocus={autoFocus}
      hint={hint}
      inputClass="lf-url"
    />
  );
}
