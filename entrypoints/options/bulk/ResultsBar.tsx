import { useEffect, useState } from 'preact/hooks';
import { formatResults, RESULT_FORMATS, type ResultFormat } from '@/lib/bulk/results';
import { copyText } from '@/lib/clipboard';
import { t, type MessageKey } from '@/lib/i18n/messages';
import type { JobItem } from '@/lib/jobs/job';
import { downloadText, fileDate } from '../common/download-file';

const FORMAT_LABELS: Record<ResultFormat, MessageKey> = {
  plain: 'bulkCopyPlain',
  markdown: 'bulkCopyMarkdown',
  html: 'bulkCopyHtml',
  csv: 'bulkCopyCsv',
};

/** The links made, to take elsewhere: copied in four forms, or downloaded as CSV. */
export function ResultsBar({ items }: { items: readonly JobItem<'shorten'>[] }) {
  const [note, setNote] = useState<{ format: ResultFormat; copied: boolean } | null>(null);
  useEffect(() => {
    if (!note) return undefined;
    const timer = setTimeout(() => setNote(null), 2000);
    return () => clearTimeout(timer);
  }, [note]);
  const pairs = items.flatMap((item) =>
    item.state === 'done' && item.result ? [{ original: item.input.url, short: item.result.shortUrl }] : [],
  );
  const copy = (format: ResultFormat) =>
    copyText(formatResults(pairs, format)).then(
      () => setNote({ format, copied: true }),
      () => setNote({ format, copied: false }),
    );
  return (
    <div class="card bulk-results" data-testid="bulk-results">
      <span class="bulk-results-label">{t('bulkCopyAll')}</span>
      {RESULT_FORMATS.map((format) => (
        <button key={format} type="button" class="button button-small" onClick={() => void copy(format)}>
          {t(FORMAT_LABELS[format])}
        </button>
      ))}
      <button
        type="button"
        class="button button-small"
        onClick={() => downloadText(formatResults(pairs, 'csv'), `short-links-${fileDate()}.csv`, 'text/csv')}
      >
        {t('bulkDownloadCsv')}
      </button>
      <span role="status" class="bulk-copy-note" data-testid="bulk-copy-note">
        {note ? t(note.copied ? 'bulkCopied' : 'bulkCopyFailed') : ''}
      </span>
    </div>
  );
}
