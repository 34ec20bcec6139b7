import type { DialectChoice } from '@/lib/api/model/server';

/** The connection's "API" setting: detect the dialect, or insist on one (lib/api/README.md, "The two dialects"). */
export const DIALECT_CHOICES: readonly { value: DialectChoice; label: string }[] = [
  { value: 'automatic', label: 'Automatic' },
  { value: 'classic', label: 'Classic' },
  { value: 'current', label: 'Current' },
];

/** The choice a select's value names (anything else: automatic). */
export function dialectChoiceOf(value: string): DialectChoice {
  return DIALECT_CHOICES.find((choice) => choice.value === value)?.value ?? 'automatic';
}
