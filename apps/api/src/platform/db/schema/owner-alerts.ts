import { sql } from 'drizzle-orm';
import { bigint, check, pgTable, primaryKey, smallint, text } from 'drizzle-orm/pg-core';
import { accountRef } from './accounts';
import { createdAt, updatedAt } from './columns';

/**
 * The alerts an account's owner set (issue #28): a null threshold leaves that alert off. Checked
 * by the `owner-alerts` job; said through the notifications and their delivery settings.
 */
export const ownerAlertSettings = pgTable(
  'owner_alert_settings',
  {
    accountId: accountRef().primaryKey(),
    balanceBelowCents: bigint('balance_below_cents', { mode: 'number' }),
    spendTodayAboveCents: bigint('spend_today_above_cents', { mode: 'number' }),
    quietHours: smallint('quiet_hours'),
    missedCallPercent: smallint('missed_call_percent'),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('owner_alert_settings_balance_check', sql`${t.balanceBelowCents} > 0`),
    check('owner_alert_settings_spend_check', sql`${t.spendTodayAboveCents} > 0`),
    check('owner_alert_settings_quiet_check', sql`${t.quietHours} between 1 and 168`),
    check('owner_alert_settings_missed_check', sql`${t.missedCallPercent} between 1 and 99`),
  ],
);

/**
 * The alert conditions that hold and were said (`key`: `balance_low`, `campaign_quiet:12`…): a
 * condition is said when its row is written and not again until the row is gone (it stopped holding).
 */
export const ownerAlertEpisodes = pgTable(
  'owner_alert_episodes',
  {
    accountId: accountRef(),
    key: text('key').notNull(),
    startedAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.key] })],
);
