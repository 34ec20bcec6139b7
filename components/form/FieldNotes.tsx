import type { ComponentChildren } from 'preact';
import type { FieldIds } from './field-ids';

interface Props {
  ids: FieldIds;
  hint?: ComponentChildren;
  messages?: readonly string[] | undefined;
}

/**
 * A field's hint and messages, below it. Role-free text: the field points here through
 * aria-describedby, so a screen reader reads them with the field instead of interrupting.
 */
export function FieldNotes({ ids, hint, messages }: Props) {
  return (
    <>
      {hint !== undefined && (
        <p id={ids.hint} class="form-hint">
          {hint}
        </p>
      )}
      {messages !== undefined && messages.length > 0 && (
        <p id={ids.error} class="form-error">
          {messages.map((message, i) => (
            <span key={i} class="form-error-line">
              {message}
            </span>
          ))}
        </p>
      )}
    </>
  );
}
