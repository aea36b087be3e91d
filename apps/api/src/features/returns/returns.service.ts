import type { DataOf, getReturnOptions, ReturnRequest, requestReturn } from '@vanbid/contract';
import {
  decideReturn,
  fromCents,
  monthlyReturnAllowance,
  RETURN_RULE_WORDS,
  type ReturnKind,
  type ReturnReason,
  reasonsOf,
  returnDeadline,
  returnReasonLabel,
} from '@vanbid/domain';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database, Queryable } from '../../platform/db/database';
import { AppError, notFound } from '../../platform/errors';
import { type IdempotencyScope, runIdempotent } from '../../platform/http/idempotency';
import { insertReturn, selectReturns, toWireReturn } from './returns.queries';
import { approveReturn, noticeOfRefusal, type PendingReturn } from './returns-decision';
import {
  findReturnItem,
  getMonthUsage,
  getReturnSettings,
  hasEarlierReturn,
  type ReturnItem,
} from './returns-item.queries';

type ReturnBody = z.output<NonNullable<(typeof requestReturn)['body']>>;

const itemWord = (kind: ReturnKind) => (kind === 'lead' ? 'Lead' : 'Call');

async function getItem(db: Queryable, accountId: number, kind: ReturnKind, id: number): Promise<ReturnItem> {
  const item = await findReturnItem(db, accountId, kind, id);
  if (!item) throw notFound(itemWord(kind));
  return item;
}

export async function getReturnById(db: Queryable, accountId: number, id: number): Promise<ReturnRequest> {
  const [row] = await selectReturns(db, sql`x.id = ${id} and x.account_id = ${accountId}`, 1);
  if (!row) throw notFound('Return');
  return toWireReturn(row);
}

/**
 * `POST /returns`: the request stored and decided by the rules at once (`decideReturn`):
 * approved ones credited in the same transaction, refused ones answered with the rule, the rest
 * pending for support. Requests of one account are taken one at a time, so the month's cap and
 * "a second return of the same item" hold under concurrent clicks; a retry with the request's
 * `Idempotency-Key` (`scope`) answers the return it made, never a second one.
 */
export async function requestReturnOf(
  db: Database,
  who: { accountId: number; userId: number | null },
  body: ReturnBody,
  at?: Date,
  scope: IdempotencyScope = { accountId: who.accountId, key: undefined, requestHash: '' },
): Promise<ReturnRequest> {
  if (!reasonsOf(body.kind).includes(body.reason as ReturnReason))
    throw new AppError('BUSINESS_RULE', `That is not a reason to return a ${body.kind}`);
  const id = await runIdempotent(db, scope, async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('record_returns'), ${who.accountId}::int)`);
    const item = await getItem(tx, who.accountId, body.kind, body.record_id);
    const isRepeat = await hasEarlierReturn(tx, body.kind, item.recordId);
    if (!isRepeat && (!item.isCharged || item.chargeTransactionId === null || !item.priceCents))
      throw new AppError('BUSINESS_RULE', `This ${body.kind} was not charged, so there is nothing to return`);
    const [settings, usage] = await Promise.all([
      getReturnSettings(tx, who.accountId),
      getMonthUsage(tx, who.accountId),
    ]);
    const decision = decideReturn({
      ...item,
      reason: body.reason,
      now: at ?? new Date(),
      settings,
      hasEarlierReturn: isRepeat,
      monthPurchases: usage.purchases,
      monthReturns: usage.returns,
    });
    const stored = {
      accountId: who.accountId,
      kind: body.kind,
      recordId: item.recordId,
      campaignId: item.campaignId,
      publisherId: item.publisherId,
      chargeTransactionId: item.chargeTransactionId,
      amountCents: item.priceCents ?? 0,
      reason: body.reason,
      note: body.note,
      requestedByUserId: who.userId,
      at,
    };
    const refusedBy = decision.outcome === 'refused' ? decision.rule : undefined;
    const returnId = await insertReturn(tx, { ...stored, refusedBy });
    const pending: PendingReturn = { ...stored, id: returnId };
    if (decision.outcome === 'refused') await noticeOfRefusal(tx, pending, decision.rule);
    if (decision.outcome === 'approved') await approveReturn(tx, pending, { rule: decision.rule });
    return returnId;
  });
  return getReturnById(db, who.accountId, id);
}

type ReturnOptions = DataOf<typeof getReturnOptions>;

/** `GET /returns/items/:kind/:id`: what the Return dialog shows before the buyer submits. */
export async function getReturnOptionsOf(
  db: Queryable,
  accountId: number,
  kind: ReturnKind,
  id: number,
): Promise<ReturnOptions> {
  const item = await getItem(db, accountId, kind, id);
  const [settings, usage, [latest]] = await Promise.all([
    getReturnSettings(db, accountId),
    getMonthUsage(db, accountId),
    selectReturns(db, sql`x.kind = ${kind} and x.record_id = ${item.recordId}`, 1),
  ]);
  const deadline = returnDeadline(kind, item.boughtAt, settings);
  const whyNot = latest
    ? RETURN_RULE_WORDS.already_returned
    : !item.isCharged || item.chargeTransactionId === null
      ? `This ${kind} was not charged, so there is nothing to return`
      : Date.now() > deadline.getTime()
        ? RETURN_RULE_WORDS.outside_window
        : null;
  return {
    price: item.priceCents === null ? null : fromCents(item.priceCents),
    is_returnable: whyNot === null,
    why_not: whyNot,
    deadline: deadline.toISOString(),
    reasons: reasonsOf(kind).map((value) => ({ value, label: returnReasonLabel(kind, value) })),
    cap: {
      percent: settings.capPercent,
      month_purchases: usage.purchases,
      allowed: monthlyReturnAllowance(usage.purchases, settings.capPercent),
      used: usage.returns,
    },
    latest: latest ? toWireReturn(latest) : null,
  };
}
