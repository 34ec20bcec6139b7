import type { Space, SpaceChanges, SpaceColor } from '@/lib/api/model/space';

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
