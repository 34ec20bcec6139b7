import { useCallback, useEffect, useMemo, useState } from 'preact/hooks';
import { LiveConnectionState } from '@/components/connection-state/LiveConnectionState';
import { capabilitiesOf } from '@/lib/api/model/server';
import { t } from '@/lib/i18n/messages';
import { DefaultsForm } from './defaults/DefaultsForm';
import { LinkManager } from './links/LinkManager';
import { SectionTabs } from './SectionTabs';
import { ServersSection } from './servers/ServersSection';
import { SpaceManager } from './spaces/SpaceManager';
import { useAllSpaces } from './common/use-all-spaces';
import { useProfileChanges } from './common/use-profile-changes';
import { useOptionsView, useWindowTitle } from './use-options-view';
import { useConnection } from './use-connection';
import type { LinkView } from './links/link-view';
import type { OptionsSection } from './options-url';
import type { SpaceView } from './spaces/space-view';

export function Options() {
  const connection = useConnection();
  const [view, setView] = useOptionsView();
  const [spacesVersion, setSpacesVersion] = useState(0);
  const configured = connection.status?.configured ?? false;
  const serverOrigin = configured ? (connection.status?.serverOrigin ?? null) : null;
  const spaces = useAllSpaces(serverOrigin, spacesVersion);
  // What the connected server honours, once for the whole page: every list and form offers that.
  // Until the server has been asked (no profile yet) it is the common ground of both dialects.
  useProfileChanges(connection.refresh);
  const profile = connection.status?.profile ?? null;
  const capabilities = useMemo(() => capabilitiesOf(profile), [profile]);
  const provisional = profile === null;
  // Until a server is connected there is nothing to list: start where it gets connected. Chosen
  // once, so saving a connection does not pull the form away from under the user.
  const [startSection, setStartSection] = useState<OptionsSection | null>(null);
  useEffect(() => {
    if (startSection === null && connection.status)
      setStartSection(connection.status.configured ? 'links' : 'settings');
  }, [connection.status, startSection]);
  const section: OptionsSection | null = view.section ?? startSection;
  useWindowTitle(section);

  const onLinkView = useCallback((links: LinkView) => setView((current) => ({ ...current, links })), [setView]);
  const onSpaceView = useCallback((spaces: SpaceView) => setView((current) => ({ ...current, spaces })), [setView]);
  // The form has already put the background's new status into `connection`; lists follow it.
  const onConnectionChanged = useCallback(() => setSpacesVersion((v) => v + 1), []);

  return (
    <div class="options-page">
      <header class="options-header">
        <div class="brand">
          <img src="/icon/48.png" alt="" width={32} height={32} />
          <h1 class="options-title">{t('extensionName')}</h1>
        </div>
        <div class="header-connection">
          {connection.failed ? (
            <p data-testid="connection-state">{t('optionsSettingsUnreadable')}</p>
          ) : (
            <LiveConnectionState first={null} serverId={connection.serverId} />
          )}
        </div>
      </header>
      {section && (
        <SectionTabs current={section} onChange={(next) => setView((current) => ({ ...current, section: next }))} />
      )}
      <main class="options-main">
        {section === 'settings' && (
          <div class="settings-grid" id="panel-settings">
            <ServersSection page={connection} onChanged={onConnectionChanged} />
            <section aria-labelledby="defaults-heading" class="options-section">
              <h2 id="defaults-heading">{t('optionsDefaultsHeading')}</h2>
              <DefaultsForm spaces={spaces} serverOrigin={serverOrigin} capabilities={capabilities} profile={profile} />
            </section>
          </div>
        )}
        {(section === 'links' || section === 'spaces') && !configured && (
          <div class="card state-card" id={`panel-${section}`}>
            <p>{t(section === 'links' ? 'optionsConnectFirstLinks' : 'optionsConnectFirstSpaces')}</p>
            <button
              type="button"
              class="button button-primary"
              onClick={() => setView((current) => ({ ...current, section: 'settings' }))}
            >
              {t('optionsOpenServerSettings')}
            </button>
          </div>
        )}
        {section === 'links' && configured && (
          <section aria-labelledby="links-heading" class="options-section" id="panel-links">
            <h2 id="links-heading">{t('sectionLinks')}</h2>
            <LinkManager
              view={view.links}
              onView={onLinkView}
              spaces={spaces}
              capabilities={capabilities}
              provisional={provisional}
              serverOrigin={serverOrigin}
            />
          </section>
        )}
        {section === 'spaces' && configured && (
          <section aria-labelledby="spaces-heading" class="options-section" id="panel-spaces">
            <h2 id="spaces-heading">{t('sectionSpaces')}</h2>
            <SpaceManager
              view={view.spaces}
              onView={onSpaceView}
              onSpacesChanged={() => setSpacesVersion((v) => v + 1)}
              capabilities={capabilities}
              provisional={provisional}
            />
          </section>
        )}
      </main>
    </div>
  );
}
