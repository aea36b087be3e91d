/** A CSV answer read back: the byte order mark checked and dropped, then rows of cells (RFC 4180 quoting). */
export function readCsv(body: string): string[][] {
  if (!body.startsWith('\uFEFF')) throw new Error('The CSV does not start with a UTF-8 byte order mark');
  const text = body.slice(1);
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let isQuoted = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index]!;
    if (isQuoted) {
      if (char === '"' && text[index + 1] === '"') {
        cell += '"';
        index += 1;
      } else if (char === '"') isQuoted = false;
      else cell += char;
    } else if (char === '"') isQuoted = true;
    else if (char === ',') {
      row.push(cell);
      cell = '';
    } else if (char === '\r' && text[index + 1] === '\n') {
      rows.push([...row, cell]);
      row = [];
      cell = '';
      index += 1;
    } else cell += char;
  }
  if (cell !== '' || row.length > 0) rows.push([...row, cell]);
  return rows;
}
