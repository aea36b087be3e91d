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

/** What a sale left the campaign at: its spend of the Eastern day, week and month, and its wallet. */
export interface SaleAfter {
  spentAfterCents: number;
  spentWeekAfterCents: number;
  spentMonthAfterCents: number;
  balanceAfterCents: number;
}

type NoticeCampaign = Pick<
  CandidateRow,
  'id' | 'accountId' | 'nickname' | 'limitCents' | 'weeklyCapCents' | 'monthlyCapCents'
>;

/** Whether this sale crossed the line: it could be paid before it, and the next one at its price cannot. */
function crossed(lineCents: number | null, afterCents: number, priceCents: number): boolean {
  // A sale that ends over the line (calls ringing together) did not cross it: it was crossed before.
  return lineCents !== null && afterCents <= lineCents && afterCents + priceCents > lineCents;
}

/** The campaign's limits that this sale reached: the day's, the week's, the month's. */
function reachedNotices(campaign: NoticeCampaign, priceCents: number, after: SaleAfter) {
  const limits = [
    {
      line: Number(campaign.limitCents),
      after: after.spentAfterCents,
      type: 'daily_limit_reached' as const,
      title: 'Daily limit reached',
      body: `${campaign.nickname} spent ${formatUsd(after.spentAfterCents)} of its ${formatUsd(Number(campaign.limitCents))} daily limit and stops buying until tomorrow (Eastern time) or until the limit is raised.`,
    },
    {
      line: campaign.weeklyCapCents,
      after: after.spentWeekAfterCents,
      type: 'weekly_cap_reached' as const,
      title: 'Weekly cap reached',
      body: `${campaign.nickname} spent ${formatUsd(after.spentWeekAfterCents)} of its ${formatUsd(campaign.weeklyCapCents ?? 0)} weekly cap and stops buying until Monday (Eastern time) or until the cap is raised.`,
    },
    {
      line: campaign.monthlyCapCents,
      after: after.spentMonthAfterCents,
      type: 'monthly_cap_reached' as const,
      title: 'Monthly cap reached',
      body: `${campaign.nickname} spent ${formatUsd(after.spentMonthAfterCents)} of its ${formatUsd(campaign.monthlyCapCents ?? 0)} monthly cap and stops buying until the 1st (Eastern time) or until the cap is raised.`,
    },
  ];
  return limits
    .filter((limit) => crossed(limit.line, limit.after, priceCents))
    .map(({ type, title, body }) => ({ type, title, body, priority: PRIORITY.medium }));
}

/**
 * After a charge: "daily limit reached", "weekly cap reached" or "monthly cap reached" when the
 * campaign cannot buy again at this price in that Eastern day, week or month, "out of funds" when
 * the wallet cannot pay it again. Each fires once, when the line is crossed (the campaign could
 * pay before this sale). Published in the sale's transaction: the outbox row is pushed, mailed
 * and texted (per the delivery settings) by the jobs after it commits.
 */
export function limitNotices(
  input: { campaign: NoticeCampaign; priceCents: number } & SaleAfter,
): NotificationEvent[] {
  const { campaign, priceCents } = input;
  const notice = (
    notification: Omit<NotificationEvent['notification'], 'campaignId'>,
  ): NotificationEvent => ({
    name: 'new_notification',
    accountId: campaign.accountId,
    notification: { ...notification, campaignId: campaign.id },
  });
  const notices = reachedNotices(campaign, priceCents, input).map(notice);
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
