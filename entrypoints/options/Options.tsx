import { useCallback, useEffect, useMemo, useState } from 'preact/hooks';
import { LiveConnectionState } from '@/components/connection-state/LiveConnectionState';
import type { Link } from '@/lib/api/model/link';
import { capabilitiesOf } from '@/lib/api/model/server';
import { t } from '@/lib/i18n/messages';
import { FIRST_SERVER_ID, type ServerId } from '@/lib/servers';
import { BulkShortening } from './bulk/BulkShortening';
import { ImportView } from './import/ImportView';
import { DefaultsForm } from './defaults/DefaultsForm';
import { LinkManager } from './links/LinkManager';
import { OptionsFooter } from './OptionsFooter';
import { SectionTabs } from './SectionTabs';
import { ServersSection } from './servers/ServersSection';
import { ServerChooser } from './ServerChooser';
import { SpaceManager } from './spaces/SpaceManager';
import { LinkStats } from './stats/LinkStats';
import { DEFAULT_STATS_RANGE, type StatsRange } from './stats/stats-view';
import { Loading } from './common/LoadState';
import { invalidate } from './common/list-cache';
import { useAllSpaces } from './common/use-all-spaces';
import { useServerAnswers } from './common/use-server-answers';
import { PUSHED_VIEW, useOptionsView, useWindowTitle } from './use-options-view';
import { useServers } from './use-servers';
import { useShownConnection } from './use-shown-connection';
import { useShownServer } from './use-shown-server';
import { DEFAULT_LINK_VIEW, type LinkView } from './links/link-view';
import type { OptionsSection } from './options-url';
import { DEFAULT_SPACE_VIEW, type SpaceView } from './spaces/space-view';

