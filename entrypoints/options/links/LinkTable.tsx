import { useLayoutEffect } from 'preact/hooks';
import type { Link } from '@/lib/api/model/link';
import { t, type MessageKey } from '@/lib/i18n/messages';
import { LinkRow } from './LinkRow';
import type { TrendStore } from './link-trends';
import { measurePaint } from '../common/render-timing';
import { useFocusInRows } from '../common/use-focus-in-rows';
import { useCopyFeedback, type CopyFeedback } from './use-copy-feedback';

interface Props {
  links: Link[];
  selected: ReadonlySet<number>;
  onSelect: (id: number, selected: boolean) => void;
  onSelectAll: (selected: boolean) => void;
  onEdit: (link: Link) => void;
  onDelete: (link: Link) => void;
  onStats: (link: Link) => void;
  onQr: (link: Link) => void;
  /** The last 30 days' sparklines, when the user turned them on: a column of their own. */
  trends: TrendStore | null;
  busy: boolean;
}

/** The columns' headings; the clicks column holds numbers, aligned as numbers. */
interface Column {
  heading: MessageKey;
  numeric?: true;
}
const COLUMNS: Column[] = [
  { heading: 'linkTableShortLink' },
  { heading: 'linkTableTitleAndDestination' },
  { heading: 'linkTableSpace' },
  { heading: 'linkTableClicks', numeric: true },
  { heading: 'linkTableState' },
  { heading: 'linkTableCreated' },
];
/** The sparklines' column, right after the clicks, when they are on. */
const TREND_COLUMN: Column = { heading: 'linkTableTrend' };

function copyAnnouncement(feedback: CopyFeedback | null): string {
  if (!feedback) return '';
  const alias = feedback.alias;
  return feedback.result === 'copied'
    ? t('linkCopiedAnnouncement', { alias })
    : t('linkCopyFailedAnnouncement', { alias });
}

export function LinkTable({
  links,
  selected,
  onSelect,
  onSelectAll,
  onEdit,
  onDelete,
  onStats,
  onQr,
  trends,
  busy,
}: Props) {
  useLayoutEffect(() => measurePaint('links'), [links]);
  const [copied, copy] = useCopyFeedback();
  const rowFocus = useFocusInRows(links);
  const allSelected = links.length > 0 && links.every((link) => selected.has(link.id));
  // Another set of links (a page switch) gets a new <tbody>: its rows are built while it is
  // detached and go into the document at once, instead of a hundred removals and insertions.
  const rowsKey = links.map((link) => link.id).join();
  return (
    <div class="table-scroll">
      <table
        {...rowFocus}
        class={trends ? 'link-table link-table-trends' : 'link-table'}
        aria-busy={busy}
        aria-label={t('linkTableLabel')}
      >
        <thead>
          <tr>
            <th scope="col">
              {/* Its words are shown only where the rows are cards, without the headings (options.css). */}
              <label class="select-all">
                <input
                  type="checkbox"
                  checked={allSelected}
                  aria-label={t('linkTableSelectAll')}
                  onChange={(e) => onSelectAll(e.currentTarget.checked)}
                />
                <span class="select-all-words" aria-hidden="true">
                  {t('linkTableSelectAll')}
                </span>
              </label>
            </th>
            {(trends ? [...COLUMNS.slice(0, 4), TREND_COLUMN, ...COLUMNS.slice(4)] : COLUMNS).map(
              ({ heading, numeric }) => (
                <th scope="col" key={heading} class={numeric ? 'num' : undefined}>
                  {t(heading)}
                </th>
              ),
            )}
            <th scope="col">
              <span class="visually-hidden">{t('linkTableActions')}</span>
            </th>
          </tr>
        </thead>
        <tbody key={rowsKey}>
          {links.map((link) => (
            <LinkRow
              key={link.id}
              link={link}
              selected={selected.has(link.id)}
              copied={copied?.linkId === link.id ? copied.result : null}
              onSelect={onSelect}
              onCopy={copy}
              onEdit={onEdit}
              onDelete={onDelete}
              onStats={onStats}
              onQr={onQr}
              trends={trends}
            />
          ))}
        </tbody>
      </table>
      <p class="visually-hidden" role="status">
        {copyAnnouncement(copied)}
      </p>
    </div>
  );
}
