import { PAGE_SIZES, type PageSize } from '../links/link-view';
import type { Page } from '@/lib/api/model/page';

interface Props {
  /** "links", "spaces": used in the labels. */
  noun: string;
  page: Page<unknown>;
  perPage: PageSize;
  onPage: (page: number) => void;
  onPerPage: (perPage: PageSize) => void;
}

/** "Showing 26–50 of 312 links", page size, and previous / next with the page count. */
export function Pager({ noun, page, perPage, onPage, onPerPage }: Props) {
  const from = page.total === 0 ? 0 : (page.page - 1) * page.perPage + 1;
  const to = Math.min(page.total, from + page.items.length - 1);
  const lastPage = Math.max(1, page.lastPage);
  return (
    <nav class="pager" aria-label={`Pages of ${noun}`}>
      <p class="pager-summary" data-testid={`${noun}-range`}>
        {page.total === 0 ? `No ${noun}` : `Showing ${from}–${to} of ${page.total} ${noun}`}
      </p>
      <div class="inline-field">
        <label for={`${noun}-per-page`}>Per page</label>
        <select
          id={`${noun}-per-page`}
          value={String(perPage)}
          onChange={(event) => onPerPage(Number(event.currentTarget.value) as PageSize)}
        >
          {PAGE_SIZES.map((size) => (
            <option key={size} value={String(size)}>
              {size}
            </option>
          ))}
        </select>
      </div>
      <div class="pager-buttons">
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
