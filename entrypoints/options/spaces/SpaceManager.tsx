import { useCallback, useEffect, useMemo, useRef, useState } from 'preact/hooks';
import type { Capabilities } from '@/lib/api/model/server';
import type { Space } from '@/lib/api/model/space';
import type { ServerId } from '@/lib/servers';
import { fullDate, shortDate } from '../links/labels';
import { debounce } from '../common/debounce';
import { t } from '@/lib/i18n/messages';
import { tCount } from '@/lib/i18n/plural';
import { fitSpaceView, spaceOrderLabel, type SpaceView } from './space-view';
import { useSpaceList } from './use-spaces';
import { LoadError, Loading } from '../common/LoadState';
import { Pager } from '../common/Pager';
import { SpaceChip } from '@/components/link-form/SpaceChip';
import { dataOf } from '../common/use-remote';
import { CreateSpaceForm } from './CreateSpaceForm';
import { DeleteSpaceDialog } from './DeleteSpaceDialog';
import { EditSpaceDialog } from './EditSpaceDialog';
import { useFocusInRows } from '../common/use-focus-in-rows';
import { useReloadOnReconnect } from '../common/use-reload-on-reconnect';
import { invalidate } from '../common/list-cache';

interface Props {
  /** The server whose spaces these are (the page's chooser): every request names it. */
  serverId: ServerId;
  view: SpaceView;
  onView: (view: SpaceView) => void;
  capabilities: Capabilities;
  /** The capabilities are the common ground until the server has been asked (see LinkManager). */
  provisional: boolean;
}

type Open = { kind: 'none' } | { kind: 'edit'; space: Space } | { kind: 'delete'; space: Space };

export function SpaceManager({ serverId, view: askedView, onView: setView, capabilities, provisional }: Props) {
  // A sort the server lacks (from a URL) goes back to the default, visibly; see LinkManager.
  const fitted = useMemo(() => fitSpaceView(askedView, capabilities), [askedView, capabilities]);
  const view = fitted.view;
  const [fallback, setFallback] = useState<string | null>(null);
  useEffect(() => {
    if (fitted.fallback === null || provisional) return;
    setFallback(fitted.fallback);
    setView(fitted.view);
  }, [fitted, setView, provisional]);
  const onView = useCallback(
    (next: SpaceView) => {
      setFallback(null);
      setView(next);
    },
    [setView],
  );
  const { state, reload } = useSpaceList(serverId, view);
  useReloadOnReconnect(serverId, state.phase === 'failed', reload);
  const [open, setOpen] = useState<Open>({ kind: 'none' });
  const [notice, setNotice] = useState<string | null>(null);
  const [searchText, setSearchText] = useState(view.search);
  const viewRef = useRef(view);
  viewRef.current = view;
  const searchLater = useMemo(
    () => debounce((search: string) => onView({ ...viewRef.current, search, page: 1 }), 300),
    [onView],
  );
  useEffect(() => () => searchLater.cancel(), [searchLater]);
  const page = dataOf(state);
  const rowFocus = useFocusInRows(page?.items);
  const createdColumn = t('spacesColumnCreated');

  const changed = (message: string) => {
    setOpen({ kind: 'none' });
    setNotice(message);
    // A space's name and color show in the link list too, and its delete took its links.
    invalidate('spaces', serverId);
    invalidate('links', serverId);
  };

  return (
    <div class="manager spaces-layout">
      <CreateSpaceForm serverId={serverId} onCreated={(name) => changed(t('spaceCreated', { name }))} />
      <div class="space-list">
        <form
          class="filters"
          role="search"
          aria-label={t('spacesFilterLabel')}
          onSubmit={(e) => {
            e.preventDefault();
            searchLater.flush();
          }}
        >
          <div class="filter filter-search">
            <label for="space-search">{t('spacesSearch')}</label>
            <input
              id="space-search"
              type="search"
              value={searchText}
              onInput={(e) => {
                setSearchText(e.currentTarget.value);
                searchLater(e.currentTarget.value);
              }}
            />
          </div>
          <div class="filter">
            <label for="space-sort">{t('spacesSort')}</label>
            <select
              id="space-sort"
              value={view.order}
              onChange={(e) => onView({ ...view, order: e.currentTarget.value as SpaceView['order'], page: 1 })}
            >
              {capabilities.spaceOrders.map((order) => (
                <option key={order} value={order}>
                  {spaceOrderLabel(order)}
                </option>
              ))}
            </select>
          </div>
        </form>
        {fallback && (
          <p class="filter-note filter-note-warning" data-testid="spaces-fallback">
            {fallback}
          </p>
        )}
        <p class="notice" role="status" data-testid="spaces-notice">
          {notice}
        </p>
        {state.phase === 'failed' && <LoadError what="spaces" error={state.error} onRetry={reload} />}
        {page === null && state.phase === 'loading' && <Loading what="spaces" />}
        {/* Left-out rows are told below; "no spaces yet" would deny they exist. */}
        {page !== null && page.items.length === 0 && page.unreadable === 0 && state.phase === 'ready' && (
          <p class="card state-card" data-testid="spaces-empty">
            {view.search.trim() ? t('spacesNoMatch') : t('spacesEmpty')}
          </p>
        )}
        {page !== null && page.items.length > 0 && (
          <table
            {...rowFocus}
            class="space-table"
            aria-label={t('spacesTableLabel')}
            aria-busy={state.phase === 'loading'}
          >
            <thead>
              <tr>
                <th scope="col">{t('spacesColumnSpace')}</th>
                <th scope="col">{createdColumn}</th>
                <th scope="col">
                  <span class="visually-hidden">{t('spacesColumnActions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {page.items.map((space) => (
                <tr key={space.id} data-testid="space-row">
                  <td class="col-space">
                    <SpaceChip space={space} />
                  </td>
                  {/* Its column's name is drawn above the date where the rows are cards (options.css). */}
                  <td class="col-created" data-label={createdColumn} title={fullDate(space.createdAt)}>
                    {shortDate(space.createdAt)}
                  </td>
                  <td class="col-actions">
                    <button
                      type="button"
                      class="button button-small"
                      aria-label={t('spaceEditLabel', { name: space.name })}
                      onClick={() => setOpen({ kind: 'edit', space })}
                    >
                      {t('spaceEdit')}
                    </button>
                    <button
                      type="button"
                      class="button button-small button-danger-quiet"
                      aria-label={t('spaceDeleteLabel', { name: space.name })}
                      onClick={() => setOpen({ kind: 'delete', space })}
                    >
                      {t('spaceDelete')}
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        {page !== null && page.unreadable > 0 && (
          <p class="filter-note filter-note-warning" data-testid="spaces-unreadable">
            {tCount('spacesUnreadable', page.unreadable)}
          </p>
        )}
        {page !== null && (
          <Pager
            noun="spaces"
            page={page}
            perPage={view.perPage}
            sizes={capabilities.pageSizes}
            onPage={(n) => onView({ ...view, page: n })}
            onPerPage={(perPage) => onView({ ...view, perPage, page: 1 })}
          />
        )}
      </div>
      {open.kind === 'edit' && (
        <EditSpaceDialog
          serverId={serverId}
          space={open.space}
          onClose={() => setOpen({ kind: 'none' })}
          onSaved={(space) => changed(t('spaceSaved', { name: space.name }))}
        />
      )}
      {open.kind === 'delete' && (
        <DeleteSpaceDialog
          serverId={serverId}
          space={open.space}
          onClose={() => setOpen({ kind: 'none' })}
          onDeleted={(space) => changed(t('spaceDeleted', { name: space.name }))}
        />
      )}
    </div>
  );
}
