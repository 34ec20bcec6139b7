import { csvOf, csvText } from '@/lib/csv';
import type { JobItem } from '@/lib/jobs/job';

/**
 * The import's report as a CSV file: a line per row of the file that was sent, with what became of
 * it. Column names and outcomes are fixed words, as in the links export, so that a spreadsheet or
 * a script can sort and filter them whatever the interface's language.
 */

const HEADER = ['line', 'destination', 'alias', 'outcome', 'shortUrlOrReason'];

type Outcome = 'created' | 'already-there' | 'conflict' | 'refused' | 'failed' | 'not-sent';

function outcomeOf(item: JobItem<'import'>): Outcome {
  switch (item.state) {
    case 'done':
      return item.result?.outcome ?? 'created';
    case 'refused':
      return item.refusedAs === 'conflict' ? 'conflict' : 'refused';
    case 'failed':
      return 'failed';
    default:
      return 'not-sent';
  }
}

export function importReportCsv(items: readonly JobItem<'import'>[]): string {
  return csvOf(
    HEADER,
    items.map((item) => [
      String(item.input.line),
      csvText(item.input.destination),
      csvText(item.input.alias ?? ''),
      outcomeOf(item),
      csvText(item.state === 'done' ? (item.result?.shortUrl ?? '') : (item.reason ?? '')),
    ]),
  );
}
