// The CSV export of the transactions list: one row per billed item, spreadsheet-safe.

export const CSV_COLUMNS = [
  'id',
  'timestamp',
  'type',
  'direction',
  'amount',
  'balance_after',
  'payment_method',
  'campaign',
  'description',
  'status',
] as const;

function csvCell(value: unknown): string {
  const text = value === null || value === undefined ? '' : String(value);
  // Quote everything that needs it; defuse spreadsheet formulas.
  const safe = /^[=+\-@]/.test(text) && Number.isNaN(Number(text)) ? `'${text}` : text;
  return /[",\n\r]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

export function toCsv(rows: readonly Record<(typeof CSV_COLUMNS)[number], unknown>[]): string {
  return [
    CSV_COLUMNS.join(','),
    ...rows.map((row) => CSV_COLUMNS.map((column) => csvCell(row[column])).join(',')),
  ].join('\r\n');
}
