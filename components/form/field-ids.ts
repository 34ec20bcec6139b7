import { useId } from 'preact/hooks';

export interface FieldIds {
  control: string;
  hint: string;
  error: string;
}

/**
 * Stable ids tying a control to its label, hint and message. A page may name the control itself
 * (`controlId`) where something outside the field points at it, e.g. a reveal button's aria-controls.
 */
export function useFieldIds(controlId?: string): FieldIds {
  const generated = useId();
  const control = controlId ?? `${generated}-control`;
  return { control, hint: `${control}-hint`, error: `${control}-error` };
}

/**
 * The attributes that make assistive technology read a field's hint and message with it:
 * `aria-invalid` only when there is a message, `aria-describedby` only for what is shown.
 */
export function describedFieldProps(ids: FieldIds, hasHint: boolean, messages: readonly string[] | undefined) {
  const invalid = messages !== undefined && messages.length > 0;
  const described = [hasHint ? ids.hint : null, invalid ? ids.error : null].filter((id) => id !== null).join(' ');
  return {
    'aria-invalid': invalid ? ('true' as const) : undefined,
    'aria-describedby': described === '' ? undefined : described,
  };
}
