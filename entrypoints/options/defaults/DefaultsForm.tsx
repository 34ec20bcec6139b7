import { CheckboxField } from '@/components/form/CheckboxField';
import { SelectField } from '@/components/form/SelectField';
import type { Privacy } from '@/lib/api/model/link';
import type { Capabilities, ServerProfile } from '@/lib/api/model/server';
import type { SpaceSummary } from '@/lib/api/model/space';
import { hasContextMenus, hasQuickShortening } from '@/lib/browser-apis';
import { ACCOUNT_DEFAULT, type ContextMenuChoices, type DefaultPrivacy, type Settings } from '@/lib/settings';
import { domainChoices } from '@/components/link-form/domain-choices';
import { t, type MessageKey } from '@/lib/i18n/messages';
import type { ServerId } from '@/lib/servers';
import { TrackingParametersFields } from './TrackingParametersFields';
import { useServerResources, useSettings } from './use-settings';

// Keys, not sentences: each label is looked up at render, in the page's language.
const PRIVACY_LABELS = {
  public: 'defaultsPublic',
  private: 'defaultsPrivate',
  password: 'privacyPassword',
} as const satisfies Record<Privacy, MessageKey>;

const MENU_ITEMS = [
  { key: 'page', label: 'defaultsMenuPage' },
  { key: 'link', label: 'defaultsMenuLink' },
  { key: 'selection', label: 'defaultsMenuSelection' },
] as const satisfies readonly { key: keyof ContextMenuChoices; label: MessageKey }[];

/** The space select's value as a setting: the account's default, no space, or a space's id. */
function spaceChoice(value: string): Settings['linkDefaults']['spaceId'] {
  if (value === ACCOUNT_DEFAULT) return ACCOUNT_DEFAULT;
  return value === '' ? null : Number(value);
}

interface Props {
  /** The server whose defaults these are (the page's chooser). */
  serverId: ServerId;
  spaces: SpaceSummary[] | null;
  /** The shown server's origin (null: none): its domains can be listed. */
  serverOrigin: string | null;
  capabilities: Capabilities;
  /** The shown server as last checked: its account's own defaults apply where none is chosen here. */
  profile: ServerProfile | null;
}

