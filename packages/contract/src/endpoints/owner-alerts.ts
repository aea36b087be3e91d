// Alerts the owner sets (issue #28), delivered like every notification (delivery settings).
import { hasAtMostTwoDecimals } from '@vanbid/domain';
import { z } from 'zod';
import { defineEndpoint } from '../endpoint';

const alertAmount = z
  .number()
  .positive('Enter an amount above $0')
  .max(1_000_000, 'Enter at most $1,000,000')
  .refine(hasAtMostTwoDecimals, 'Use at most 2 decimals (whole cents)')
  .nullable();

/** Each threshold, null for an alert that is off. */
export const ownerAlertsSchema = z.object({
  /** Dollars: the wallet fell under it. */
  balanceBelow: alertAmount,
  /** Dollars: today's spend (Eastern day) went over it. */
  spendTodayAbove: alertAmount,
  /** A campaign had no lead or call for this many hours within its buying hours. */
  quietHours: z
    .number()
    .int('Whole hours')
    .min(1, 'At least 1 hour')
    .max(168, 'At most 168 hours')
    .nullable(),
  /** A campaign missed more than this share (%) of its calls of the last 24 hours (5 calls at least). */
  missedCallPercent: z.number().int('Whole percent').min(1, 'At least 1%').max(99, 'At most 99%').nullable(),
});
export type OwnerAlerts = z.infer<typeof ownerAlertsSchema>;

export const getOwnerAlerts = defineEndpoint({
  method: 'GET',
  path: '/settings/alerts',
  summary: 'The alerts the account set: balance, today’s spend, quiet campaigns, missed calls',
  tag: 'settings',
  auth: true,
  data: z.object({ alerts: ownerAlertsSchema }),
});

export const saveOwnerAlerts = defineEndpoint({
  method: 'PUT',
  path: '/settings/alerts',
  summary: 'Sets the account’s alerts (null turns one off); each is said once while it holds',
  tag: 'settings',
  auth: true,
  body: ownerAlertsSchema,
  data: z.object({ alerts: ownerAlertsSchema }),
});
