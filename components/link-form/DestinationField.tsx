import { TextField } from '../form/TextField';
import { t } from '@/lib/i18n/messages';

export interface DestinationFieldProps {
  value: string;
  onInput: (value: string) => void;
  /** Messages for the `destination` model path. */
  messages?: readonly string[] | undefined;
  autoFocus?: boolean;
  hint?: string;
}

/** The "URL" field: the address the short link sends visitors to. Separate so the popup can place it itself. */
export function DestinationField({ value, onInput, messages, autoFocus, hint }: DestinationFieldProps) {
  return (
    <TextField
      label={t('fieldUrl')}
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
