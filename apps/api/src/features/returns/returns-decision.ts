import {
  creditDescription,
  formatUsd,
  fromCents,
  RETURN_RULE_WORDS,
  type ReturnKind,
  type ReturnRule,
  returnReasonLabel,
} from '@vanbid/domain';
import { sql } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/database';
import { AppError } from '../../platform/errors';
import { type PublishedEvent, publishAll } from '../../platform/events/publish';
import { lockCampaigns } from '../marketplace';
import { creditForReturn } from '../wallet';

/** A pending return about to be decided. */
export interface PendingReturn {
  id: number;
  accountId: number;
  kind: ReturnKind;
  recordId: number;
  campaignId: number;
  amountCents: number;
  reason: string;
  chargeTransactionId: number | null;
}

/** Who decided: a rule, or a support user with the reason they gave. */
export type Decider = { rule: ReturnRule } | { userId: number; note: string };

const itemName = (item: Pick<PendingReturn, 'kind' | 'recordId'>) =>
  `${item.kind === 'lead' ? 'Lead' : 'Call'} #${item.recordId}`;

function decisionNotice(item: PendingReturn, isApproved: boolean, why: string): PublishedEvent {
  const reason = returnReasonLabel(item.kind, item.reason);
  return {
    name: 'new_notification',
    accountId: item.accountId,
    notification: {
      type: 'return_decided',
      campaignId: item.campaignId,
      title: isApproved
        ? `Return approved — ${formatUsd(item.amountCents)} credited`
        : `Return refused: ${itemName(item)}`,
      body: isApproved
        ? `${itemName(item)} (${reason}) was credited to your wallet.`
        : `${itemName(item)} (${reason}): ${why}.`,
    },
  };
}

const whyOf = (decider: Decider) => ('rule' in decider ? RETURN_RULE_WORDS[decider.rule] : decider.note);

function decidedColumns(decider: Decider) {
  return 'rule' in decider
    ? sql`rule = ${decider.rule}, decided_by_user_id = null, decision_note = ''`
    : sql`rule = null, decided_by_user_id = ${decider.userId}, decision_note = ${decider.note}`;
}

/**
 * Approves a pending return in the caller's transaction: the sale's campaign locked first and
 * then the wallet (the lock order of every sale), the credit with its two ledger lines, the
 * record no longer charged (its triggers take it out of the daily spend roll-up), the return
 * marked approved with its credit, and the owner told. A return already decided, or a record
 * no longer charged, is a CONFLICT and nothing is written.
 */
export async function approveReturn(tx: Queryable, item: PendingReturn, decider: Decider): Promise<void> {
  if (item.chargeTransactionId === null) throw new AppError('BUSINESS_RULE', 'This item was never charged');
  await lockCampaigns(tx, [item.campaignId]);
  const credit = await creditForReturn(tx, {
    accountId: item.accountId,
    campaignId: item.campaignId,
    chargeTransactionId: item.chargeTransactionId,
    amountCents: item.amountCents,
    description: creditDescription(item.kind, item.recordId, item.reason),
  });
  const table = item.kind === 'lead' ? sql`lead_records` : sql`call_records`;
  const uncharged = await tx.execute(sql`
    update ${table} set charged = false
    where id = ${item.recordId} and account_id = ${item.accountId} and charged`);
  if (uncharged.rowCount !== 1) throw new AppError('CONFLICT', 'This item was already credited');
  const approved = await tx.execute(sql`
    update record_returns set status = 'approved', ${decidedColumns(decider)}, decided_at = now(),
      credit_transaction_id = ${credit.id}
    where id = ${item.id} and status = 'pending'`);
  if (approved.rowCount !== 1) throw new AppError('CONFLICT', 'This return was already decided');
  await publishAll(tx, [
    {
      name: 'UPDATE_PAYOUT',
      accountId: item.accountId,
      payload: { campaignId: item.campaignId, payout: -fromCents(item.amountCents) },
    },
    decisionNotice(item, true, whyOf(decider)),
  ]);
}

/** Refuses a pending return (support's decision) and tells the owner why. */
export async function refuseReturn(tx: Queryable, item: PendingReturn, decider: Decider): Promise<void> {
  const refused = await tx.execute(sql`
    update record_returns set status = 'refused', ${decidedColumns(decider)}, decided_at = now()
    where id = ${item.id} and status = 'pending'`);
  if (refused.rowCount !== 1) throw new AppError('CONFLICT', 'This return was already decided');
  await publishAll(tx, [decisionNotice(item, false, whyOf(decider))]);
}

/** Tells the owner of a return the rules refused as it was asked for. */
export function noticeOfRefusal(tx: Queryable, item: PendingReturn, rule: ReturnRule): Promise<void> {
  return publishAll(tx, [decisionNotice(item, false, RETURN_RULE_WORDS[rule])]);
}
