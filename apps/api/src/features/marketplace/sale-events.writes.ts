import { formatUsd, fromCents } from '@vanbid/domain';
import type { SaleTime } from '../../platform/clock/sale-time';
import type { Queryable } from '../../platform/db/database';
import { notifications, outboxEvents } from '../../platform/db/schema/index';
import type { CandidateRow } from './candidates.queries';

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
