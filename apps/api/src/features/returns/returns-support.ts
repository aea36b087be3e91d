import type { DataOf, decideReturnReview, listReturnReviews, SupportReturnReview } from '@vanbid/contract';
import { formatUsd, type ReturnKind } from '@vanbid/domain';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database, Queryable } from '../../platform/db/database';
import { AppError, notFound } from '../../platform/errors';
import { lockReturn, type ReturnRow, selectReturns, toWireReturn } from './returns.queries';
import { getReturnById } from './returns.service';
import { approveReturn, type PendingReturn, refuseReturn } from './returns-decision';
import { findReturnItem } from './returns-item.queries';

const REVIEW_PAGE = 100;
const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

/** What support weighs for one return: the record's facts and what the rules found. */
async function evidenceOf(db: Queryable, row: ReturnRow) {
  const item = await findReturnItem(db, Number(row.account_id), row.kind, Number(row.record_id));
  if (!item) return [];
  return [
    { label: 'Bought', value: item.boughtAt.toISOString() },
    { label: 'Price', value: formatUsd(Number(row.amount_cents)) },
    { label: 'Phone', value: item.phone },
    { label: 'Origin ZIP', value: item.fromZip ?? '—' },
    { label: 'Campaign', value: item.campaignName },
    { label: 'Same phone sold to them within 30 days', value: yesNo(item.isDuplicate) },
    { label: 'Outside the campaign’s area', value: yesNo(item.isOutsideArea) },
    ...(row.kind === 'lead'
      ? [{ label: 'Consent certificate', value: yesNo(item.hasConsentCertificate) }]
      : []),
    { label: 'Buyer’s note', value: row.note || '—' },
  ];
}

/** `GET /support/returns`: the pending returns, oldest first, with their evidence. */
export async function listReturnReviewsOf(db: Queryable): Promise<DataOf<typeof listReturnReviews>> {
  const result = await db.execute<ReturnRow & { account_name: string }>(sql`
    select x.id from record_returns x where x.status = 'pending' order by x.created_at, x.id limit ${REVIEW_PAGE}`);
  const ids = result.rows.map((row) => Number(row.id));
  if (ids.length === 0) return { returns: [] };
  const rows = await selectReturns(db, sql`x.id = any(${sql.param(ids)}::bigint[])`, REVIEW_PAGE);
  const names = await db.execute<{ id: string; name: string }>(
    sql`select id, name from accounts where id = any(${sql.param(rows.map((row) => Number(row.account_id)))}::bigint[])`,
  );
  const nameOf = new Map(names.rows.map((row) => [Number(row.id), row.name]));
  const reviews: SupportReturnReview[] = [];
  for (const row of rows.reverse())
    reviews.push({
      ...toWireReturn(row),
      account_id: Number(row.account_id),
      account_name: nameOf.get(Number(row.account_id)) ?? '',
      evidence: await evidenceOf(db, row),
    });
  return { returns: reviews };
}

type DecisionBody = z.output<NonNullable<(typeof decideReturnReview)['body']>>;

const pendingOf = (row: ReturnRow): PendingReturn => ({
  id: Number(row.id),
  accountId: Number(row.account_id),
  kind: row.kind as ReturnKind,
  recordId: Number(row.record_id),
  campaignId: Number(row.campaign_id),
  amountCents: Number(row.amount_cents),
  reason: row.reason,
  chargeTransactionId: row.charge_transaction_id === null ? null : Number(row.charge_transaction_id),
});

/**
 * `POST /support/returns/:id/decision`: the return's row locked, then approved (credited) or
 * refused with support's reason. A second decision of the same return waits for the first and
 * answers CONFLICT, so a return is credited once.
 */
export async function decideReturnReviewOf(
  db: Database,
  supportUserId: number,
  id: number,
  body: DecisionBody,
) {
  const accountId = await db.transaction(async (tx) => {
    const row = await lockReturn(tx, id);
    if (!row) throw notFound('Return');
    if (row.status !== 'pending') throw new AppError('CONFLICT', 'This return was already decided');
    const decider = { userId: supportUserId, note: body.reason };
    if (body.decision === 'approve') await approveReturn(tx, pendingOf(row), decider);
    else await refuseReturn(tx, pendingOf(row), decider);
    return Number(row.account_id);
  });
  return getReturnById(db, accountId, id);
}
