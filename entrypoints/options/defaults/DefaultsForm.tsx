import { CheckboxField } from '@/components/form/CheckboxField';
import { SelectField } from '@/components/form/SelectField';
import type { Capabilities } from '@/lib/api/model/server';
import type { SpaceSummary } from '@/lib/api/model/space';
import type { ContextMenuChoices, DefaultPrivacy, Settings } from '@/lib/settings';
import { domainChoices } from '@/components/link-form/domain-choices';
import { useServerResources, useSettings } from './use-settings';

const MENU_ITEMS: { key: keyof ContextMenuChoices; label: string }[] = [
  { key: 'page', label: 'Shorten this page (right-click on a page)' },
  { key: 'link', label: 'Shorten this link (right-click on a link)' },
  { key: 'selection', label: 'Shorten selected URL (right-click on selected text)' },
];

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
  if (!settings) return <p class="muted">Loading settings…</p>;
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
        <legend>New links</legend>
        <SelectField
          label="Default space"
          value={spaceId === null ? '' : String(spaceId)}
          onChange={(value) => setLinkDefaults({ spaceId: optionalId(value) })}
          disabled={locked.spaces !== undefined}
          hint={locked.spaces}
          options={[
            { value: '', label: 'No space' },
            ...(spaceMissing
              ? [{ value: String(spaceId), label: `Space #${spaceId} (not found on this server)` }]
              : []),
            ...(spaces ?? []).map((space) => ({ value: String(space.id), label: space.name })),
          ]}
        />
        <SelectField
          label="Default domain"
          value={domainId === null ? '' : String(domainId)}
          onChange={(value) => setLinkDefaults({ domainId: optionalId(value) })}
          disabled={locked.domains !== undefined}
          hint={locked.domains}
          options={domainChoices(known?.domains ?? [], capabilities.defaultDomainId, domainId)}
        />
        <fieldset class="radio-row" disabled={locked.privacy !== undefined}>
          <legend>Statistics privacy</legend>
          {(['public', 'private'] as DefaultPrivacy[]).map((level) => (
            <label key={level} class="form-check-row">
              <input
                type="radio"
                name="default-privacy"
                checked={privacy === level}
                onChange={() => setLinkDefaults({ privacy: level })}
              />
              {level === 'public' ? 'Public' : 'Private'}
            </label>
          ))}
          {locked.privacy && <p class="form-hint locked-note">{locked.privacy}</p>}
        </fieldset>
      </fieldset>
      <fieldset>
        <legend>Shortening</legend>
        <CheckboxField
          label="Copy the short link to the clipboard automatically"
          checked={settings.autoCopy}
          onChange={(autoCopy) => set({ autoCopy })}
        />
        <CheckboxField
          label="Show a notification after shortening from the menu or the keyboard shortcut"
          checked={settings.notifications}
          onChange={(notifications) => set({ notifications })}
        />
      </fieldset>
      <fieldset>
        <legend>Right-click menu items</legend>
        {MENU_ITEMS.map(({ key, label }) => (
          <CheckboxField
            key={key}
            label={label}
            checked={settings.contextMenu[key]}
            onChange={(checked) => set({ contextMenu: { ...settings.contextMenu, [key]: checked } })}
          />
        ))}
      </fieldset>
      <p class={`save-note ${note === 'failed' ? 'error-text' : ''}`} role="status" data-testid="settings-saved">
        {note === 'saved' ? '✓ Saved' : note === 'failed' ? 'Could not save the settings.' : ''}
      </p>
    </form>
  );
}
