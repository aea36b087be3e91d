// Where a notification leads, and the one thing to do there.
import { paths } from '../config/paths';

export interface NotificationSubject {
  /** The page of the notification's subject: its campaign, the wallet. */
  to: string;
  /** The button's words, or null when opening the subject is all there is to do. */
  action: string | null;
}

const campaignPage = (campaignId: number | null) =>
  campaignId === null ? paths.campaigns.build() : `${paths.campaigns.build()}?campaignId=${campaignId}`;

/** The call log's missed calls of today, of one campaign when known. */
const missedCallsLog = (campaignId: number | null) => {
  const search = new URLSearchParams({ 'f.status': 'missed' });
  if (campaignId !== null) search.set('campaigns', String(campaignId));
  return `${paths.callLog.build('today')}?${search}`;
};

/** The subject of a notification; null for one that leads nowhere. */
export function notificationSubject(notice: {
  type?: string;
  campaignId?: number | null;
}): NotificationSubject | null {
  const campaignId = notice.campaignId ?? null;
  switch (notice.type) {
    case 'daily_limit_reached':
      return { to: campaignPage(campaignId), action: 'Raise limit' };
    case 'weekly_cap_reached':
    case 'monthly_cap_reached':
      return { to: campaignPage(campaignId), action: 'Raise cap' };
    case 'min_bid_update':
      return { to: campaignPage(campaignId), action: 'Review bids' };
    case 'campaign_created':
      return { to: campaignPage(campaignId), action: null };
    case 'out_of_funds':
    case 'auto_recharge_failed':
      return { to: paths.wallet.build(), action: 'Add funds' };
    case 'auto_recharge_done':
      return { to: paths.wallet.build(), action: null };
    case 'balance_low':
      return { to: paths.wallet.build(), action: 'Add funds' };
    case 'spend_today_high':
      return { to: paths.campaigns.build(), action: 'See the spend' };
    case 'campaign_quiet':
      return { to: campaignPage(campaignId), action: 'Review campaign' };
    case 'missed_calls_high':
      return { to: missedCallsLog(campaignId), action: 'See missed calls' };
    default:
      return campaignId === null ? null : { to: campaignPage(campaignId), action: null };
  }
}
