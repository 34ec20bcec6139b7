import { useCallback, useEffect, useState } from 'preact/hooks';
import type { Link } from '@/lib/api/model/link';
import type { SpaceSummary } from '@/lib/api/model/space';
import type { BulkDeleteResult } from './bulk-delete';
import { countOf } from './labels';
import { DEFAULT_LINK_VIEW, type LinkView } from './link-view';
import { LoadError, Loading } from '../common/LoadState';
import { Pager } from '../common/Pager';
import { dataOf } from '../common/use-remote';
import { DeleteLinksDialog } from './DeleteLinksDialog';
import { EditLinkDialog } from './EditLinkDialog';
import { LinkFilters } from './LinkFilters';
import { LinkTable } from './LinkTable';
import { useDeleteLinks } from './use-delete-links';
import { useLinkList } from './use-links';

interface Props {
  view: LinkView;
  onView: (view: LinkView) => void;
  spaces: SpaceSummary[] | null;
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

function deleteNotice(result: BulkDeleteResult): string {
  const deleted = result.deleted.length > 0 ? `Deleted ${countOf(result.deleted.length, 'link')}.` : '';
  const first = result.failed[0];
  if (!first) return deleted;
  return `${deleted} ${countOf(result.failed.length, 'link')} could not be deleted: ${first.error.message}`.trim();
}

/** The links of the account: filters, the table, paging, editing and deleting. */
export function LinkManager({ view, onView, spaces }: Props) {
  const [version, setVersion] = useState(0);
  const { state, reload } = useLinkList(view, version);
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [notice, setNotice] = useState<string | null>(null);
  const [editing, setEditing] = useState<Link | null>(null);
  const answer = dataOf(state);
  const page = answer?.page ?? null;
  // The domains and pixels come with each answer: the filters offer what the server has.
  const known = answer?.resources ?? null;

  const afterDelete = useCallback((result: BulkDeleteResult) => {
    setNotice(deleteNotice(result));
    setSelected(new Set());
    setVersion((v) => v + 1);
  }, []);
  const deletion = useDeleteLinks(afterDelete);

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
  const onSelectAll = (on: boolean) => setSelected(on && page ? new Set(page.items.map((link) => link.id)) : new Set());
  const askToDelete = deletion.ask;
  const onDelete = useCallback((link: Link) => askToDelete([link]), [askToDelete]);
  const selectedLinks = page ? page.items.filter((link) => selected.has(link.id)) : [];

  return (
    <div class="manager">
      <LinkFilters view={view} onView={onView} spaces={spaces} known={known} />
      <div class="toolbar">
        <p class="notice" role="status" data-testid="links-notice">
          {notice}
        </p>
        {selectedLinks.length > 0 && (
          <div class="bulk-bar">
            <span>{countOf(selectedLinks.length, 'link')} selected</span>
            <button type="button" class="button button-danger" onClick={() => deletion.ask(selectedLinks)}>
              Delete selected
            </button>
          </div>
        )}
      </div>
      {state.phase === 'failed' && <LoadError what="the links" error={state.error} onRetry={reload} />}
      {page === null && state.phase === 'loading' && <Loading what="links" />}
      {page !== null && page.items.length === 0 && state.phase === 'ready' && (
        <div class="card state-card" data-testid="links-empty">
          {isFiltered(view) ? (
            <>
              <p>No links match these filters.</p>
              <button
                type="button"
                class="button"
                onClick={() => onView({ ...DEFAULT_LINK_VIEW, perPage: view.perPage, order: view.order })}
              >
                Clear filters
              </button>
            </>
          ) : (
            <p>No links yet. Shorten a page from the toolbar button and it will show up here.</p>
          )}
        </div>
      )}
      {page !== null && page.items.length > 0 && (
        <LinkTable
          links={page.items}
          selected={selected}
          onSelect={onSelect}
          onSelectAll={onSelectAll}
          onEdit={setEditing}
          onDelete={onDelete}
          busy={state.phase === 'loading'}
        />
      )}
      {page !== null && (
        <Pager
          noun="links"
          page={page}
          perPage={view.perPage}
          onPage={(n) => onView({ ...view, page: n })}
          onPerPage={(perPage) => onView({ ...view, perPage, page: 1 })}
        />
      )}
      {deletion.state.phase !== 'closed' && (
        <DeleteLinksDialog
          state={deletion.state}
          onConfirm={() => void deletion.confirm(deletion.state.phase === 'closed' ? [] : deletion.state.links)}
          onCancel={deletion.cancel}
        />
      )}
      {editing && (
        <EditLinkDialog
          link={editing}
          spaces={spaces}
          known={known}
          onClose={() => setEditing(null)}
          onSaved={(link) => {
            const alias = editing.alias;
            setEditing(null);
            setNotice(link ? `Saved ${link.alias}.` : `Nothing changed in ${alias}.`);
            if (link) setVersion((v) => v + 1);
          }}
        />
      )}
    </div>
  );
}
