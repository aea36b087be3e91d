import type { ReturnRequest } from '@vanbid/contract';
import {
  fromCents,
  RETURN_RULE_WORDS,
  type ReturnKind,
  type ReturnReason,
  type ReturnRule,
  type ReturnStatus,
  returnReasonLabel,
} from '@vanbid/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/database';

/** A stored return, as the lists read it. */
export type ReturnRow = {
  id: string;
  account_id: string;
  kind: ReturnKind;
  record_id: string;
  campaign_id: string;
  campaign_name: string;
  reason: ReturnReason;
  note: string;
  status: ReturnStatus;
  amount_cents: string;
  rule: ReturnRule | null;
  decision_note: string;
  decided_by_user_id: string | null;
  requested_at: Date | string;
  decided_at: Date | string | null;
  credit_transaction_id: string | null;
  publisher_id: string | null;
  charge_transaction_id: string | null;
};

export const RETURN_COLUMNS = sql`x.id, x.account_id, x.kind, x.record_id, x.campaign_id,
  coalesce(c.nickname, '') as campaign_name, x.reason, x.note, x.status, x.amount_cents, x.rule,
  x.decision_note, x.decided_by_user_id, x.created_at as requested_at, x.decided_at,
  x.credit_transaction_id, x.publisher_id, x.charge_transaction_id`;

const iso = (value: Date | string) => new Date(value).toISOString();

function decisionWords(row: ReturnRow): string | null {
  if (row.status === 'pending') return null;
  if (row.rule) return RETURN_RULE_WORDS[row.rule];
  return row.decision_note || null;
}

export function toWireReturn(row: ReturnRow): ReturnRequest {
  const isDecided = row.status !== 'pending';
  return {
    id: Number(row.id),
    kind: row.kind,
    record_id: Number(row.record_id),
    campaign_id: Number(row.campaign_id),
    campaign_name: row.campaign_name,
    reason: row.reason,
    reason_label: returnReasonLabel(row.kind, row.reason),
    note: row.note,
    status: row.status,
    amount: fromCents(Number(row.amount_cents)),
    decision: decisionWords(row),
    decided_by: isDecided ? (row.rule ? 'Automatic' : 'Vanbid support') : null,
    requested_at: iso(row.requested_at),
    decided_at: row.decided_at === null ? null : iso(row.decided_at),
    credit_transaction_id: row.credit_transaction_id === null ? null : Number(row.credit_transaction_id),
  };
}

/** Returns matching `where`, newest first. */
export async function selectReturns(db: Queryable, where: SQL, limit: number): Promise<ReturnRow[]> {
  const result = await db.execute<ReturnRow>(sql`
    select ${RETURN_COLUMNS} from record_returns x left join campaigns c on c.id = x.campaign_id
    where ${where} order by x.created_at desc, x.id desc limit ${limit}`);
  return result.rows;
}

/** One return by id, its row locked (a decision); undefined when unknown. */
export async function lockReturn(tx: Queryable, id: number): Promise<ReturnRow | undefined> {
  const result = await tx.execute<ReturnRow>(sql`
    select ${RETURN_COLUMNS} from record_returns x left join campaigns c on c.id = x.campaign_id
    where x.id = ${id} for update of x`);
  return result.rows[0];
}

export interface NewReturn {
  accountId: number;
  kind: ReturnKind;
  recordId: number;
  campaignId: number;
  publisherId: number | null;
  chargeTransactionId: number | null;
  amountCents: number;
  reason: ReturnReason;
  note: string;
  requestedByUserId: number | null;
  /** Refused at once by a rule; pending otherwise (an approval credits it after). */
  refusedBy?: ReturnRule;
  at?: Date;
}

export async function insertReturn(tx: Queryable, input: NewReturn): Promise<number> {
  const at = input.at ? sql`${input.at.toISOString()}::timestamptz` : sql`now()`;
  const result = await tx.execute<{ id: string }>(sql`
    insert into record_returns (account_id, kind, record_id, campaign_id, publisher_id, charge_transaction_id,
      amount_cents, reason, note, status, rule, requested_by_user_id, decided_at, created_at)
    values (${input.accountId}, ${input.kind}, ${input.recordId}, ${input.campaignId}, ${input.publisherId},
      ${input.chargeTransactionId}, ${input.amountCents}, ${input.reason}, ${input.note},
      ${input.refusedBy ? 'refused' : 'pending'}, ${input.refusedBy ?? null}, ${input.requestedByUserId},
      ${input.refusedBy ? at : null}, ${at})
    returning id`);
  return Number(result.rows[0]!.id);
}
