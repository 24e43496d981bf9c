// A comma-separated file read for its preview (RFC 4180): fields in double quotes may hold commas,
// line breaks and doubled quotes; lines end with LF or CRLF; a last empty line is no row.

export interface CsvPreview {
  /** The first rows, the header first, each as many cells as its line has. */
  rows: string[][];
  /** How many rows the file has in all (the header counted). */
  total: number;
}

/** The file's rows, at most `limit` of them kept, and how many there are. */
export function parseCsv(text: string, limit = Number.POSITIVE_INFINITY): CsvPreview {
  const rows: string[][] = [];
  let total = 0;
  let row: string[] = [];
  let field = '';
  let quoted = false;
  let started = false;
  const endRow = () => {
    row.push(field);
    if (total < limit) rows.push(row);
    total += 1;
    row = [];
    field = '';
    started = false;
  };
  const body = text.startsWith('\uFEFF') ? text.slice(1) : text;
  for (let i = 0; i < body.length; i += 1) {
    const char = body[i];
    if (quoted) {
      if (char === '"' && body[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else field += char;
      continue;
    }
    if (char === '"' && field === '') {
      quoted = true;
      started = true;
    } else if (char === ',') {
      row.push(field);
      field = '';
      started = true;
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && body[i + 1] === '\n') i += 1;
      endRow();
    } else {
      field += char;
      started = true;
    }
  }
  if (started || field !== '' || row.length > 0) endRow();
  return { rows, total };
}
