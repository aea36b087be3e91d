import { formatUsd, fromCents, PRIORITY } from '@vanbid/domain';
import type { NotificationEvent, PublishedEvent } from '../../platform/events/publish';
import type { CandidateRow } from './candidates.queries';

/** `UPDATE_PAYOUT` once a record's payout is final (docs/product.md §8): the campaign and its payout in dollars. */
export function payoutEvent(input: {
  accountId: number;
  campaignId: number;
  payoutCents: number;
}): PublishedEvent {
  return {
    name: 'UPDATE_PAYOUT',
    accountId: input.accountId,
    payload: { campaignId: input.campaignId, payout: fromCents(input.payoutCents) },
  };
}

/**
 * After a charge: "daily limit reached" when the campaign cannot buy again at this price today,
 * "out of funds" when the wallet cannot pay it again. Each fires once, when the line is crossed
 * (the campaign could pay before this sale).
 */
export function limitNotices(input: {
  campaign: Pick<CandidateRow, 'id' | 'accountId' | 'nickname' | 'limitCents'>;
  priceCents: number;
  spentAfterCents: number;
  balanceAfterCents: number;
}): NotificationEvent[] {
  const { campaign, priceCents } = input;
  const limitCents = Number(campaign.limitCents);
  const notice = (
    notification: Omit<NotificationEvent['notification'], 'campaignId'>,
  ): NotificationEvent => ({
    name: 'new_notification',
    accountId: campaign.accountId,
    notification: { ...notification, campaignId: campaign.id },
  });
  const notices: NotificationEvent[] = [];
  // A sale that ends over the limit (calls ringing together) did not cross it: it was crossed before.
  if (input.spentAfterCents <= limitCents && input.spentAfterCents + priceCents > limitCents)
    notices.push(
      notice({
        type: 'daily_limit_reached',
        title: 'Daily limit reached',
        body: `${campaign.nickname} spent ${formatUsd(input.spentAfterCents)} of its ${formatUsd(limitCents)} daily limit and stops buying until tomorrow (Eastern time) or until the limit is raised.`,
        priority: PRIORITY.medium,
      }),
    );
  if (input.balanceAfterCents < priceCents)
    notices.push(
      notice({
        type: 'out_of_funds',
        title: 'Low balance',
        body: `Your wallet has ${formatUsd(input.balanceAfterCents)}, less than the ${formatUsd(priceCents)} ${campaign.nickname} pays. Add funds to keep buying.`,
        priority: PRIORITY.high,
      }),
    );
  return notices;
}