/** What every new link gets, and how shortening behaves. Saved as soon as something changes. */
export function DefaultsForm({ serverId, spaces, serverOrigin, capabilities, profile }: Props) {
  const { settings, update, note } = useSettings(serverId);
  const known = useServerResources(serverId, serverOrigin);
  if (!settings) return <p class="muted">{t('defaultsLoading')}</p>;
  const set = (next: Partial<Settings>) => update({ ...settings, ...next });
  const setLinkDefaults = (next: Partial<Settings['linkDefaults']>) =>
    set({ linkDefaults: { ...settings.linkDefaults, ...next } });
  const { spaceId, domainId, privacy } = settings.linkDefaults;
  // A current server's account has defaults of its own; a classic one (or none checked yet) has none.
  const account = profile?.account ?? null;
  const server = profile ? new URL(profile.serverOrigin).host : '';
  const spaceName = (id: number | null) => {
    if (id === null) return t('defaultsNoSpace');
    const found = spaces?.find((space) => space.id === id);
    // Until the list arrives a space is named by nothing; once it is here, one it lacks is missing.
    return found ? found.name : spaces === null ? '…' : t('defaultsSpaceMissing', { id: String(id) });
  };
  const chosenSpace = typeof spaceId === 'number' ? spaceId : null;
  const spaceMissing = chosenSpace !== null && spaces !== null && !spaces.some((s) => s.id === chosenSpace);
  const domains = domainChoices(known?.domains ?? [], capabilities.defaultDomainId, domainId);
  // The domain by its name: the account's default as listed (or the server's host, which it is).
  const domainName =
    domainId === null
      ? (known?.domains.find((domain) => domain.id === capabilities.defaultDomainId)?.name ??
        (profile ? new URL(profile.serverOrigin).hostname : undefined))
      : domains.find((choice) => choice.value === String(domainId))?.label;
  // A plan without the feature: the server would refuse the field, so the setting is shown, not offered.
  const { locked } = capabilities;
  /** Where a default comes from, said under its control: the account's (on which server), or here. */
  const source = (fromAccount: boolean, value: string) =>
    account === null
      ? undefined
      : fromAccount
        ? t('defaultsFromAccount', { value, server })
        : t('defaultsChosenHere', { value });

  const spaceFollows = spaceId === ACCOUNT_DEFAULT && account !== null;
  const privacyFollows = privacy === ACCOUNT_DEFAULT && account !== null;
  const privacyLabel = (level: Privacy) => t(PRIVACY_LABELS[level]);
  // Without an account to follow, a default not chosen is the server's: no space, public.
  const privacyShown: Privacy = privacy === ACCOUNT_DEFAULT ? (account?.defaultPrivacy ?? 'public') : privacy;
  // A plan without statistics settings says so instead; the source of a setting not offered is moot.
  const privacySource = locked.privacy ? undefined : source(privacyFollows, privacyLabel(privacyShown));

  return (
    <form class="card defaults-form" onSubmit={(event) => event.preventDefault()} aria-labelledby="defaults-heading">
      <fieldset>
        <legend>{t('defaultsNewLinks')}</legend>
        <SelectField
          label={t('defaultsSpace')}
          value={spaceFollows ? ACCOUNT_DEFAULT : chosenSpace === null ? '' : String(chosenSpace)}
          onChange={(value) => setLinkDefaults({ spaceId: spaceChoice(value) })}
          disabled={locked.spaces !== undefined}
          hint={locked.spaces ?? source(spaceFollows, spaceName(spaceFollows ? account.defaultSpaceId : chosenSpace))}
          options={[
            ...(account !== null
              ? [
                  {
                    value: ACCOUNT_DEFAULT,
                    label: t('defaultsAccountChoice', { value: spaceName(account.defaultSpaceId) }),
                  },
                ]
              : []),
            { value: '', label: t('defaultsNoSpace') },
            ...(spaceMissing ? [{ value: String(chosenSpace), label: spaceName(chosenSpace) }] : []),
            ...(spaces ?? []).map((space) => ({ value: String(space.id), label: space.name })),
          ]}
        />
        <SelectField
          label={t('defaultsDomain')}
          value={domainId === null ? '' : String(domainId)}
          onChange={(value) => setLinkDefaults({ domainId: value === '' ? null : Number(value) })}
          disabled={locked.domains !== undefined}
          hint={locked.domains ?? (domainName === undefined ? undefined : source(domainId === null, domainName))}
          options={domains}
        />
        <fieldset
          class="radio-row"
          disabled={locked.privacy !== undefined}
          aria-describedby={privacySource === undefined ? undefined : 'default-privacy-source'}
        >
          <legend>{t('defaultsPrivacy')}</legend>
          {account !== null && (
            <label class="form-check-row">
              <input
                type="radio"
                name="default-privacy"
                checked={privacyFollows}
                onChange={() => setLinkDefaults({ privacy: ACCOUNT_DEFAULT })}
              />
              {t('defaultsAccountChoice', { value: privacyLabel(account.defaultPrivacy) })}
            </label>
          )}
          {(['public', 'private'] as DefaultPrivacy[]).map((level) => (
            <label key={level} class="form-check-row">
              <input
                type="radio"
                name="default-privacy"
                checked={!privacyFollows && privacyShown === level}
                onChange={() => setLinkDefaults({ privacy: level })}
              />
              {privacyLabel(level)}
            </label>
          ))}
          {locked.privacy && <p class="form-hint locked-note">{locked.privacy}</p>}
          {privacySource !== undefined && (
            <p class="form-hint" id="default-privacy-source">
              {privacySource}
            </p>
          )}
        </fieldset>
      </fieldset>
      <fieldset>
        <legend>{t('defaultsShortening')}</legend>
        <CheckboxField
          label={t('defaultsAutoCopy')}
          checked={settings.autoCopy}
          onChange={(autoCopy) => set({ autoCopy })}
        />
        {/* Both are about the menu, the shortcut and the keyword: a browser without them (Firefox
            for Android) would offer choices that change nothing. */}
        {hasQuickShortening() && (
          <>
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
          </>
        )}
        {/* The popup then lives in the button's right-click menu: no such menu, no one click. */}
        {hasContextMenus() && (
          <CheckboxField
            label={t('defaultsOneClick')}
            hint={t('defaultsOneClickHint')}
            checked={settings.oneClick === true}
            onChange={(oneClick) => set({ oneClick })}
          />
        )}
        {/* About the popup, which every browser has; the menu and the shortcut look whatever it says. */}
        <CheckboxField
          label={t('defaultsLookUpExisting')}
          hint={t('defaultsLookUpExistingHint')}
          checked={settings.lookUpExisting}
          onChange={(lookUpExisting) => set({ lookUpExisting })}
        />
      </fieldset>
      {hasContextMenus() && (
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
      )}
      <TrackingParametersFields
        choices={settings.trackingParameters}
        onChange={(trackingParameters) => set({ trackingParameters })}
      />
      <p class={`save-note ${note === 'failed' ? 'error-text' : ''}`} role="status" data-testid="settings-saved">
        {note === 'saved' ? `✓ ${t('defaultsSaved')}` : note === 'failed' ? t('defaultsSaveFailed') : ''}
      </p>
    </form>
  );
}
