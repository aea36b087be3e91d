// Record rows → the wire (docs/product.md §5).
import type { CallRecord, LeadRecord } from '@vanbid/contract';
import { fromCents } from '@vanbid/domain';
import type { RecordRow } from './statistics.queries';

export type WireRecord = CallRecord | LeadRecord;

/** Drops the internal columns (sort key, cents) and adds `payout` in dollars. */
export function toWireRecord(row: RecordRow): WireRecord {
  const { sort_key: _sortKey, payout_cents: payoutCents, ...fields } = row;
  return { ...fields, payout: payoutCents === null ? null : fromCents(payoutCents) } as WireRecord;
}
