import { useCallback, useEffect, useMemo, useState } from 'preact/hooks';
import type { Link } from '@/lib/api/model/link';
import type { Capabilities } from '@/lib/api/model/server';
import type { SpaceSummary } from '@/lib/api/model/space';
import type { ServerId } from '@/lib/servers';
import type { DeletableLink } from '@/lib/jobs/job';
import type { LinkStateFilter } from '@/lib/api/model/link-query';
import { formatNumber } from '@/lib/i18n/format';
import { t, type MessageKey } from '@/lib/i18n/messages';
import { tCount } from '@/lib/i18n/plural';
import { DEFAULT_LINK_VIEW, type LinkView } from './link-view';
import { fitLinkView } from './fit-link-view';
import { LoadError, Loading } from '../common/LoadState';
import { Pager } from '../common/Pager';
import { dataOf } from '../common/use-remote';
import { invalidate } from '../common/list-cache';
import { DeleteLinksDialog } from './DeleteLinksDialog';
import { EditLinkDialog } from './EditLinkDialog';
import { LinkQrDialog } from './LinkQrDialog';
import { ExportLinksDialog } from './ExportLinksDialog';
import { exportOf } from './export-filter';
import { LinkFilters } from './LinkFilters';
import { LinkTable } from './LinkTable';
import { TrendsToggle } from './TrendsToggle';
import { useTrendStore } from './use-trends';
import { visibleLinks } from './state-filter';
import { useDeleteLinks, type BulkDeleteResult } from './use-delete-links';
import { LinkJobNotices } from './LinkJobNotices';
import { useLinkJobs } from './use-link-jobs';
import { useLinkList } from './use-links';
import { useReloadOnReconnect } from '../common/use-reload-on-reconnect';

interface Props {
  /**
   * The server whose links these are (the page's chooser): every request names it, so a link of
   * one server is never edited or deleted on another.
   */
  serverId: ServerId;
  view: LinkView;
  onView: (view: LinkView) => void;
  spaces: SpaceSummary[] | null;
  capabilities: Capabilities;
  /**
   * The capabilities are the common ground until the server has been asked: choices are then
   * left out of requests but kept in the URL, as the server may well have them.
   */
  provisional: boolean;
  /** The connected server's address: the export's files name it. */
  serverOrigin: string | null;
  /** Shows a link's statistics in place of the list. */
  onStats: (link: Link) => void;
  /** The account's time zone on the server, where it says: the sparklines' days are its days. */
  timeZone: string | null;
}

function isFiltered(view: LinkView): boolean {
  return (
    view.search.trim() !== '' ||
    view.state !== 'all' ||
    view.spaceId !== null ||
    view.domainId !== null ||
    view.pixelId !== null
  );
}

type ChosenState = Exclude<LinkStateFilter, 'all'>;

/** Why a page shows fewer rows, per state: the state is part of the sentence, not a word put into it. */
const FILTERED_HERE: Record<ChosenState, MessageKey> = {
  active: 'linksFilteredHereActive',
  expired: 'linksFilteredHereExpired',
  disabled: 'linksFilteredHereDisabled',
};

const NONE_ON_PAGE: Record<ChosenState, MessageKey> = {
  active: 'linksNoneOnPageActive',
  expired: 'linksNoneOnPageExpired',
  disabled: 'linksNoneOnPageDisabled',
};

/**
 * Two sentences at most: what was deleted (of how many, when the user stopped), and what was not
 * and why (the error's own sentence).
 */
function deleteNotice(result: BulkDeleteResult): string {
  const total = result.deleted.length + result.failed.length + result.kept.length;
  const deleted =
    result.kept.length > 0
      ? tCount('linksDeleteStopped', result.deleted.length, { total: formatNumber(total) })
      : result.deleted.length > 0
        ? tCount('linksDeleted', result.deleted.length)
        : '';
  const first = result.failed[0];
  if (!first) return deleted;
  const failed = tCount('linksNotDeleted', result.failed.length, { reason: first.reason });
  return `${deleted} ${failed}`.trim();
}

