import { formatUsd, fromCents } from '@vanbid/domain';
import { sql } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/database';
import { notifications, outboxEvents } from '../../platform/db/schema/index';
import { AppError } from '../../platform/errors';
import { changeBalance, recordMovement } from '../wallet';
import type { CandidateRow } from './candidates.queries';
import type { Decision } from './evaluate';
import { type SaleTime, timeSql } from './sale-clock';

/**
 * Takes the price from the wallet with the conditional update of `changeBalance` (never below
 * zero) and writes the billed item and its two ledger lines. Null when the wallet cannot pay.
 */
export async function chargeSale(
  tx: Queryable,
  input: {
    accountId: number;
    campaignId: number;
    priceCents: number;
    type: 'lead' | 'call';
    description: string;
    at?: SaleTime;
  },
): Promise<{ balanceAfterCents: number } | null> {
  let balanceAfterCents: number;
  try {
    balanceAfterCents = await changeBalance(tx, input.accountId, -input.priceCents);
  } catch (error) {
    if (error instanceof AppError && error.code === 'INSUFFICIENT_FUNDS') return null;
    throw error;
  }
  await recordMovement(tx, {
    accountId: input.accountId,
    type: input.type,
    walletChangeCents: -input.priceCents,
    counterAccount: 'marketplace_revenue',
    balanceAfterCents,
    campaignId: input.campaignId,
    description: input.description,
    at: input.at,
  });
  return { balanceAfterCents };
}

/**
 * The campaigns' last buy moves to this sale's time, never back: batches commit in an order other
 * than the one they began in, and an earlier sale written last must not hide a later one.
 */
export async function stampLastBuy(
  tx: Queryable,
  campaignIds: readonly number[],
  at?: SaleTime,
): Promise<void> {
  if (campaignIds.length === 0) return;
  await tx.execute(
    sql`update campaigns set last_buy_at = greatest(last_buy_at, ${timeSql(at)}) where id = any(${sql.param([...new Set(campaignIds)])}::bigint[])`,
  );
}

/** The decision lines of one offer (`writeOfferDecisions`). */
export async function writeDecisions(
  tx: Queryable,
  offerId: number,
  decisions: readonly Decision[],
  at?: SaleTime,
): Promise<void> {
  await writeOfferDecisions(
    tx,
    decisions.map((decision) => ({ offerId, ...decision })),
    at,
  );
}

/**
 * Decision lines of any number of offers in one statement: columns go as arrays and `unnest`
 * makes the rows (a lead can be seen by hundreds of campaigns, a batch holds many leads).
 */
export async function writeOfferDecisions(
  tx: Queryable,
  decisions: readonly (Decision & { offerId: number })[],
  at?: SaleTime,
): Promise<void> {
  if (decisions.length === 0) return;
  const column = <T>(read: (decision: Decision & { offerId: number }) => T) => sql.param(decisions.map(read));
  await tx.execute(sql`
    insert into marketplace_decisions (offer_id, created_at, account_id, campaign_id, is_won, loss_reason, price_cents, clearing_price_cents, record_id)
    select offer_id, ${timeSql(at)}, account_id, campaign_id, is_won, loss_reason, price_cents, clearing_price_cents, record_id
    from unnest(
      ${column((decision) => decision.offerId)}::bigint[],
      ${column((decision) => decision.campaign.accountId)}::bigint[],
      ${column((decision) => decision.campaign.id)}::bigint[],
      ${column((decision) => decision.lossReason === null)}::boolean[],
      ${column((decision) => decision.lossReason)}::text[],
      ${column((decision) => decision.priceCents)}::int[],
      ${column((decision) => decision.clearingPriceCents)}::int[],
      ${column((decision) => decision.recordId)}::bigint[])
      as d(offer_id, account_id, campaign_id, is_won, loss_reason, price_cents, clearing_price_cents, record_id)`);
}

/** An in-app notification and its `new_notification` event, in the sale's transaction. */
export async function notify(
  tx: Queryable,
  input: {
    accountId: number;
    campaignId: number;
    type: string;
    title: string;
    body: string;
    priority: number;
    at?: SaleTime;
  },
): Promise<void> {
  const { at, ...notice } = input;
  const [row] = await tx
    .insert(notifications)
    .values({ ...notice, createdAt: at })
    .returning({ id: notifications.id });
  await tx.insert(outboxEvents).values({
    accountId: input.accountId,
    event: 'new_notification',
    payload: { id: row!.id, title: input.title, body: input.body },
    createdAt: at,
  });
}

/** What `UPDATE_PAYOUT` carries: the campaign and the record's final payout in dollars. */
export function payoutPayload(campaignId: number, payoutCents: number) {
  return { campaignId, payout: fromCents(payoutCents) };
}

/** `UPDATE_PAYOUT` once a record's payout is final (docs/product.md §8). */
export async function announcePayout(
  tx: Queryable,
  input: { accountId: number; campaignId: number; payoutCents: number; at?: SaleTime },
): Promise<void> {
  await tx.insert(outboxEvents).values({
    accountId: input.accountId,
    event: 'UPDATE_PAYOUT',
    payload: payoutPayload(input.campaignId, input.payoutCents),
    createdAt: input.at,
  });
}

/**
 * After a charge: "daily limit reached" when the campaign cannot buy again at this price today,
 * "out of funds" when the wallet cannot pay it again. Each fires once, when the line is crossed
 * (the campaign could pay before this sale).
 */
export async function noticeLimits(
  tx: Queryable,
  input: {
    campaign: Pick<CandidateRow, 'id' | 'accountId' | 'nickname' | 'limitCents'>;
    priceCents: number;
    spentAfterCents: number;
    balanceAfterCents: number;
    at?: SaleTime;
  },
): Promise<void> {
  const { campaign, priceCents, at } = input;
  const limitCents = Number(campaign.limitCents);
  // A sale that ends over the limit (calls ringing together) did not cross it: it was crossed before.
  if (input.spentAfterCents <= limitCents && input.spentAfterCents + priceCents > limitCents)
    await notify(tx, {
      accountId: campaign.accountId,
      campaignId: campaign.id,
      type: 'daily_limit_reached',
      title: 'Daily limit reached',
      body: `${campaign.nickname} spent ${formatUsd(input.spentAfterCents)} of its ${formatUsd(limitCents)} daily limit and stops buying until tomorrow (Eastern time) or until the limit is raised.`,
      priority: 2,
      at,
    });
  if (input.balanceAfterCents < priceCents)
    await notify(tx, {
      accountId: campaign.accountId,
      campaignId: campaign.id,
      type: 'out_of_funds',
      title: 'Low balance',
      body: `Your wallet has ${formatUsd(input.balanceAfterCents)}, less than the ${formatUsd(priceCents)} ${campaign.nickname} pays. Add funds to keep buying.`,
      priority: 3,
      at,
    });
}

const RETRYABLE = new Set(['40P01', '40001']);

/** Runs a transaction again when PostgreSQL broke a deadlock or a serialization conflict. */
export async function withRetry<T>(run: () => Promise<T>, attempts = 5): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run();
    } catch (error) {
      const code =
        (error as { code?: string; cause?: { code?: string } }).code ??
        (error as { cause?: { code?: string } }).cause?.code;
      if (attempt >= attempts || !RETRYABLE.has(code ?? '')) throw error;
    }
  }
}
