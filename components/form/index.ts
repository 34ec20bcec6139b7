/**
 * Generic accessible form pieces. Each renders a visible label tied to its control, an
 * optional hint, and messages linked with aria-describedby; the control is aria-invalid while
 * it has messages. Values are controlled: the caller owns them, nothing typed is lost on re-render.
 *
 * - TextField     ({ label, value, onInput(value), type?, hint?, messages?, …input attributes })
 * - SelectField   ({ label, value, onChange(value), options: {value,label}[], hint?, messages?, disabled?, adornment? })
 * - CheckboxField ({ label, checked, onChange(checked), hint?, messages?, disabled? })
 * - FieldNotes, useFieldIds, describedFieldProps: for custom controls that need the same wiring.
 */
export { TextField, type TextFieldProps } from './TextField';
export { SelectField, type SelectFieldProps, type SelectOption } from './SelectField';
export { CheckboxField, type CheckboxFieldProps } from './CheckboxField';
export { FieldNotes } from './FieldNotes';
export { useFieldIds, describedFieldProps, type FieldIds } from './field-ids';
