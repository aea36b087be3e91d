/**
 * Why a campaign did not buy an offer, in the order the engine checks them (the first that applies
 * is kept in the decision log). `outbid` is decided by the auction, the others per campaign.
 */
export const LOSS_REASONS = [
  'inactive',
  'lead_type',
  'distance',
  'geography',
  'hours',
  'daily_limit',
  'weekly_cap',
  'monthly_cap',
  'concurrency',
  'funds',
  'duplicate',
  'outbid',
] as const;
export type LossReason = (typeof LOSS_REASONS)[number];

/** The reasons in plain words, for the buyer. */
export const LOSS_REASON_LABELS: Record<LossReason, string> = {
  inactive: 'The campaign was paused',
  lead_type: 'Another kind of traffic than the campaign buys',
  distance: 'A move of the other distance (local or long distance)',
  geography: 'Outside the campaign’s areas',
  hours: 'Outside the campaign’s hours',
  daily_limit: 'The daily limit was reached',
  weekly_cap: 'The weekly cap was reached',
  monthly_cap: 'The monthly cap was reached',
  concurrency: 'All of the campaign’s lines were busy',
  funds: 'Not enough funds in the wallet',
  duplicate: 'The same caller or lead was bought in the last 30 days',
  outbid: 'Other buyers bid more',
};
