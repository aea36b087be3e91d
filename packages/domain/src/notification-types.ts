// Notification types (docs/product.md §8, `GET /webhook/notificationTypes`) and how each
// can be delivered (`/notifications/deliverySettings`).

export const DELIVERY_CHANNELS = ['in_app', 'email', 'sms'] as const;
export type DeliveryChannel = (typeof DELIVERY_CHANNELS)[number];

export interface NotificationType {
  type: string;
  label: string;
  description: string;
  /** Channels on until the user changes them. */
  defaultChannels: readonly DeliveryChannel[];
}

export const NOTIFICATION_TYPES = [
  {
    type: 'campaign_created',
    label: 'Campaign created',
    description: 'A campaign you set up went live.',
    defaultChannels: ['in_app', 'email'],
  },
  {
    type: 'auto_recharge_failed',
    label: 'Auto-recharge failed',
    description: 'The wallet could not be topped up from your payment methods.',
    defaultChannels: ['in_app', 'email', 'sms'],
  },
  {
    type: 'auto_recharge_done',
    label: 'Auto-recharge done',
    description: 'The wallet was topped up from a saved payment method.',
    defaultChannels: ['in_app'],
  },
  {
    type: 'out_of_funds',
    label: 'Out of funds',
    description: 'Your wallet cannot pay for the next call or lead; campaigns stop buying.',
    defaultChannels: ['in_app', 'email', 'sms'],
  },
  {
    type: 'daily_limit_reached',
    label: 'Daily limit reached',
    description: 'A campaign spent its daily limit and stops buying until tomorrow (Eastern time).',
    defaultChannels: ['in_app'],
  },
  {
    type: 'weekly_cap_reached',
    label: 'Weekly cap reached',
    description: 'A campaign spent its weekly cap and stops buying until Monday (Eastern time).',
    defaultChannels: ['in_app'],
  },
  {
    type: 'monthly_cap_reached',
    label: 'Monthly cap reached',
    description: 'A campaign spent its monthly cap and stops buying until the 1st (Eastern time).',
    defaultChannels: ['in_app'],
  },
  {
    type: 'min_bid_update',
    label: 'Minimum bids updated',
    description: 'Hourly minimum bids changed with supply and demand.',
    defaultChannels: ['in_app'],
  },
  {
    type: 'lead_delivery_paused',
    label: 'Lead delivery paused',
    description: 'A lead delivery destination failed too many times in a row and was paused.',
    defaultChannels: ['in_app', 'email'],
  },
  {
    type: 'team_member_joined',
    label: 'Someone joined your team',
    description: 'A person you invited accepted the invitation and joined the company.',
    defaultChannels: ['in_app', 'email'],
  },
  {
    type: 'monthly_statement',
    label: 'Monthly statement',
    description: 'On the 1st, last month’s wallet statement (PDF) by e-mail.',
    defaultChannels: ['email'],
  },
  {
    type: 'id_verification',
    label: 'ID verification',
    description: 'Your ID check was approved, or needs new images.',
    defaultChannels: ['in_app', 'email'],
  },
  {
    type: 'return_decided',
    label: 'Return decided',
    description: 'A lead or call you returned was approved and credited, or refused.',
    defaultChannels: ['in_app', 'email'],
  },
  {
    type: 'balance_low',
    label: 'Wallet under your amount',
    description: 'Your alert: the wallet fell under the amount you set.',
    defaultChannels: ['in_app', 'email'],
  },
  {
    type: 'spend_today_high',
    label: 'Spend today over your amount',
    description: 'Your alert: today’s spend (Eastern day) went over the amount you set.',
    defaultChannels: ['in_app', 'email'],
  },
  {
    type: 'campaign_quiet',
    label: 'No lead or call for a while',
    description: 'Your alert: a campaign had no lead or call for the buying hours you set.',
    defaultChannels: ['in_app', 'email'],
  },
  {
    type: 'missed_calls_high',
    label: 'Many missed calls',
    description: 'Your alert: a campaign missed more of its calls than the share you set.',
    defaultChannels: ['in_app', 'email'],
  },
] as const satisfies readonly NotificationType[];

export type NotificationTypeName = (typeof NOTIFICATION_TYPES)[number]['type'];

export type DeliverySettings = Record<string, Record<DeliveryChannel, boolean>>;

/**
 * The delivery settings in force: every known type with every channel, the user's saved choice
 * where there is one, the type's default otherwise. Unknown types in `saved` are dropped.
 */
export function effectiveDeliverySettings(saved: Partial<DeliverySettings> = {}): DeliverySettings {
  return Object.fromEntries(
    NOTIFICATION_TYPES.map(({ type, defaultChannels }) => [
      type,
      Object.fromEntries(
        DELIVERY_CHANNELS.map((channel) => [
          channel,
          saved[type]?.[channel] ?? (defaultChannels as readonly DeliveryChannel[]).includes(channel),
        ]),
      ) as Record<DeliveryChannel, boolean>,
    ]),
  );
}

/** How a notice looks: a reached limit is a warning, a wallet that cannot pay an error. */
export type NoticeSeverity = 'success' | 'info' | 'warning' | 'error';

const NOTICE_SEVERITY: Record<string, NoticeSeverity> = {
  campaign_created: 'success',
  auto_recharge_done: 'success',
  auto_recharge_failed: 'error',
  out_of_funds: 'error',
  daily_limit_reached: 'warning',
  weekly_cap_reached: 'warning',
  monthly_cap_reached: 'warning',
  min_bid_update: 'info',
  id_verification: 'info',
  return_decided: 'info',
  balance_low: 'warning',
  spend_today_high: 'warning',
  campaign_quiet: 'warning',
  missed_calls_high: 'warning',
};

/** The severity of a notification type; `info` for one we do not know. */
export function noticeSeverity(type: string | undefined): NoticeSeverity {
  return (type && NOTICE_SEVERITY[type]) || 'info';
}
