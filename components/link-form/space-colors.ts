import type { SpaceColor } from '@/lib/api/model/space';
import { t, type MessageKey } from '@/lib/i18n/messages';

/** phpShort's six space colours, by message key: the names are looked up at use, in the page's language. */
const SPACE_COLOR_KEYS: Record<SpaceColor, MessageKey> = {
  1: 'spaceChoiceColorGreen',
  2: 'spaceChoiceColorRed',
  3: 'spaceChoiceColorYellow',
  4: 'spaceChoiceColorCyan',
  5: 'spaceChoiceColorDark',
  6: 'spaceChoiceColorBlue',
};

/** A space colour's name, spoken alongside the chip so colour is never the only cue. */
export function spaceColorName(color: SpaceColor): string {
  return t(SPACE_COLOR_KEYS[color]);
}
