/**
 * Reading CSV files (RFC 4180 and what spreadsheets write around it): quoted fields with doubled
 * quotes, line breaks inside quotes, CRLF, LF or CR line ends, a UTF-8 byte-order mark. Records come
 * one at a time from a generator, so the caller decides how many to take before it lets the page
 * breathe; each says the file line it starts on, which is what a person sees in an editor.
 */

export interface CsvRecord {
  /** 1-based line of the file where the record starts. */
  line: number;
  cells: string[];
  /** The file ended inside a quoted field: the last cell runs to the end of the file. */
  unclosedQuote?: true;
}

export type CsvDelimiter = ',' | ';' | '\t';

const QUOTE = 34;
const LF = 10;
const CR = 13;

/** The text without a leading byte-order mark (U+FEFF), which some writers put before the first cell. */
export function withoutBom(text: string): string {
  return text.startsWith('\uFEFF') ? text.slice(1) : text;
}

/**
 * The delimiter of the first line: the one of `,` `;` tab found most often outside quotes there
 * (spreadsheets in languages with a decimal comma write `;`). A comma when none is.
 */
export function csvDelimiter(text: string): CsvDelimiter {
  const counts = { ',': 0, ';': 0, '\t': 0 };
  let quoted = false;
  for (const char of withoutBom(text).slice(0, 4096)) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && (char === '\n' || char === '\r')) break;
    else if (!quoted && (char === ',' || char === ';' || char === '\t')) counts[char]++;
  }
  if (counts[';'] > counts[','] && counts[';'] >= counts['\t']) return ';';
  if (counts['\t'] > counts[',']) return '\t';
  return ',';
}

/**
 * The records of `text`, in order. A line end right before the end of the file ends the last
 * record (no empty record after it); an empty line is a record of one empty cell. Cells are as
 * written: never trimmed, never converted.
 */
export function* csvRecords(text: string, delimiter: CsvDelimiter = ','): Generator<CsvRecord> {
  const source = withoutBom(text);
  const separator = delimiter.charCodeAt(0);
  const end = source.length;
  let line = 1;
  let at = 0;
  while (at < end) {
    const startLine = line;
    const cells: string[] = [];
    let cell = '';
    let unclosed = false;
    // One record: cells until a line end outside quotes, or the end of the file.
    for (;;) {
      if (source.charCodeAt(at) === QUOTE) {
        at++;
        for (;;) {
          const quote = source.indexOf('"', at);
          if (quote < 0) {
            line += countLines(source, at, end);
            cell += source.slice(at, end);
            at = end;
            unclosed = true;
            break;
          }
          line += countLines(source, at, quote);
          cell += source.slice(at, quote);
          at = quote + 1;
          if (source.charCodeAt(at) !== QUOTE) break;
          cell += '"';
          at++;
        }
      }
      // Unquoted text (or what follows a closing quote, kept as written).
      const from = at;
      while (at < end) {
        const code = source.charCodeAt(at);
        if (code === separator || code === LF || code === CR) break;
        at++;
      }
      cell += source.slice(from, at);
      cells.push(cell);
      cell = '';
      if (at < end && source.charCodeAt(at) === separator) {
        at++;
        continue;
      }
      break;
    }
    if (at < end) {
      at += source.charCodeAt(at) === CR && source.charCodeAt(at + 1) === LF ? 2 : 1;
      line++;
    }
    yield unclosed ? { line: startLine, cells, unclosedQuote: true } : { line: startLine, cells };
  }
}

/** Line ends in `text` between `from` and `to` (CRLF counts once). */
function countLines(text: string, from: number, to: number): number {
  let lines = 0;
  for (let i = from; i < to; i++) {
    const code = text.charCodeAt(i);
    if (code === LF) lines++;
    else if (code === CR && text.charCodeAt(i + 1) !== LF) lines++;
  }
  return lines;
}
