import type { ServerResources } from '@/lib/api/model/link';
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { LINK_ORDERS, LINK_SEARCH_FIELDS, LINK_STATE_FILTERS } from '@/lib/api/model/link-query';
import type { SpaceSummary } from '@/lib/api/model/space';
import { ORDER_LABELS, SEARCH_FIELD_LABELS, STATE_FILTER_LABELS } from './labels';
import { withFilters, type LinkView } from './link-view';
import { debounce } from '../common/debounce';

const SEARCH_DEBOUNCE_MS = 300;

interface Props {
  view: LinkView;
  onView: (view: LinkView) => void;
  spaces: SpaceSummary[] | null;
  known: ServerResources | null;
}

const idOf = (value: string): number | null => (value === '' ? null : Number(value));

/** A select of records with "any" first; keeps a chosen id that is not (yet) among the choices. */
function RecordSelect({
  id,
  label,
  value,
  any,
  choices,
  onChange,
}: {
  id: string;
  label: string;
  value: number | null;
  any: string;
  choices: { id: number; name: string }[];
  onChange: (id: number | null) => void;
}) {
  const missing = value !== null && !choices.some((c) => c.id === value);
  return (
    <div class="filter">
      <label for={id}>{label}</label>
      <select
        id={id}
        value={value === null ? '' : String(value)}
        onChange={(e) => onChange(idOf(e.currentTarget.value))}
      >
        <option value="">{any}</option>
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

/** Every filter of the contract. The search box waits for typing to pause; Enter searches at once. */
export function LinkFilters({ view, onView, spaces, known }: Props) {
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
  return (
    <form
      class="filters"
      role="search"
      aria-label="Filter links"
      onSubmit={(e) => {
        e.preventDefault();
        searchLater.flush();
      }}
    >
      <div class="filter filter-search">
        <label for="filter-search">Search</label>
        <input
          id="filter-search"
          type="search"
          value={searchText}
          placeholder="Search links"
          onInput={(e) => {
            setSearchText(e.currentTarget.value);
            searchLater(e.currentTarget.value);
          }}
        />
      </div>
      <div class="filter">
        <label for="filter-search-in">Search in</label>
        <select
          id="filter-search-in"
          value={view.searchIn}
          onChange={(e) => set({ searchIn: e.currentTarget.value as LinkView['searchIn'] })}
        >
          {LINK_SEARCH_FIELDS.map((field) => (
            <option key={field} value={field}>
              {SEARCH_FIELD_LABELS[field]}
            </option>
          ))}
        </select>
      </div>
      <div class="filter">
        <label for="filter-status">Status</label>
        <select
          id="filter-status"
          value={view.state}
          onChange={(e) => set({ state: e.currentTarget.value as LinkView['state'] })}
        >
          {LINK_STATE_FILTERS.map((state) => (
            <option key={state} value={state}>
              {STATE_FILTER_LABELS[state]}
            </option>
          ))}
        </select>
      </div>
      <RecordSelect
        id="filter-space"
        label="Space"
        any="All spaces"
        value={view.spaceId}
        choices={spaces ?? []}
        onChange={(spaceId) => set({ spaceId })}
      />
      <RecordSelect
        id="filter-domain"
        label="Domain"
        any="All domains"
        value={view.domainId}
        choices={known?.domains ?? []}
        onChange={(domainId) => set({ domainId })}
      />
      <RecordSelect
        id="filter-pixel"
        label="Pixel"
        any="All pixels"
        value={view.pixelId}
        choices={known?.pixels ?? []}
        onChange={(pixelId) => set({ pixelId })}
      />
      <div class="filter">
        <label for="filter-sort">Sort</label>
        <select
          id="filter-sort"
          value={view.order}
          onChange={(e) => set({ order: e.currentTarget.value as LinkView['order'] })}
        >
          {LINK_ORDERS.map((order) => (
            <option key={order} value={order}>
              {ORDER_LABELS[order]}
            </option>
          ))}
        </select>
      </div>
    </form>
  );
}
