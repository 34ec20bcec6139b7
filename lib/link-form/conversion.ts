import type { FieldErrors } from '../api/errors';

/**
 * The outcome of turning form values into a request. Only problems that stop the conversion
 * itself are reported here (e.g. a click limit that is not a number); every rule of the
 * contract is checked by the background, whose messages come back keyed the same way.
 */
export type FormConversion<T> = { ok: true; value: T } | { ok: false; fields: FieldErrors };

/** Collects messages by model path while a conversion runs. */
export class ConversionProblems {
  readonly fields: FieldErrors = {};

  add(path: string, message: string): void {
    (this.fields[path] ??= []).push(message);
  }

  result<T>(value: T): FormConversion<T> {
    return Object.keys(this.fields).length > 0 ? { ok: false, fields: this.fields } : { ok: true, value };
  }
}
