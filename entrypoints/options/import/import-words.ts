import type { ApiError } from '@/lib/api/errors';
import type { AliasPlan } from '@/lib/import/alias-rules';
import type { FileProblem, ImportFormat, ImportProblem, ImportRow, RowNote } from '@/lib/import/import-row';
import { formatList, formatNumber } from '@/lib/i18n/format';
import { t } from '@/lib/i18n/messages';

/**
 * The import's typed findings (lib/import/) in the user's words: formats, a refused file, a line
 * that gives no link, why an alias cannot be kept, and what a row's notes say.
 */

/** The formats a person may pick, in the order the select lists them (the other CSV last). */
export const FORMATS: readonly ImportFormat[] = [
  'phpshort-csv',
  'extension-json',
  'extension-csv',
  'shlink-csv',
  'dub-csv',
  'sink-json',
  'kutt-json',
  'yourls-csv',
  'yourls-json',
  'bitly-json',
  'rebrandly-json',
  'shortio-json',
  'tinyurl-json',
  'mapped-csv',
];

/** Product names and file types, the same in every language, in the order of {@link FORMATS}. */
const FORMAT_NAMES =
  // i18n-ignore: names of products and their file types
  'phpShort (CSV)|Link Shortener for phpShort (JSON)|Link Shortener for phpShort (CSV)|Shlink (CSV)|Dub (CSV)|Sink (JSON)|Kutt (JSON)|YOURLS (CSV)|YOURLS (JSON)|Bitly (JSON)|Rebrandly (JSON)|Short.io (JSON)|TinyURL (JSON)'.split(
    '|',
  );

export const formatName = (format: ImportFormat): string =>
  format === 'mapped-csv' ? t('importFormatOtherCsv') : (FORMAT_NAMES[FORMATS.indexOf(format)] ?? format);

const megabytes = (bytes: number) => formatNumber(Math.round((bytes / (1024 * 1024)) * 10) / 10);

/** Why a whole file cannot be imported, in one sentence. */
export function fileProblemText(problem: FileProblem): string {
  switch (problem.kind) {
    case 'empty':
      return t('importFileEmpty');
    case 'too-large':
      return t('importFileTooLarge', { size: megabytes(problem.bytes), limit: megabytes(problem.maxBytes) });
    case 'too-many-rows':
      return t('importFileTooManyRows', { rows: formatNumber(problem.maxRows) });
    case 'utf-16':
      return t('importFileUtf16');
    case 'not-utf-8':
      return t('importFileNotUtf8', { line: formatNumber(problem.line) });
    case 'invalid-json':
      return t('importFileInvalidJson');
    case 'unknown-json':
      return t('importFileUnknownJson');
    case 'no-address-column':
      return t('importFileNoAddressColumn');
    case 'not-this-format':
      return t('importFileNotThisFormat', { format: formatName(problem.format) });
  }
}

/** Why a line of the file gives no link. */
export function lineProblemText({ reason }: ImportProblem): string {
  switch (reason.kind) {
    case 'no-destination':
      return t('importLineNoDestination');
    case 'not-web-address':
      return t('importLineNotWebAddress', { value: reason.value });
    case 'destination-too-long':
      return t('importLineTooLong', { length: formatNumber(reason.length), max: formatNumber(reason.max) });
    case 'archived':
      return t('importLineArchived');
    case 'deleted':
      return t('importLineDeleted');
    case 'banned':
      return t('importLineBanned');
    case 'domain-root':
      return t('importLineDomainRoot');
    case 'unclosed-quote':
      return t('importLineUnclosedQuote');
    case 'not-a-link':
      return t('importLineNotALink');
  }
}

/** Why an alias cannot be sent as the file has it. */
export function aliasIssueText(plan: Extract<AliasPlan, { kind: 'change' }>): string {
  const { issue } = plan;
  switch (issue.kind) {
    case 'characters':
      return t('importAliasCharacters', { characters: issue.refused.join(' ') });
    case 'too-long':
      return t('importAliasTooLong', { length: formatNumber(issue.length), max: formatNumber(issue.max) });
    case 'repeated':
      return t('importAliasRepeated', { line: formatNumber(issue.ofLine) });
    case 'case-twin':
      return t('importAliasCaseTwin', { line: formatNumber(issue.ofLine), alias: issue.other });
    case 'shadowed-page':
      return t('importAliasShadowed');
  }
}

/**
 * The product a file came from, without its file type ("Bitly (JSON)" → "Bitly"); this
 * extension's exports come from a phpShort server, and a mapped file is just a CSV file.
 */
function sourceName(format: ImportFormat): string {
  if (format === 'mapped-csv') return 'CSV';
  if (format === 'extension-json' || format === 'extension-csv') return 'phpShort';
  return formatName(format).replace(/ \([^)]*\)$/, '');
}

/** The name first proposed for a new space for the links of a `format` file ("Shlink import"). */
export const newSpaceName = (format: ImportFormat): string => t('importSpaceName', { source: sourceName(format) });

/**
 * Why the server did not create the new space, and where to say it: at the name when the server
 * named it (a bad word, a name taken), else at the space choice (the server failed, the plan).
 */
export function newSpaceRefusal(error: ApiError): { at: 'name' | 'space'; message: string } {
  const aboutName = error.fields.name ?? [];
  return {
    at: aboutName.length > 0 ? 'name' : 'space',
    message: t('importSpaceCreateFailed', { reason: aboutName.length > 0 ? aboutName.join(' ') : error.message }),
  };
}

const GUARD_NOTES = {
  destination: 'importNoteGuardDestination',
  backHalf: 'importNoteGuardBackHalf',
  title: 'importNoteGuardTitle',
  tags: 'importNoteGuardTags',
} as const;

function rowNoteText(note: RowNote, row: ImportRow, format: ImportFormat): string {
  switch (note.kind) {
    case 'formula-guard-removed':
      return t(GUARD_NOTES[note.field]);
    case 'password-not-carried':
      return t('importNotePassword');
    case 'expiry-not-carried':
      return t('importNoteExpiry');
    case 'archived-in-source':
      return t('importNoteArchived', { source: sourceName(format) });
    case 'more-back-halves':
      return t('importNoteMoreBackHalves', {
        others: formatList(note.backHalves),
        source: sourceName(format),
        kept: row.backHalf ?? '',
      });
  }
}

/** What the person should know about a row read from a `format` file, each note in a short sentence. */
export function rowNoteTexts(row: ImportRow, format: ImportFormat): string[] {
  return row.notes.map((note) => rowNoteText(note, row, format));
}
