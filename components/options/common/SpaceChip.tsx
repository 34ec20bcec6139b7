import type { SpaceSummary } from '@/lib/api/model/space';
import { SPACE_COLOR_NAMES } from '@/lib/space-manager/space-changes';

/** A space's name with its colour; the colour is also named for those who cannot see it. */
export function SpaceChip({ space }: { space: SpaceSummary }) {
  return (
    <span class="space-chip" title={`${space.name} (${SPACE_COLOR_NAMES[space.color]})`}>
      <span class={`space-dot space-color-${space.color}`} aria-hidden="true" />
      <span class="space-chip-name">{space.name}</span>
    </span>
  );
}
