import { SelectField } from '../form/SelectField';
import type { SpaceSummary } from '@/lib/api/model/space';
import { LockedNote } from './LockedNote';
import type { SectionProps } from './section-props';
import { SpaceChip } from './SpaceChip';
import { t } from '@/lib/i18n/messages';

interface Props extends SectionProps {
  spaces: readonly SpaceSummary[];
}

/** "Space": "No space" or one of the account's spaces, with the chosen space's colour beside it. */
export function SpaceField({ values, onChange, messages, original, spaces, capabilities }: Props) {
  const reason = capabilities.locked.spaces;
  if (reason !== undefined) return <LockedNote label={t('fieldSpace')} reason={reason} />;
  const choices = withCurrentSpace(spaces, values.spaceId, original?.space ?? null);
  const chosen = choices.find((space) => String(space.id) === values.spaceId);
  return (
    <SelectField
      label={t('fieldSpace')}
      name="space"
      value={values.spaceId}
      onChange={(spaceId) => onChange({ ...values, spaceId })}
      options={[
        { value: '', label: t('spaceChoiceNone') },
        ...choices.map((space) => ({ value: String(space.id), label: space.name })),
      ]}
      messages={messages.spaceId}
      adornment={
        chosen ? <SpaceChip space={chosen} dotOnly /> : <span class="lf-space-dot lf-space-none" aria-hidden="true" />
      }
    />
  );
}

/**
 * The list may be a stale cache: keep the chosen space selectable even when it is missing,
 * instead of silently showing "No space" for a link that has one.
 */
function withCurrentSpace(
  spaces: readonly SpaceSummary[],
  chosenId: string,
  linkSpace: SpaceSummary | null,
): readonly SpaceSummary[] {
  if (chosenId === '' || spaces.some((space) => String(space.id) === chosenId)) return spaces;
  const fallback: SpaceSummary =
    linkSpace && String(linkSpace.id) === chosenId
      ? linkSpace
      : { id: Number(chosenId), name: t('spaceChoiceUnknown', { id: chosenId }), color: 5 };
  return [...spaces, fallback];
}
