// Alerts the owner sets (issue #28): balance under $X, today's spend over $Y, no lead or call for
// N buying hours, missed-call rate over Z %. A job checks them; each condition is said once per
// episode (from when it starts holding until it stops).
import { TZDate } from '@date-fns/tz';
import { type BuyingHours, isWithinBuyingHours } from './marketplace/eligibility';
import { WEEKDAYS, type Weekday } from './min-hourly-bids';
import { formatUsd } from './money';
import { EASTERN_TIME_ZONE } from './time-zones';

/** What the owner set; null leaves an alert off. Money in cents. */
export interface OwnerAlertSettings {
  balanceBelowCents: number | null;
  spendTodayAboveCents: number | null;
  quietHours: number | null;
  missedCallPercent: number | null;
}

export const OWNER_ALERT_TYPES = [
  'balance_low',
  'spend_today_high',
  'campaign_quiet',
  'missed_calls_high',
] as const;
export type OwnerAlertType = (typeof OWNER_ALERT_TYPES)[number];

/** The missed-call rate is read over this many hours, and only from this many calls on. */
export const MISSED_CALL_RATE_HOURS = 24;
export const MISSED_CALL_RATE_MINIMUM_CALLS = 5;
/** Buying hours are counted back this far at most (a week of quiet is a week). */
const QUIET_LOOKBACK_HOURS = 7 * 24;
const STEP_MINUTES = 15;

/** A campaign as the alerts read it. */
export interface AlertCampaign {
  id: number;
  nickname: string;
  isActive: boolean;
  hours: BuyingHours;
  /** The newest call or lead, else when the campaign was created. */
  quietSince: Date;
  callsInRateWindow: number;
  missedInRateWindow: number;
}

export interface OwnerAlertFacts {
  balanceCents: number;
  spentTodayCents: number;
  campaigns: readonly AlertCampaign[];
}

/** One condition that holds now: `key` names its episode (one per campaign where it applies). */
export interface OwnerAlert {
  key: string;
  type: OwnerAlertType;
  title: string;
  body: string;
  campaignId: number | null;
}

function easternCell(at: Date): { day: Weekday; time: string } {
  const local = new TZDate(at.getTime(), EASTERN_TIME_ZONE);
  const time = `${String(local.getHours()).padStart(2, '0')}:${String(local.getMinutes()).padStart(2, '0')}`;
  return { day: WEEKDAYS[(local.getDay() + 6) % 7]!, time };
}

/** Whether `at` is within the buying hours (Eastern time, like the engine). */
export function isBuyingAt(hours: BuyingHours, at: Date): boolean {
  const { day, time } = easternCell(at);
  return isWithinBuyingHours(hours, day, time);
}

/** Buying hours between `since` and `now` (quarter hours, a week back at most). */
export function buyingHoursBetween(hours: BuyingHours, since: Date, now: Date): number {
  const start = Math.max(since.getTime(), now.getTime() - QUIET_LOOKBACK_HOURS * 3_600_000);
  let quarters = 0;
  for (let at = start; at + STEP_MINUTES * 60_000 <= now.getTime(); at += STEP_MINUTES * 60_000) {
    if (isBuyingAt(hours, new Date(at))) quarters += 1;
  }
  return (quarters * STEP_MINUTES) / 60;
}

function campaignAlerts(settings: OwnerAlertSettings, campaign: AlertCampaign, now: Date): OwnerAlert[] {
  const alerts: OwnerAlert[] = [];
  const { quietHours, missedCallPercent } = settings;
  if (
    quietHours !== null &&
    campaign.isActive &&
    isBuyingAt(campaign.hours, now) &&
    buyingHoursBetween(campaign.hours, campaign.quietSince, now) >= quietHours
  ) {
    alerts.push({
      key: `campaign_quiet:${campaign.id}`,
      type: 'campaign_quiet',
      title: `No lead or call for ${quietHours} buying hours`,
      body: `${campaign.nickname} has had no lead or call for ${quietHours} hours within its buying hours.`,
      campaignId: campaign.id,
    });
  }
  const { callsInRateWindow: calls, missedInRateWindow: missed } = campaign;
  if (
    missedCallPercent !== null &&
    calls >= MISSED_CALL_RATE_MINIMUM_CALLS &&
    (missed / calls) * 100 > missedCallPercent
  ) {
    const share = Math.round((missed / calls) * 100);
    alerts.push({
      key: `missed_calls_high:${campaign.id}`,
      type: 'missed_calls_high',
      title: `${share}% of calls missed`,
      body: `${campaign.nickname} missed ${missed} of ${calls} calls in the last ${MISSED_CALL_RATE_HOURS} hours (your alert: over ${missedCallPercent}%).`,
      campaignId: campaign.id,
    });
  }
  return alerts;
}

/** The conditions the owner's alerts ask about that hold now. */
export function deriveOwnerAlerts(
  settings: OwnerAlertSettings,
  facts: OwnerAlertFacts,
  now: Date,
): OwnerAlert[] {
  const alerts: OwnerAlert[] = [];
  if (settings.balanceBelowCents !== null && facts.balanceCents < settings.balanceBelowCents) {
    alerts.push({
      key: 'balance_low',
      type: 'balance_low',
      title: `Wallet under ${formatUsd(settings.balanceBelowCents)}`,
      body: `Your wallet has ${formatUsd(facts.balanceCents)} left (your alert: under ${formatUsd(settings.balanceBelowCents)}).`,
      campaignId: null,
    });
  }
  if (settings.spendTodayAboveCents !== null && facts.spentTodayCents > settings.spendTodayAboveCents) {
    alerts.push({
      key: 'spend_today_high',
      type: 'spend_today_high',
      title: `Today’s spend over ${formatUsd(settings.spendTodayAboveCents)}`,
      body: `You have spent ${formatUsd(facts.spentTodayCents)} today, Eastern day (your alert: over ${formatUsd(settings.spendTodayAboveCents)}).`,
      campaignId: null,
    });
  }
  return [...alerts, ...facts.campaigns.flatMap((campaign) => campaignAlerts(settings, campaign, now))];
}

/**
 * Which alerts to send and which episodes end: a condition is said when its episode starts
 * (not open yet) and never again while it holds; an open episode whose condition no longer
 * holds ends, so that the next time it holds is said again.
 */
export function nextOwnerAlertEpisodes(
  holding: readonly OwnerAlert[],
  openKeys: ReadonlySet<string>,
): { toSend: OwnerAlert[]; ended: string[] } {
  const holdingKeys = new Set(holding.map((alert) => alert.key));
  return {
    toSend: holding.filter((alert) => !openKeys.has(alert.key)),
    ended: [...openKeys].filter((key) => !holdingKeys.has(key)),
  };
}
