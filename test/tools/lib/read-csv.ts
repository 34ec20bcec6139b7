/**
 * Reads a CSV file as the extension writes it (RFC 4180: CRLF line ends, quoted fields with
 * doubled quotes) into rows of fields, so tests compare cells rather than the text of a line.
 * Strict: a file that is not well-formed RFC 4180 (a stray quote, a bare LF line end) throws.
 */
export function readCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let at = 0;
  while (at < text.length) {
    let field = '';
    if (text[at] === '"') {
      at++;
      for (;;) {
        const quote = text.indexOf('"', at);
        if (quote < 0) throw new Error(`an unclosed quote at ${at}`);
        field += text.slice(at, quote);
        at = quote + 1;
        if (text[at] !== '"') break;
        field += '"';
        at++;
      }
    } else {
      const end = text.slice(at).search(/[,\r\n]/);
      field = end < 0 ? text.slice(at) : text.slice(at, at + end);
      if (field.includes('"')) throw new Error(`a quote inside an unquoted field at ${at}`);
      at += field.length;
    }
    row.push(field);
    if (text[at] === ',') {
      at++;
    } else if (text.startsWith('\r\n', at)) {
      rows.push(row);
      row = [];
      at += 2;
    } else {
      throw new Error(`no comma or CRLF after a field at ${at}`);
    }
  }
  if (row.length > 0) throw new Error('the last line has no CRLF');
  return rows;
}
