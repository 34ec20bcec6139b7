import { useLayoutEffect, useRef } from 'preact/hooks';
import { isPageSize, type PageSize } from '../links/link-view';
import type { LinkState } from '@/lib/api/model/link';
import type { Page } from '@/lib/api/model/page';
import { formatNumber } from '@/lib/i18n/format';
import { t, type MessageKey } from '@/lib/i18n/messages';
import { tCount, type PluralKey } from '@/lib/i18n/plural';

/** What is paged: each has its own sentences, so no noun is glued into one. */
type Paged = 'links' | 'spaces';

interface Props {
  /** "links", "spaces": picks the sentences and names the test ids. */
  noun: Paged;
  page: Page<unknown>;
  perPage: PageSize;
  /** The page sizes the server honours (`Capabilities.pageSizes`). */
  sizes: readonly number[];
  /** Rows shown when the page filtered the server's links itself, by their state. */
  shown?: { count: number; state: LinkState } | null;
  onPage: (page: number) => void;
  onPerPage: (perPage: PageSize) => void;
}

/** Each list's own sentences. */
const SENTENCES = {
  links: { label: 'pagerLabelLinks', none: 'pagerNoLinks', range: 'pagerRangeLinks' },
  spaces: { label: 'pagerLabelSpaces', none: 'pagerNoSpaces', range: 'pagerRangeSpaces' },
} as const satisfies Record<Paged, { label: MessageKey; none: MessageKey; range: PluralKey }>;

const SHOWN_OF_STATE = {
  active: 'pagerShownActive',
  expired: 'pagerShownExpired',
  disabled: 'pagerShownDisabled',
} as const satisfies Record<LinkState, PluralKey>;

function summary(noun: Paged, page: Page<unknown>, shown: Props['shown']): string {
  if (page.total === 0) return t(SENTENCES[noun].none);
  const first = (page.page - 1) * page.perPage + 1;
  const from = formatNumber(first);
  const to = formatNumber(Math.min(page.total, first + page.items.length - 1));
  // "Showing 18 active of links 1–25 of 40": the server's range stays visible, or paging makes no sense.
  if (shown) return tCount(SHOWN_OF_STATE[shown.state], shown.count, { from, to, total: formatNumber(page.total) });
  return tCount(SENTENCES[noun].range, page.total, { from, to });
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
    <nav class="pager" aria-label={t(SENTENCES[noun].label)}>
      <p class="pager-summary" data-testid={`${noun}-range`}>
        {summary(noun, page, shown)}
      </p>
      <div class="inline-field">
        <label for={`${noun}-per-page`}>{t('pagerPerPage')}</label>
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
              {formatNumber(size)}
            </option>
          ))}
        </select>
      </div>
      <div class="pager-buttons" ref={buttons}>
        <button type="button" class="button" disabled={page.page <= 1} onClick={() => onPage(page.page - 1)}>
          {t('pagerPrevious')}
        </button>
        <span class="pager-position" aria-live="polite">
          {t('pagerPosition', { page: formatNumber(page.page), last: formatNumber(lastPage) })}
        </span>
        <button type="button" class="button" disabled={page.page >= lastPage} onClick={() => onPage(page.page + 1)}>
          {t('pagerNext')}
        </button>
      </div>
    </nav>
  );
}
