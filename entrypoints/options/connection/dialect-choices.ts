import type { DialectChoice } from '@/lib/api/model/server';
import { t, type MessageKey } from '@/lib/i18n/messages';

const DIALECT_CHOICES: readonly DialectChoice[] = ['automatic', 'classic', 'current'];

const DIALECT_LABELS = {
  automatic: 'dialectAutomatic',
  classic: 'dialectClassic',
  current: 'dialectCurrent',
} as const satisfies Record<DialectChoice, MessageKey>;

/**
 * The connection's "API" setting: detect the dialect, or insist on one (lib/api/README.md, "The
 * two dialects"). Labelled at render, in the page's language.
 */
export function dialectChoices(): { value: DialectChoice; label: string }[] {
  return DIALECT_CHOICES.map((value) => ({ value, label: t(DIALECT_LABELS[value]) }));
}

/** The choice a select's value names (anything else: automatic). */
export function dialectChoiceOf(value: string): DialectChoice {
  return DIALECT_CHOICES.find((choice) => choice === value) ?? 'automatic';
}