/** The links of the account: filters, the table, paging, editing and deleting. */
export function LinkManager({
  serverId,
  view: askedView,
  onView,
  spaces,
  capabilities,
  provisional,
  serverOrigin,
  onStats,
  timeZone,
}: Props) {
  // What the server cannot answer is never asked: such choices (from a URL, a bookmark, another
  // server) go back to their defaults, in the URL too, and the page says which.
  const fitted = useMemo(() => fitLinkView(askedView, capabilities), [askedView, capabilities]);
  const view = fitted.view;
  const [fallbacks, setFallbacks] = useState<string[]>([]);
  useEffect(() => {
    if (fitted.fallbacks.length === 0 || provisional) return;
    setFallbacks(fitted.fallbacks);
    onView(fitted.view);
  }, [fitted, onView, provisional]);
  // The user changing the view has seen the fallback; it would be stale from then on.
  const changeView = useCallback(
    (next: LinkView) => {
      setFallbacks([]);
      onView(next);
    },
    [onView],
  );

  const { state, reload } = useLinkList(serverId, view, capabilities);
  useReloadOnReconnect(serverId, state.phase === 'failed', reload);
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [notice, setNotice] = useState<string | null>(null);
  const [editing, setEditing] = useState<Link | null>(null);
  const [showingQr, setShowingQr] = useState<Link | null>(null);
  // The export of the list as filtered when Export… was clicked (./ExportLinksDialog.tsx).
  const [exporting, setExporting] = useState<ReturnType<typeof exportOf> | null>(null);
  const answer = dataOf(state);
  const page = answer?.page ?? null;
  // The state column is the extension's own reading of each link: rows that contradict the chosen
  // state are never shown, whoever filtered (or did not filter) them.
  const links = useMemo(() => (page ? visibleLinks(page.items, view.state) : []), [page, view.state]);
  const filteredHere = view.state !== 'all' && !capabilities.trustsStateFilter;
  // The domains and pixels come with each answer: the filters offer what the server has.
  const known = answer?.resources ?? null;

  const afterDelete = useCallback(
    (result: BulkDeleteResult, asked: DeletableLink[]) => {
      setNotice(deleteNotice(result));
      // What a bulk run did not delete stays selected: the user sees which, and can ask again.
      const notDeleted = [...result.failed.map(({ id }) => id), ...result.kept];
      setSelected((current) =>
        asked.length > 1 ? new Set(notDeleted) : new Set([...current].filter((id) => !result.deleted.includes(id))),
      );
      invalidate('links', serverId);
    },
    [serverId],
  );
  const deletion = useDeleteLinks(serverId, afterDelete);
  const reloadList = useCallback(() => invalidate('links', serverId), [serverId]);
  const jobs = useLinkJobs(serverId, serverOrigin, { hidden: deletion.hidden, onDeleteSettled: reloadList });

  // A new view shows other links: a selection of rows no longer shown would be a trap.
  useEffect(() => setSelected(new Set()), [view]);
  // After deleting the last links of the last page, show the page that now is the last.
  useEffect(() => {
    const shown = state.phase === 'ready' ? state.data.page : null;
    if (shown?.items.length === 0 && view.page > 1 && shown.total > 0) {
      onView({ ...view, page: Math.max(1, shown.lastPage) });
    }
  }, [state, view, onView]);

  const onSelect = useCallback((id: number, on: boolean) => {
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  }, []);
  const onSelectAll = (on: boolean) => setSelected(on ? new Set(links.map((link) => link.id)) : new Set());
  const askToDelete = deletion.ask;
  const onDelete = useCallback((link: Link) => askToDelete([link]), [askToDelete]);
  const selectedLinks = links.filter((link) => selected.has(link.id));
  // Only where the server keeps statistics: elsewhere the choice would be offered for nothing.
  const trendsOffered = capabilities.statistics && !provisional;
  const trends = useTrendStore(serverId, trendsOffered && view.trends, timeZone);
  const chosenState = view.state === 'all' ? null : view.state;

  return (
    <div class="manager">
      <LinkFilters view={view} onView={changeView} spaces={spaces} known={known} capabilities={capabilities} />
      {fallbacks.map((text) => (
        <p key={text} class="filter-note filter-note-warning" data-testid="links-fallback">
          {text}
        </p>
      ))}
      {filteredHere && chosenState && (
        <p class="filter-note" data-testid="links-filtered-here">
          {t(FILTERED_HERE[chosenState])}
        </p>
      )}
      {/* The export dialog shows its own job to its end. */}
      <LinkJobNotices
        lines={exporting ? jobs.lines.filter((header) => header.kind !== 'export') : jobs.lines}
        ready={exporting ? null : jobs.ready}
        onAction={jobs.act}
      />
      <div class="toolbar">
        <p class="notice" role="status" data-testid="links-notice">
          {notice}
        </p>
        {trendsOffered && (
          <TrendsToggle
            store={trends}
            serverId={serverId}
            on={view.trends}
            onChange={(on) => changeView({ ...view, trends: on })}
          />
        )}
        {serverOrigin !== null && page !== null && (
          <button type="button" class="button" onClick={() => setExporting(exportOf(view, capabilities))}>
            {t('linksExport')}
          </button>
        )}
        {selectedLinks.length > 0 && (
          <div class="bulk-bar">
            <span>{tCount('bulkSelected', selectedLinks.length)}</span>
            <button type="button" class="button button-danger" onClick={() => deletion.ask(selectedLinks)}>
              {t('bulkDelete')}
            </button>
          </div>
        )}
      </div>
      {state.phase === 'failed' && <LoadError what="links" error={state.error} onRetry={reload} />}
      {page === null && state.phase === 'loading' && <Loading what="links" />}
      {/* Left-out rows are told below; "no links yet" would deny they exist. */}
      {page !== null &&
        links.length === 0 &&
        (page.items.length > 0 || page.unreadable === 0) &&
        state.phase === 'ready' && (
          <div class="card state-card" data-testid="links-empty">
            {page.items.length > 0 && chosenState ? (
              <p>
                {t(NONE_ON_PAGE[chosenState])}
                {page.page < page.lastPage ? ` ${t('linksNextPagesMayHaveSome')}` : ''}
              </p>
            ) : isFiltered(view) ? (
              <>
                <p>{t('linksNoMatch')}</p>
                <button
                  type="button"
                  class="button"
                  onClick={() => changeView({ ...DEFAULT_LINK_VIEW, perPage: view.perPage, order: view.order })}
                >
                  {t('filterClear')}
                </button>
              </>
            ) : (
              <p>{t('linksEmpty')}</p>
            )}
          </div>
        )}
      {page !== null && links.length > 0 && (
        <LinkTable
          links={links}
          selected={selected}
          onSelect={onSelect}
          onSelectAll={onSelectAll}
          onEdit={setEditing}
          onDelete={onDelete}
          onStats={onStats}
          onQr={setShowingQr}
          trends={trends}
          busy={state.phase === 'loading'}
        />
      )}
      {page !== null && page.unreadable > 0 && (
        <p class="filter-note filter-note-warning" data-testid="links-unreadable">
          {tCount('linksUnreadable', page.unreadable)}
        </p>
      )}
      {page !== null && (
        <Pager
          noun="links"
          page={page}
          perPage={view.perPage}
          sizes={capabilities.pageSizes}
          // Rows the page picked out itself are counted against the server's range, whose total
          // is of every link: "Showing 1–10 of 40 links" would read as 40 expired ones.
          shown={
            chosenState && (filteredHere || links.length !== page.items.length)
              ? { count: links.length, state: chosenState }
              : null
          }
          onPage={(n) => changeView({ ...view, page: n })}
          onPerPage={(perPage) => changeView({ ...view, perPage, page: 1 })}
        />
      )}
      {deletion.state.phase !== 'closed' && (
        <DeleteLinksDialog
          state={deletion.state}
          onConfirm={() => void deletion.confirm(deletion.state.phase === 'closed' ? [] : deletion.state.links)}
          onCancel={deletion.cancel}
          onStop={deletion.stop}
        />
      )}
      {exporting && serverOrigin !== null && (
        <ExportLinksDialog
          serverId={serverId}
          serverOrigin={serverOrigin}
          params={exporting}
          onClose={() => setExporting(null)}
        />
      )}
      {showingQr && <LinkQrDialog link={showingQr} onClose={() => setShowingQr(null)} />}
      {editing && (
        <EditLinkDialog
          serverId={serverId}
          link={editing}
          spaces={spaces}
          known={known}
          capabilities={capabilities}
          onClose={(maybeChanged) => {
            setEditing(null);
            if (maybeChanged) invalidate('links', serverId);
          }}
          onSaved={(link) => {
            const alias = editing.alias;
            setEditing(null);
            setNotice(link ? t('editLinkSaved', { alias: link.alias }) : t('editLinkUnchanged', { alias }));
            if (link) invalidate('links', serverId);
          }}
        />
      )}
    </div>
  );
}
