import { CheckboxField } from '@/components/form/CheckboxField';
import { SelectField } from '@/components/form/SelectField';
import type { Capabilities } from '@/lib/api/model/server';
import type { SpaceSummary } from '@/lib/api/model/space';
import type { ContextMenuChoices, DefaultPrivacy, Settings } from '@/lib/settings';
import { domainChoices } from '@/components/link-form/domain-choices';
import { t, type MessageKey } from '@/lib/i18n/messages';
import { useServerResources, useSettings } from './use-settings';

// Keys, not sentences: each label is looked up at render, in the page's language.
const MENU_ITEMS = [
  { key: 'page', label: 'defaultsMenuPage' },
  { key: 'link', label: 'defaultsMenuLink' },
  { key: 'selection', label: 'defaultsMenuSelection' },
] as const satisfies readonly { key: keyof ContextMenuChoices; label: MessageKey }[];

const optionalId = (value: string): number | null => (value === '' ? null : Number(value));

interface Props {
  spaces: SpaceSummary[] | null;
  /** A server is connected: its domains can be listed. */
  configured: boolean;
  capabilities: Capabilities;
}

/** What every new link gets, and how shortening behaves. Saved as soon as something changes. */
export function DefaultsForm({ spaces, configured, capabilities }: Props) {
  const { settings, update, note } = useSettings();
  const known = useServerResources(configured);
  if (!settings) return <p class="muted">{t('defaultsLoading')}</p>;
  const set = (next: Partial<Settings>) => update({ ...settings, ...next });
  const setLinkDefaults = (next: Partial<Settings['linkDefaults']>) =>
    set({ linkDefaults: { ...settings.linkDefaults, ...next } });
  const { spaceId, domainId, privacy } = settings.linkDefaults;
  const spaceMissing = spaceId !== null && spaces !== null && !spaces.some((s) => s.id === spaceId);
  // A plan without the feature: the server would refuse the field, so the setting is shown, not offered.
  const { locked } = capabilities;

  return (
    <form class="card defaults-form" onSubmit={(event) => event.preventDefault()} aria-labelledby="defaults-heading">
      <fieldset>
        <legend>{t('defaultsNewLinks')}</legend>
        <SelectField
          label={t('defaultsSpace')}
          value={spaceId === null ? '' : String(spaceId)}
          onChange={(value) => setLinkDefaults({ spaceId: optionalId(value) })}
          disabled={locked.spaces !== undefined}
          hint={locked.spaces}
          options={[
            { value: '', label: t('defaultsNoSpace') },
            ...(spaceMissing
              ? [{ value: String(spaceId), label: t('defaultsSpaceMissing', { id: String(spaceId) }) }]
              : []),
            ...(spaces ?? []).map((space) => ({ value: String(space.id), label: space.name })),
          ]}
        />
        <SelectField
          label={t('defaultsDomain')}
          value={domainId === null ? '' : String(domainId)}
          onChange={(value) => setLinkDefaults({ domainId: optionalId(value) })}
          disabled={locked.domains !== undefined}
          hint={locked.domains}
          options={domainChoices(known?.domains ?? [], capabilities.defaultDomainId, domainId)}
        />
        <fieldset class="radio-row" disabled={locked.privacy !== undefined}>
          <legend>{t('defaultsPrivacy')}</legend>
          {(['public', 'private'] as DefaultPrivacy[]).map((level) => (
            <label key={level} class="form-check-row">
              <input
                type="radio"
                name="default-privacy"
                checked={privacy === level}
                onChange={() => setLinkDefaults({ privacy: level })}
              />
              {t(level === 'public' ? 'defaultsPublic' : 'defaultsPrivate')}
            </label>
          ))}
          {locked.privacy && <p class="form-hint locked-note">{locked.privacy}</p>}
        </fieldset>
      </fieldset>
      <fieldset>
        <legend>{t('defaultsShortening')}</legend>
        <CheckboxField
          label={t('defaultsAutoCopy')}
          checked={settings.autoCopy}
          onChange={(autoCopy) => set({ autoCopy })}
        />
        <CheckboxField
          label={t('defaultsNotifications')}
          checked={settings.notifications}
          onChange={(notifications) => set({ notifications })}
        />
        <CheckboxField
          label={t('defaultsAlwaysNewLink')}
          hint={t('defaultsAlwaysNewLinkHint')}
          checked={settings.alwaysNewLink}
          onChange={(alwaysNewLink) => set({ alwaysNewLink })}
        />
      </fieldset>
      <fieldset>
        <legend>{t('defaultsMenuItems')}</legend>
        {MENU_ITEMS.map(({ key, label }) => (
          <CheckboxField
            key={key}
            label={t(label)}
            checked={settings.contextMenu[key]}
            onChange={(checked) => set({ contextMenu: { ...settings.contextMenu, [key]: checked } })}
          />
        ))}
      </fieldset>
      <p class={`save-note ${note === 'failed' ? 'error-text' : ''}`} role="status" data-testid="settings-saved">
        {note === 'saved' ? `✓ ${t('defaultsSaved')}` : note === 'failed' ? t('defaultsSaveFailed') : ''}
      </p>
    </form>
  );
}
