import type { SpaceSummary } from '@/lib/api/model/space';
import { t } from '@/lib/i18n/messages';
import { spaceColorName } from './space-colors';
import './link-form.css';

interface Props {
  space: Pick<SpaceSummary, 'name' | 'color'>;
  /** Only the dot, e.g. beside a select that already names the space. */
  dotOnly?: boolean;
}

/** A space's colour as a dot (ringed so it shows on light and dark), with its name unless `dotOnly`. */
export function SpaceChip({ space, dotOnly = false }: Props) {
  const colorName = spaceColorName(space.color);
  return (
    <span class="lf-space-chip" title={t('spaceChoiceChip', { color: colorName, name: space.name })}>
      <span class={`lf-space-dot lf-space-color-${space.color}`} aria-hidden="true" />
      {dotOnly ? <span class="visually-hidden">{colorName}</span> : <span class="lf-space-name">{space.name}</span>}
    </span>
  );
}
