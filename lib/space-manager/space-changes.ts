import type { Space, SpaceChanges, SpaceColor } from '../api/model/space';

export interface SpaceFormValues {
  name: string;
  color: SpaceColor;
}

/** Only what the user changed, so an unchanged name is not re-validated or re-sent. */
export function spaceChangesBetween(original: Space, values: SpaceFormValues): SpaceChanges {
  const changes: SpaceChanges = {};
  const name = values.name.trim();
  if (name !== original.name) changes.name = name;
  if (values.color !== original.color) changes.color = values.color;
  return changes;
}

/** phpShort's own names for its six colours, in its order. */
export const SPACE_COLOR_NAMES: Record<SpaceColor, string> = {
  1: 'Green',
  2: 'Red',
  3: 'Yellow',
  4: 'Cyan',
  5: 'Dark',
  6: 'Blue',
};
