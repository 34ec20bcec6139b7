// Laravel 12's English validation messages ("The X field must …"), which today's phpShort sends.
// The classic server keeps the older wording of its era in ../validation.ts.

/** Top-level attributes are shown with spaces for underscores; nested ones (`targets.0.key`) as they are. */
function attribute(field: string): string {
  return field.includes('.') ? field : field.replace(/_/g, ' ');
}

export const msg12 = {
  required: (f: string) => `The ${attribute(f)} field is required.`,
  string: (f: string) => `The ${attribute(f)} field must be a string.`,
  maxChars: (f: string, n: number) => `The ${attribute(f)} field must not be greater than ${n} characters.`,
  maxItems: (f: string, n: number) => `The ${attribute(f)} field must not have more than ${n} items.`,
  maxDigits: (f: string, n: number) => `The ${attribute(f)} field must not have more than ${n} digits.`,
  integer: (f: string) => `The ${attribute(f)} field must be an integer.`,
  between: (f: string, a: number, b: number) => `The ${attribute(f)} field must be between ${a} and ${b}.`,
  min: (f: string, n: number) => `The ${attribute(f)} field must be at least ${n}.`,
  boolean: (f: string) => `The ${attribute(f)} field must be true or false.`,
  invalid: (f: string) => `The selected ${attribute(f)} is invalid.`,
  taken: (f: string) => `The ${attribute(f)} has already been taken.`,
  url: (f: string) => `The ${attribute(f)} field must be a valid URL.`,
  date: (f: string) => `The ${attribute(f)} field must be a valid date.`,
  before: (f: string, other: string) => `The ${attribute(f)} field must be a date before ${attribute(other)}.`,
  after: (f: string, other: string) => `The ${attribute(f)} field must be a date after ${attribute(other)}.`,
  afterOrEqual: (f: string, other: string) =>
    `The ${attribute(f)} field must be a date after or equal to ${attribute(other)}.`,
  dateFormat: (f: string, format: string) => `The ${attribute(f)} field must match the format ${format}.`,
  alphaDash: (f: string) => `The ${attribute(f)} field must only contain letters, numbers, dashes, and underscores.`,
  array: (f: string) => `The ${attribute(f)} field must be an array.`,
  requiredWith: (f: string, other: string) =>
    `The ${attribute(f)} field is required when ${attribute(other)} is present.`,
};
