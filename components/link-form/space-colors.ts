import type { SpaceColor } from '@/lib/api/model/space';

/** phpShort's own names for its six space colours; spoken alongside the chip so colour is never the only cue. */
export const SPACE_COLOR_NAMES: Record<SpaceColor, string> = {
  1: 'green',
  2: 'red',
  3: 'yellow',
  4: 'cyan',
  5: 'dark',
  6: 'blue',
};
