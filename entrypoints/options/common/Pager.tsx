import { useLayoutEffect, useRef } from 'preact/hooks';
import { isPageSize, type PageSize } from '../links/link-view';
import type { Page } from '@/lib/api/model/page';

interface Props {
  /** "links", "spaces": used in the labels. */
  noun: string;
  page: Page<unknown>;
  perPage: PageSize;
  /** The page sizes the server honours (`Capabilities.pageSizes`). */
  sizes: readonly number[];
  /** Rows shown when the page filtered the server's rows itself; those rows are then named by it. */
  shown?: { count: number; what: string } | null;
  onPage: (page: number) => void;
  onPerPage: (perPage: PageSize) => void;
}

function summary(noun: string, page: Page<unknown>, shown: Props['shown']): string {
  if (page.total === 0) return `No ${noun}`;
  const from = (page.page - 1) * page.perPage + 1;
  const to = Math.min(page.total, from + page.items.length - 1);
  // "Showing 18 active of links 1–25 of 40": the server's range stays visible, or paging makes no sense.
  return shown
    ? `Showing ${shown.count} ${shown.what} of ${noun} ${from}–${to} of ${page.total}`
    : `Showing ${from}–${to} of ${page.total} ${noun}`;
}

/** "Showing 26–50 of 312 links", page size, and previous / next with the page count. */
export function Pager({ noun, page, perPage, sizes, shown = null, onPage, onPerPage }: Props) {
  const lastPage = Math.max(1, page.lastPage);
  const buttons = useRef<HTMLDivElement>(null);
  // Next turns disabled on the last page (Previous on the first) and would drop the focus to the
  // page: it goes to the other button. Read before the commit, while the focus is still in place.
  const hadFocus = buttons.current?.contains(document.activeElement) ?? false;
  useLayoutEffect(() => {
    const active = document.activeElement;
    const dropped =
      active === null || active === document.body || (active instanceof HTMLButtonElement && active.disabled);
    if (hadFocus && dropped) buttons.current?.querySelector<HTMLButtonElement>('button:enabled')?.focus();
  });
  return (
    <nav class="pager" aria-label={`Pages of ${noun}`}>
      <p class="pager-summary" data-testid={`${noun}-range`}>
        {summary(noun, page, shown)}
      </p>
      <div class="inline-field">
        <label for={`${noun}-per-page`}>Per page</label>
        <select
          id={`${noun}-per-page`}
          value={String(perPage)}
          onChange={(event) => {
            const size = Number(event.currentTarget.value);
            if (isPageSize(size)) onPerPage(size);
          }}
        >
          {sizes.filter(isPageSize).map((size) => (
            <option key={size} value={String(size)}>
              {size}
            </option>
          ))}
        </select>
      </div>
      <div class="pager-buttons" ref={buttons}>
        <button type="button" class="button" disabled={page.page <= 1} onClick={() => onPage(page.page - 1)}>
          Previous
        </button>
        <span class="pager-position" aria-live="polite">
          Page {page.page} of {lastPage}
        </span>
        <button type="button" class="button" disabled={page.page >= lastPage} onClick={() => onPage(page.page + 1)}>
          Next
        </button>
      </div>
    </nav>
  );
}
