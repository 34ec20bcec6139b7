import { useRef } from 'preact/hooks';
import { t } from '@/lib/i18n/messages';
import { tCount } from '@/lib/i18n/plural';
import type { ReviewRow } from './review-rows';

interface Props {
  rows: readonly ReviewRow[];
  problems: readonly (string | null)[];
  onChange: (key: string, change: Partial<Pick<ReviewRow, 'url' | 'alias'>>) => void;
  onRemove: (key: string) => void;
  /** "Keep them": the row's tracking parameters put back. */
  onKeep: (key: string) => void;
}

/**
 * The addresses about to be shortened, each editable and removable, with an optional alias. A row
 * that cannot be sent says why at its address, and one whose tracking parameters were taken out
 * says which (the names on hover and for screen readers) with "Keep them". After a removal the focus goes to the next row's
 * Remove (or the previous one's at the end), so the keyboard stays in the table.
 */
export function ReviewTable({ rows, problems, onChange, onRemove, onKeep }: Props) {
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
  const keep = (key: string) => {
    onKeep(key);
    // The button goes with its note: the keyboard goes to the address it restored.
    requestAnimationFrame(() => document.getElementById(`bulk-address-${key}`)?.focus());
  };
  // The note's words depend on the count alone: asked once per count, not once per row (a list
  // pasted from one campaign has a hundred rows with the same two parameters).
  const noteWords = new Map<number, { said: string; keep: string }>();
  const wordsFor = (count: number) => {
    let words = noteWords.get(count);
    if (!words) {
      words = { said: tCount('cleanRemoved', count), keep: tCount('cleanKeep', count) };
      noteWords.set(count, words);
    }
    return words;
  };
  const aliasColumn = t('bulkColumnAlias');
  return (
    <div class="table-scroll">
      <table class="bulk-table bulk-review-table" ref={table} data-testid="bulk-review">
        <caption class="visually-hidden">{t('bulkReviewCaption')}</caption>
        <thead>
          <tr>
            <th scope="col" class="bulk-number">
              #
            </th>
            <th scope="col">{t('bulkColumnAddress')}</th>
            <th scope="col" class="bulk-alias-column">
              {aliasColumn}
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
            const cleanedId = `bulk-cleaned-${row.key}`;
            const described = [problem ? problemId : '', row.cleaned ? cleanedId : ''].filter(Boolean).join(' ');
            const number = String(index + 1);
            const removed = row.cleaned?.removed ?? [];
            const names = removed.join(', ');
            const words = row.cleaned ? wordsFor(removed.length) : null;
            return (
              <tr key={row.key} data-testid="bulk-review-row">
                <td class="bulk-number">{number}</td>
                <td class="bulk-address-cell">
                  <input
                    id={`bulk-address-${row.key}`}
                    class="form-control"
                    type="text"
                    spellcheck={false}
                    value={row.url}
                    aria-label={t('bulkAddressOfRow', { row: number })}
                    aria-invalid={problem ? true : undefined}
                    aria-describedby={described || undefined}
                    onInput={(event) => onChange(row.key, { url: event.currentTarget.value })}
                  />
                  {problem && (
                    <p class="form-error" id={problemId}>
                      {problem}
                    </p>
                  )}
                  {row.cleaned && (
                    <p class="bulk-cleaned" data-testid="bulk-cleaned">
                      {/* Few elements: a pasted campaign list has this note on every one of a hundred rows. */}
                      <span id={cleanedId} title={names}>
                        {words?.said}
                        <span class="visually-hidden"> {t('cleanRemovedNames', { names })}</span>
                      </span>
                      {' — '}
                      <button
                        type="button"
                        class="text-button"
                        aria-label={tCount('bulkKeepRow', removed.length, { row: number })}
                        onClick={() => keep(row.key)}
                      >
                        {words?.keep}
                      </button>
                    </p>
                  )}
                </td>
                {/* Where the rows are cards (bulk.css), the column's name is drawn above the field. */}
                <td class="bulk-alias-cell" data-label={aliasColumn}>
                  <input
                    class="form-control bulk-alias"
                    type="text"
                    spellcheck={false}
                    value={row.alias}
                    aria-label={t('bulkAliasOfRow', { row: number })}
                    onInput={(event) => onChange(row.key, { alias: event.currentTarget.value })}
                  />
                </td>
                <td class="bulk-remove-cell">
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
