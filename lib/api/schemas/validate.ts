import type * as z from 'zod/mini';
import { ApiError, type FieldErrors } from '../errors';

/** A rule that needs more than one field; checked even when single-field rules fail, so every problem shows at once. */
export type CrossFieldRule<T> = (input: Partial<T>) => FieldErrors;

function addMessage(fields: FieldErrors, path: string, message: string): void {
  const list = fields[path] ?? (fields[path] = []);
  if (!list.includes(message)) list.push(message);
}

/**
 * Checks input against a model schema before anything is sent.
 * Returns the parsed (trimmed) value, or throws an `invalid-input` ApiError whose
 * field map is keyed by model paths (`expiry.date`, `targeting.rules.0.destination`).
 */
export function validateInput<S extends z.ZodMiniType>(
  schema: S,
  input: unknown,
  crossFieldRules: CrossFieldRule<z.output<S>>[] = [],
): z.output<S> {
  const result = schema.safeParse(input);
  const fields: FieldErrors = {};
  if (!result.success) {
    for (const issue of result.error.issues) {
      addMessage(fields, issue.path.map(String).join('.') || '(input)', issue.message);
    }
  }
  if (typeof input === 'object' && input !== null) {
    for (const rule of crossFieldRules) {
      for (const [path, messages] of Object.entries(rule(input as Partial<z.output<S>>))) {
        for (const message of messages) addMessage(fields, path, message);
      }
    }
  }
  if (Object.keys(fields).length > 0 || !result.success) {
    throw new ApiError('invalid-input', { fields });
  }
  return result.data;
}
