import {
  BILLED_ITEM_STATUS_LABELS,
  BILLED_ITEM_STATUSES,
  BILLED_ITEM_TYPE_LABELS,
  BILLED_ITEM_TYPES,
  type BilledItem,
} from '@vanbid/contract';
import { fromCents } from '@vanbid/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/database';
import { methodDisplayName } from '../payments';
import { type BilledItemsKey, compileBilledItemsQuery } from './billed-items.filter';

interface Row {
  id: number;
  timestamp: string;
  type: BilledItem['type'];
  status: BilledItem['status'];
  amount_cents: number;
  balance_after_cents: number;
  wallet_change_cents: number | null;
  payment_method_id: string | null;
  method_type: string | null;
  brand: string | null;
  bank_name: string | null;
  last4: string | null;
  campaign_id: number | null;
  campaign: string | null;
  description: string;
  failure_reason: string | null;
  [key: string]: unknown;
}

const RECEIPT_TYPES = new Set(['charge', 'cash_out', 'refund']);
const OUTGOING_TYPES = new Set<BilledItem['type']>(['cash_out', 'lead', 'call']);

export const receiptPath = (id: number) => `/payment/receipts/${id}`;

/** Which way the wallet moved, or (a failed item moved nothing) would have moved. */
function directionOf(row: Row): BilledItem['direction'] {
  if (row.wallet_change_cents === null) return OUTGOING_TYPES.has(row.type) ? 'out' : 'in';
  return Number(row.wallet_change_cents) >= 0 ? 'in' : 'out';
}

function toBilledItem(row: Row): BilledItem {
  const method =
    row.payment_method_id && row.last4
      ? methodDisplayName({
          type: row.method_type ?? '',
          brand: row.brand,
          bankName: row.bank_name,
          last4: row.last4,
        })
      : null;
  return {
    id: Number(row.id),
    timestamp: row.timestamp,
    type: row.type,
    amount: fromCents(Number(row.amount_cents)),
    direction: directionOf(row),
    balance_after: fromCents(Number(row.balance_after_cents)),
    payment_method: method,
    payment_method_id: row.payment_method_id,
    campaign: row.campaign,
    campaign_id: row.campaign_id === null ? null : Number(row.campaign_id),
    description: row.description,
    status: row.status,
    failure_reason: row.failure_reason,
    receipt_path:
      RECEIPT_TYPES.has(row.type) && row.status === 'succeeded' ? receiptPath(Number(row.id)) : null,
  };
}

/** Selects billed items with everything a row shows; `where` is ANDed after the account. */
export function selectBilledItems(
  accountId: number,
  timeZone: string,
  where: SQL[],
  sortKey: SQL = sql`null`,
) {
  const conditions = sql.join([sql`t.account_id = ${accountId}`, ...where], sql` and `);
  return sql`
    select t.id, ${sortKey} as sort_key, to_char(t.created_at at time zone ${timeZone}, 'YYYY-MM-DD HH24:MI:SS') as timestamp,
      t.type, t.status, t.amount_cents, t.balance_after_cents, t.payment_method_id, t.campaign_id, t.description, t.failure_reason,
      t.gateway_reference, c.nickname as campaign, pm.payment_method_type as method_type, pm.brand, pm.bank_name, pm.last4,
      (select sum(le.amount_cents) from ledger_entries le
        where le.transaction_id = t.id and le.ledger_account = 'wallet') as wallet_change_cents
    from transactions t
    left join campaigns c on c.id = t.campaign_id
    left join payment_methods pm on pm.payment_method_id = t.payment_method_id
    where ${conditions}`;
}