export function Options() {
  const [view, setView] = useOptionsView();
  const { overview: servers, failed: unreadable } = useServers();
  // The server whose links, spaces and defaults are shown: the URL's (the chooser's), else the current one.
  const forgetShownServer = useCallback(() => setView((current) => ({ ...current, server: null })), [setView]);
  const serverId = useShownServer(view.server, servers, forgetShownServer);
  const shown = useShownConnection(serverId);
  // No server at all: nothing to list, and the defaults are the first server's to be.
  const noServer = servers !== null && serverId === null;
  // The shown server's status has arrived: until then (and right after a switch) nothing of it is drawn.
  const shownReady = serverId !== null && shown.status !== null;
  const configured = shown.status?.configured ?? false;
  const serverOrigin = configured ? (shown.status?.serverOrigin ?? null) : null;
  // A server whose check just failed (wrong key, not an API) is not asked for its spaces again.
  const answers = useServerAnswers(serverId);
  const spaces = useAllSpaces(serverId, answers === true ? serverOrigin : null);
  // What the shown server honours, once for the whole page: every list and form offers that.
  // Until the server has been asked (no profile yet) it is the common ground of both dialects.
  const profile = shown.status?.profile ?? null;
  const capabilities = useMemo(() => capabilitiesOf(profile), [profile]);
  const provisional = profile === null;
  // Until a server is connected there is nothing to list: start where it gets connected. Chosen
  // once, so saving a connection does not pull the form away from under the user.
  const [startSection, setStartSection] = useState<OptionsSection | null>(null);
  useEffect(() => {
    if (startSection !== null) return;
    if (noServer) setStartSection('settings');
    else if (shown.status) setStartSection(shown.status.configured ? 'links' : 'settings');
  }, [noServer, shown.status, startSection]);
  const section: OptionsSection | null = view.section ?? startSection;
  useWindowTitle(section);

  const onLinkView = useCallback((links: LinkView) => setView((current) => ({ ...current, links })), [setView]);
  const onSpaceView = useCallback((spaces: SpaceView) => setView((current) => ({ ...current, spaces })), [setView]);
  // A server was saved, tested, added, made current or removed: the list and what is shown follow.
  const refreshShown = shown.refresh;
  const onConnectionChanged = useCallback(() => {
    invalidate('spaces');
    invalidate('servers');
    refreshShown();
  }, [refreshShown]);
  // Another server's filters (its spaces, domains, pixels) mean nothing on this one: they go.
  const onChooseServer = useCallback(
    (server: ServerId) =>
      setView((current) => ({
        ...current,
        server,
        links: { ...DEFAULT_LINK_VIEW, perPage: current.links.perPage, order: current.links.order },
        // Link ids are the server's own: another server's link 5 is another link.
        stats: null,
        spaces: { ...DEFAULT_SPACE_VIEW, perPage: current.spaces.perPage, order: current.spaces.order },
      })),
    [setView],
  );
  // A link's statistics are a new entry of the tab's history: Back returns to the list as it was.
  // The row's link goes along: the view then asks only for its lists (a bookmark asks for the link too).
  const [statsLink, setStatsLink] = useState<Link | null>(null);
  const openStats = useCallback(
    (link: Link) => {
      setStatsLink(link);
      setView((current) => ({ ...current, stats: { linkId: link.id, range: DEFAULT_STATS_RANGE } }), { push: true });
    },
    [setView],
  );
  const closeStats = useCallback(() => {
    if (history.state === PUSHED_VIEW) history.back();
    else setView((current) => ({ ...current, stats: null }));
  }, [setView]);
  const onStatsRange = useCallback(
    (range: StatsRange) =>
      setView((current) => (current.stats ? { ...current, stats: { ...current.stats, range } } : current)),
    [setView],
  );
  const chooser = <ServerChooser overview={servers} shown={serverId} onChoose={onChooseServer} />;
  const listed = section === 'links' || section === 'spaces' || section === 'bulk' || section === 'import';
  // The tabs the popup or the menu asked for are taken once: a reload does not gather them again.
  const tabsTaken = useCallback(() => setView((current) => ({ ...current, bulkTabs: null })), [setView]);

  return (
    <div class="options-page">
      <header class="options-header">
        <div class="brand">
          <img src="/icon/48.png" alt="" width={32} height={32} />
          <h1 class="options-title">{t('extensionName')}</h1>
        </div>
        <div class="header-connection">
          {unreadable ? (
            <p data-testid="connection-state">{t('optionsSettingsUnreadable')}</p>
          ) : (
            <LiveConnectionState key={serverId} first={null} serverId={serverId ?? FIRST_SERVER_ID} />
          )}
        </div>
      </header>
      {section && (
        <SectionTabs current={section} onChange={(next) => setView((current) => ({ ...current, section: next }))} />
      )}
      <main class="options-main">
        {listed && chooser}
        {section === 'settings' && (
          <div class="settings-grid" id="panel-settings">
            <ServersSection onChanged={onConnectionChanged} />
            <section aria-labelledby="defaults-heading" class="options-section">
              <h2 id="defaults-heading">{t('optionsDefaultsHeading')}</h2>
              {chooser}
              {shownReady || noServer ? (
                <DefaultsForm
                  key={serverId}
                  serverId={serverId ?? FIRST_SERVER_ID}
                  spaces={spaces}
                  serverOrigin={serverOrigin}
                  capabilities={capabilities}
                  profile={profile}
                />
              ) : (
                <p class="muted">{t('defaultsLoading')}</p>
              )}
            </section>
          </div>
        )}
        {listed && serverId !== null && !shownReady && (
          // The tab points at the panel by its id, whatever the panel shows for now.
          <div id={`panel-${section}`}>
            <Loading what={section === 'spaces' ? 'spaces' : 'links'} />
          </div>
        )}
        {listed && (noServer || (shownReady && !configured)) && (
          <div class="card state-card" id={`panel-${section}`}>
            <p>{t(section === 'spaces' ? 'optionsConnectFirstSpaces' : 'optionsConnectFirstLinks')}</p>
            <button
              type="button"
              class="button button-primary"
              onClick={() => setView((current) => ({ ...current, section: 'settings' }))}
            >
              {t('optionsOpenServerSettings')}
            </button>
          </div>
        )}
        {section === 'links' && serverId !== null && shownReady && configured && view.stats !== null && (
          <LinkStats
            key={`${serverId}:${view.stats.linkId}`}
            serverId={serverId}
            view={view.stats}
            shownLink={statsLink?.id === view.stats.linkId ? statsLink : null}
            onRange={onStatsRange}
            onBack={closeStats}
            capabilities={capabilities}
            provisional={provisional}
            profile={profile}
          />
        )}
        {section === 'links' && serverId !== null && shownReady && configured && view.stats === null && (
          <section aria-labelledby="links-heading" class="options-section" id="panel-links">
            <h2 id="links-heading">{t('sectionLinks')}</h2>
            <LinkManager
              key={serverId}
              serverId={serverId}
              view={view.links}
              onView={onLinkView}
              spaces={spaces}
              capabilities={capabilities}
              provisional={provisional}
              serverOrigin={serverOrigin}
              onStats={openStats}
              timeZone={profile?.account?.timezone ?? null}
            />
          </section>
        )}
        {section === 'bulk' && serverId !== null && shownReady && configured && (
          <section aria-labelledby="bulk-heading" class="options-section" id="panel-bulk">
            <h2 id="bulk-heading">{t('sectionBulk')}</h2>
            <BulkShortening
              key={serverId}
              serverId={serverId}
              spaces={spaces}
              serverOrigin={serverOrigin}
              capabilities={capabilities}
              profile={profile}
              tabs={view.bulkTabs}
              onTabsTaken={tabsTaken}
            />
          </section>
        )}
        {section === 'import' && serverId !== null && shownReady && configured && (
          <section aria-labelledby="import-heading" class="options-section" id="panel-import">
            <h2 id="import-heading">{t('sectionImport')}</h2>
            <ImportView
              key={serverId}
              serverId={serverId}
              spaces={spaces}
              serverOrigin={serverOrigin}
              capabilities={capabilities}
            />
          </section>
        )}
        {section === 'spaces' && serverId !== null && shownReady && configured && (
          <section aria-labelledby="spaces-heading" class="options-section" id="panel-spaces">
            <h2 id="spaces-heading">{t('sectionSpaces')}</h2>
            <SpaceManager
              key={serverId}
              serverId={serverId}
              view={view.spaces}
              onView={onSpaceView}
              capabilities={capabilities}
              provisional={provisional}
            />
          </section>
        )}
      </main>
      <OptionsFooter />
    </div>
  );
}
