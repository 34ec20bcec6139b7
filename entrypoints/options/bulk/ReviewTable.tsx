import { useRef } from 'preact/hooks';
import { t } from '@/lib/i18n/messages';
import type { ReviewRow } from './review-rows';

interface Props {
  rows: readonly ReviewRow[];
  problems: readonly (string | null)[];
  onChange: (key: string, change: Partial<Pick<ReviewRow, 'url' | 'alias'>>) => void;
  onRemove: (key: string) => void;
}

/**
 * The addresses about to be shortened, each editable and removable, with an optional alias. A row
 * that cannot be sent says why at its address. After a removal the focus goes to the next row's
 * Remove (or the previous one's at the end), so the keyboard stays in the table.
 */
export function ReviewTable({ rows, problems, onChange, onRemove }: Props) {
  const table = useRef<HTMLTableElement>(null);
  const remove = (index: number, key: string) => {
    onRemove(key);
    const next = rows[index + 1] ?? rows[index - 1];
    if (!next) return;
    // After the render without the row.
    requestAnimationFrame(() =>
      table.current?.querySelector<HTMLButtonElement>(`button[data-row="${next.key}"]`)?.focus(),
    );
  };
  return (
    <div class="table-scroll">
      <table class="bulk-table" ref={table} data-testid="bulk-review">
        <caption class="visually-hidden">{t('bulkReviewCaption')}</caption>
        <thead>
          <tr>
            <th scope="col" class="bulk-number">
              #
            </th>
            <th scope="col">{t('bulkColumnAddress')}</th>
            <th scope="col" class="bulk-alias-column">
              {t('bulkColumnAlias')}
            </th>
            <th scope="col">
              <span class="visually-hidden">{t('bulkColumnActions')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => {
            const problem = problems[index];
            const problemId = `bulk-problem-${row.key}`;
            const number = String(index + 1);
            return (
              <tr key={row.key} data-testid="bulk-review-row">
                <td class="bulk-number">{number}</td>
                <td>
                  <input
                    class="form-control"
                    type="text"
                    spellcheck={false}
                    value={row.url}
                    aria-label={t('bulkAddressOfRow', { row: number })}
                    aria-invalid={problem ? true : undefined}
                    aria-describedby={problem ? problemId : undefined}
                    onInput={(event) => onChange(row.key, { url: event.currentTarget.value })}
                  />
                  {problem && (
                    <p class="form-error" id={problemId}>
                      {problem}
                    </p>
                  )}
                </td>
                <td>
                  <input
                    class="form-control bulk-alias"
                    type="text"
                    spellcheck={false}
                    value={row.alias}
                    aria-label={t('bulkAliasOfRow', { row: number })}
                    onInput={(event) => onChange(row.key, { alias: event.currentTarget.value })}
                  />
                </td>
                <td>
                  <button
                    type="button"
                    class="button button-small"
                    data-row={row.key}
                    aria-label={t('bulkRemoveRow', { row: number })}
                    onClick={() => remove(index, row.key)}
                  >
                    {t('bulkRemove')}
                  </button>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
