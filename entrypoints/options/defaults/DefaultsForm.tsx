import type { SpaceSummary } from '@/lib/api/model/space';
import type { ContextMenuChoices, DefaultPrivacy, Settings } from '@/lib/settings';
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
}

/** What every new link gets, and how shortening behaves. Saved as soon as something changes. */
export function DefaultsForm({ spaces, configured }: Props) {
  const { settings, update, note } = useSettings();
  const known = useServerResources(configured);
  if (!settings) return <p class="muted">Loading settings…</p>;
  const set = (next: Partial<Settings>) => update({ ...settings, ...next });
  const setLinkDefaults = (next: Partial<Settings['linkDefaults']>) =>
    set({ linkDefaults: { ...settings.linkDefaults, ...next } });
  const { spaceId, domainId, privacy } = settings.linkDefaults;
  const spaceMissing = spaceId !== null && spaces !== null && !spaces.some((s) => s.id === spaceId);

  return (
    <form class="card defaults-form" onSubmit={(event) => event.preventDefault()} aria-labelledby="defaults-heading">
      <fieldset>
        <legend>New links</legend>
        <div class="field">
          <label for="default-space">Default space</label>
          <select
            id="default-space"
            value={spaceId === null ? '' : String(spaceId)}
            onChange={(e) => setLinkDefaults({ spaceId: optionalId(e.currentTarget.value) })}
          >
            <option value="">No space</option>
            {spaceMissing && <option value={String(spaceId)}>Space #{spaceId} (not found on this server)</option>}
            {(spaces ?? []).map((space) => (
              <option key={space.id} value={String(space.id)}>
                {space.name}
              </option>
            ))}
          </select>
        </div>
        <div class="field">
          <label for="default-domain">Default domain</label>
          <select
            id="default-domain"
            value={domainId === null ? '' : String(domainId)}
            onChange={(e) => setLinkDefaults({ domainId: optionalId(e.currentTarget.value) })}
          >
            <option value="">The server’s default</option>
            {domainId !== null && !known?.domains.some((d) => d.id === domainId) && (
              <option value={String(domainId)}>Domain #{domainId}</option>
            )}
            {(known?.domains ?? []).map((domain) => (
              <option key={domain.id} value={String(domain.id)}>
                {domain.name}
              </option>
            ))}
          </select>
        </div>
        <fieldset class="radio-row">
          <legend>Statistics privacy</legend>
          {(['public', 'private'] as DefaultPrivacy[]).map((level) => (
            <label key={level} class="checkbox">
              <input
                type="radio"
                name="default-privacy"
                checked={privacy === level}
                onChange={() => setLinkDefaults({ privacy: level })}
              />
              {level === 'public' ? 'Public' : 'Private'}
            </label>
          ))}
        </fieldset>
      </fieldset>
      <fieldset>
        <legend>Shortening</legend>
        <label class="checkbox">
          <input
            type="checkbox"
            checked={settings.autoCopy}
            onChange={(e) => set({ autoCopy: e.currentTarget.checked })}
          />
          Copy the short link to the clipboard automatically
        </label>
        <label class="checkbox">
          <input
            type="checkbox"
            checked={settings.notifications}
            onChange={(e) => set({ notifications: e.currentTarget.checked })}
          />
          Show a notification after shortening from the menu or the keyboard shortcut
        </label>
      </fieldset>
      <fieldset>
        <legend>Right-click menu items</legend>
        {MENU_ITEMS.map(({ key, label }) => (
          <label key={key} class="checkbox">
            <input
              type="checkbox"
              checked={settings.contextMenu[key]}
              onChange={(e) => set({ contextMenu: { ...settings.contextMenu, [key]: e.currentTarget.checked } })}
            />
            {label}
          </label>
        ))}
      </fieldset>
      <p class={`save-note ${note === 'failed' ? 'error-text' : ''}`} role="status" data-testid="settings-saved">
        {note === 'saved' ? '✓ Saved' : note === 'failed' ? 'Could not save the settings.' : ''}
      </p>
    </form>
  );
}
