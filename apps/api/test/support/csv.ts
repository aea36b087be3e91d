import { parse } from 'csv-parse/sync';

/** A CSV answer read back by csv-parse: the byte order mark checked and dropped, then rows of cells. */
export function readCsv(body: string): string[][] {
  if (!body.startsWith('\uFEFF')) throw new Error('The CSV does not start with a UTF-8 byte order mark');
  return parse(body.slice(1), { relax_column_count: true }) as string[][];
}
