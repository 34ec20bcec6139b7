import type { ServerResources } from '@/lib/api/model/link';
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { LINK_SEARCH_FIELDS } from '@/lib/api/model/link-query';
import type { Capabilities } from '@/lib/api/model/server';
import type { SpaceSummary } from '@/lib/api/model/space';
import { t } from '@/lib/i18n/messages';
import { orderLabel, searchFieldLabel, stateFilterLabel } from './labels';
import { withFilters, type LinkView, type SpaceFilter } from './link-view';
import { debounce } from '../common/debounce';

const SEARCH_DEBOUNCE_MS = 300;
/** The select value of the "No space" choice (record ids are numbers, so it cannot clash). */
const NO_SPACE = 'none';

interface Props {
  view: LinkView;
  onView: (view: LinkView) => void;
  spaces: SpaceSummary[] | null;
  known: ServerResources | null;
  capabilities: Capabilities;
}

const idOf = (value: string): number | null => (value === '' ? null : Number(value));

/**
 * A select of records with "any" first, then `special` choices (such as "No space"); keeps a
 * chosen id that is not (yet) among the choices.
 */
function RecordSelect<V extends string>({
  id,
  label,
  value,
  any,
  special = [],
  choices,
  onChange,
}: {
  id: string;
  label: string;
  value: number | V | null;
  any: string;
  special?: { value: V; label: string }[];
  choices: { id: number; name: string }[];
  onChange: (value: number | V | null) => void;
}) {
  const missing = typeof value === 'number' && !choices.some((c) => c.id === value);
  const read = (raw: string): number | V | null => special.find((s) => s.value === raw)?.value ?? idOf(raw);
  return (
    <div class="filter">
      <label for={id}>{label}</label>
      <select
        id={id}
        value={value === null ? '' : String(value)}
        onChange={(e) => onChange(read(e.currentTarget.value))}
      >
        <option value="">{any}</option>
        {special.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
        {missing && <option value={String(value)}>#{value}</option>}
        {choices.map((choice) => (
          <option key={choice.id} value={String(choice.id)}>
            {choice.name}
          </option>
        ))}
      </select>
    </div>
  );
}

/**
 * The filters the connected server honours, and only those (its `capabilities`). The search box
 * waits for typing to pause; Enter searches at once.
 */
export function LinkFilters({ view, onView, spaces, known, capabilities }: Props) {
  const [searchText, setSearchText] = useState(view.search);
  const viewRef = useRef(view);
  viewRef.current = view;
  const searchLater = useMemo(
    () => debounce((search: string) => onView(withFilters(viewRef.current, { search })), SEARCH_DEBOUNCE_MS),
    [onView],
  );
  useEffect(() => () => searchLater.cancel(), [searchLater]);
  // Back/forward or a reset changes the view from outside: show its search text.
  useEffect(() => setSearchText(view.search), [view.search]);

  // Another filter changing takes the search box as it reads now, pending or not.
  const set = (changes: Partial<Omit<LinkView, 'page'>>) => {
    searchLater.cancel();
    onView(withFilters(view, { search: searchText, ...changes }));
  };
  const noSpace = capabilities.noSpaceFilter ? [{ value: NO_SPACE, label: t('filterNoSpace') } as const] : [];
  return (
    <form
      class="filters"
      role="search"
      aria-label={t('filterLinksLabel')}
      onSubmit={(e) => {
        e.preventDefault();
        searchLater.flush();
      }}
    >
      <div class="filter filter-search">
        <label for="filter-search">{t('filterSearch')}</label>
        <input
          id="filter-search"
          type="search"
          value={searchText}
          placeholder={t('filterSearchPlaceholder')}
          onInput={(e) => {
            setSearchText(e.currentTarget.value);
            searchLater(e.currentTarget.value);
          }}
        />
      </div>
      <div class="filter">
        <label for="filter-search-in">{t('filterSearchIn')}</label>
        <select
          id="filter-search-in"
          value={view.searchIn}
          onChange={(e) => set({ searchIn: e.currentTarget.value as LinkView['searchIn'] })}
        >
          {LINK_SEARCH_FIELDS.map((field) => (
            <option key={field} value={field}>
              {searchFieldLabel(field)}
            </option>
          ))}
        </select>
      </div>
      {capabilities.linkStates.length > 1 && (
        <div class="filter">
          <label for="filter-status">{t('filterStatus')}</label>
          <select
            id="filter-status"
            value={view.state}
            onChange={(e) => set({ state: e.currentTarget.value as LinkView['state'] })}
          >
            {capabilities.linkStates.map((state) => (
              <option key={state} value={state}>
                {stateFilterLabel(state)}
              </option>
            ))}
          </select>
        </div>
      )}
      <RecordSelect<typeof NO_SPACE>
        id="filter-space"
        label={t('filterSpace')}
        any={t('filterAllSpaces')}
        special={noSpace}
        value={view.spaceId}
        choices={spaces ?? []}
        onChange={(spaceId: SpaceFilter) => set({ spaceId })}
      />
      <RecordSelect<never>
        id="filter-domain"
        label={t('filterDomain')}
        any={t('filterAllDomains')}
        value={view.domainId}
        choices={known?.domains ?? []}
        onChange={(domainId) => set({ domainId })}
      />
      <RecordSelect<never>
        id="filter-pixel"
        label={t('filterPixel')}
        any={t('filterAllPixels')}
        value={view.pixelId}
        choices={known?.pixels ?? []}
        onChange={(pixelId) => set({ pixelId })}
      />
      <div class="filter">
        <label for="filter-sort">{t('filterSort')}</label>
        <select
          id="filter-sort"
          value={view.order}
          onChange={(e) => set({ order: e.currentTarget.value as LinkView['order'] })}
        >
          {capabilities.linkOrders.map((order) => (
            <option key={order} value={order}>
              {orderLabel(order)}
            </option>
          ))}
        </select>
      </div>
    </form>
  );
}