/** Succeeded items matching `where`, summed per type and by the way the wallet moved. */
async function totalsOf(db: Queryable, where: SQL) {
  const result = await db.execute<{
    type: BilledItem['type'];
    items: number;
    in_cents: number;
    out_cents: number;
  }>(sql`
    select t.type, count(*)::int as items,
      coalesce(sum(t.amount_cents) filter (where w.change >= 0), 0) as in_cents,
      coalesce(sum(t.amount_cents) filter (where w.change < 0), 0) as out_cents
    from transactions t
    left join campaigns c on c.id = t.campaign_id
    cross join lateral (select coalesce(sum(le.amount_cents), 0) as change from ledger_entries le
      where le.transaction_id = t.id and le.ledger_account = 'wallet') w
    where ${where} and t.status = 'succeeded'
    group by t.type order by t.type`);
  const rows = result.rows.map((row) => ({
    ...row,
    in_cents: Number(row.in_cents),
    out_cents: Number(row.out_cents),
  }));
  return {
    money_in: fromCents(rows.reduce((sum, row) => sum + row.in_cents, 0)),
    money_out: fromCents(rows.reduce((sum, row) => sum + row.out_cents, 0)),
    by_type: rows.map((row) => ({
      type: row.type,
      items: row.items,
      amount: fromCents(row.in_cents + row.out_cents),
    })),
  };
}

export async function listBilledItems(
  db: Queryable,
  accountId: number,
  input: { filter: string; sort: string; page: number; size: number; timezone: string },
) {
  const { conditions, orderBy } = compileBilledItemsQuery(input.filter, input.sort, input.timezone);
  const base = selectBilledItems(accountId, input.timezone, conditions);
  const offset = (input.page - 1) * input.size;
  const rows = await db.execute<Row>(sql`${base} order by ${orderBy} limit ${input.size} offset ${offset}`);
  const where = sql.join([sql`t.account_id = ${accountId}`, ...conditions], sql` and `);
  const total = await db.execute<{ n: number }>(
    sql`select count(*)::int as n from transactions t left join campaigns c on c.id = t.campaign_id where ${where}`,
  );
  return {
    items: rows.rows.map(toBilledItem),
    total_items: Number(total.rows[0]?.n ?? 0),
    totals: await totalsOf(db, where),
    filters: await filterOptions(db, accountId),
  };
}

/**
 * Up to `limit` items after `last` (from the start when null) in the compiled sort order, and
 * where this batch ended: the export reads every item this way, without offsets.
 */
export async function listBilledItemsAfter(
  db: Queryable,
  accountId: number,
  timeZone: string,
  query: ReturnType<typeof compileBilledItemsQuery>,
  window: { last: BilledItemsKey | null; limit: number },
) {
  const where = window.last ? [...query.conditions, query.after(window.last)] : query.conditions;
  const base = selectBilledItems(accountId, timeZone, where, query.sortKey);
  const rows = await db.execute<Row & { sort_key: string }>(
    sql`${base} order by ${query.orderBy} limit ${window.limit}`,
  );
  const lastRow = rows.rows.at(-1);
  return {
    items: rows.rows.map(toBilledItem),
    last: lastRow ? { sortKey: lastRow.sort_key, id: Number(lastRow.id) } : null,
  };
}

async function filterOptions(db: Queryable, accountId: number) {
  const methods = await db.execute<{
    payment_method_id: string;
    payment_method_type: string;
    brand: string | null;
    bank_name: string | null;
    last4: string;
  }>(sql`
    select pm.payment_method_id, pm.payment_method_type, pm.brand, pm.bank_name, pm.last4 from payment_methods pm
    where pm.account_id = ${accountId} and (pm.deleted_at is null or exists (
      select 1 from transactions t where t.account_id = ${accountId} and t.payment_method_id = pm.payment_method_id))
    order by pm.is_primary desc, pm.position, pm.id`);
  return {
    type: BILLED_ITEM_TYPES.map((value) => ({ value, label: BILLED_ITEM_TYPE_LABELS[value] })),
    status: BILLED_ITEM_STATUSES.map((value) => ({ value, label: BILLED_ITEM_STATUS_LABELS[value] })),
    payment_method: methods.rows.map((row) => ({
      value: row.payment_method_id,
      label: methodDisplayName({
        type: row.payment_method_type,
        brand: row.brand,
        bankName: row.bank_name,
        last4: row.last4,
      }),
    })),
  };
}

/** One billed item of the account with its gateway reference, or null (another account's is null too). */
export async function findBilledItem(db: Queryable, accountId: number, id: number, timeZone: string) {
  const result = await db.execute<Row & { gateway_reference: string | null }>(
    selectBilledItems(accountId, timeZone, [sql`t.id = ${id}`]),
  );
  const row = result.rows[0];
  return row ? { item: toBilledItem(row), gatewayReference: row.gateway_reference } : null;
}
