// The CSV files the API streams (the call and lead logs, the transactions): written by
// csv-stringify, one row at a time, safe to open in a spreadsheet.
import { pipeline, Readable } from 'node:stream';
import { stringify } from 'csv-stringify';

/** What a cell holds. Text is neutralised against formulas; numbers and booleans are written as they are. */
export type CsvValue = string | number | boolean | null | undefined;

export interface CsvColumn<Row> {
  /** The header cell. */
  header: string;
  value: (row: Row) => CsvValue;
  /** Dollars: the number written with two decimals (`20.50`, `-12.50`). */
  isDollars?: boolean;
}

/**
 * Rows → CSV text, streamed with backpressure: a UTF-8 byte order mark (so spreadsheets read
 * the accents), the header row, then one CRLF-ended line per row, quoted as RFC 4180 asks.
 *
 * Formula injection (OWASP "CSV Injection"): a text cell starting with `=`, `+`, `-`, `@`, a tab
 * or a carriage return (or their full-width forms) gets a leading apostrophe, so a spreadsheet
 * shows it as text instead of running it. Numbers the API computed itself (an amount of -12.50)
 * are not text and stay numbers; a text that merely looks like one (a name typed as "-12.50")
 * is text and gets the apostrophe. csv-stringify's `escape_formulas` implements exactly this.
 */
export function csvStream<Row>(columns: readonly CsvColumn<Row>[], batches: AsyncIterable<readonly Row[]>) {
  const stringifier = stringify({
    bom: true,
    header: true,
    columns: columns.map((column) => column.header),
    record_delimiter: 'windows',
    escape_formulas: true,
    cast: {
      boolean: (value) => String(value),
      number: (value, context) =>
        context.header === false && columns[Number(context.column)]?.isDollars
          ? value.toFixed(2)
          : String(value),
    },
  });
  async function* records() {
    for await (const batch of batches) {
      for (const row of batch) yield columns.map((column) => column.value(row));
    }
  }
  // A failure while reading destroys the reply's stream: the download stops short, never silently.
  return pipeline(Readable.from(records()), stringifier, () => {});
}

/** Today in `timeZone` as `YYYY-MM-DD`, for file names. */
export function todayIn(timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone }).format(new Date());
}
