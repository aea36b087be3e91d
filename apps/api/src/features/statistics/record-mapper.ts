// Record rows → the wire (docs/product.md §5) and → CSV lines.
import type { CallRecord, LeadRecord } from '@vanbid/contract';
import { fromCents } from '@vanbid/domain';
import type { RecordRow } from './statistics.queries';

export type WireRecord = CallRecord | LeadRecord;

/** Drops the internal columns (sort key, cents) and adds `payout` in dollars. */
export function toWireRecord(row: RecordRow): WireRecord {
  const { sort_key: _sortKey, payout_cents: payoutCents, ...fields } = row;
  return { ...fields, payout: payoutCents === null ? null : fromCents(payoutCents) } as WireRecord;
}

/** Cells a spreadsheet would run as a formula start with one of these (OWASP CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/;

function csvCell(column: string, value: unknown): string {
  if (value === null || value === undefined) return '';
  if (column === 'payout' && typeof value === 'number') return value.toFixed(2);
  if (typeof value !== 'string') return String(value);
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function csvLine(columns: readonly string[], record: Record<string, unknown>): string {
  return `${columns.map((column) => csvCell(column, record[column])).join(',')}\r\n`;
}

export function csvHeader(columns: readonly string[]): string {
  return `${columns.join(',')}\r\n`;
}
