import type { AlertCampaign, OwnerAlertSettings } from '@vanbid/domain';
import { EASTERN_TIME_ZONE, MISSED_CALL_RATE_HOURS } from '@vanbid/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/database';
import { ownerAlertEpisodes, ownerAlertSettings } from '../../platform/db/schema/index';

const NO_ALERTS: OwnerAlertSettings = {
  balanceBelowCents: null,
  spendTodayAboveCents: null,
  quietHours: null,
  missedCallPercent: null,
};

/** The account's alerts; every one off when none was set. */
export async function getAlertSettings(db: Queryable, accountId: number): Promise<OwnerAlertSettings> {
  const [row] = await db
    .select({
      balanceBelowCents: ownerAlertSettings.balanceBelowCents,
      spendTodayAboveCents: ownerAlertSettings.spendTodayAboveCents,
      quietHours: ownerAlertSettings.quietHours,
      missedCallPercent: ownerAlertSettings.missedCallPercent,
    })
    .from(ownerAlertSettings)
    .where(eq(ownerAlertSettings.accountId, accountId));
  return row ?? NO_ALERTS;
}

export async function saveAlertSettings(db: Queryable, accountId: number, settings: OwnerAlertSettings) {
  await db
    .insert(ownerAlertSettings)
    .values({ accountId, ...settings })
    .onConflictDoUpdate({
      target: ownerAlertSettings.accountId,
      set: { ...settings, updatedAt: sql`now()` },
    });
}

/** The accounts with at least one alert on, and their settings. */
export async function listAccountsWithAlerts(db: Queryable) {
  return db
    .select()
    .from(ownerAlertSettings)
    .where(
      sql`coalesce(${ownerAlertSettings.balanceBelowCents}, ${ownerAlertSettings.spendTodayAboveCents},
        ${ownerAlertSettings.quietHours}, ${ownerAlertSettings.missedCallPercent}) is not null`,
    );
}

/** The wallet's balance and today's charged spend (Eastern day, the spend roll-up). */
export async function getMoneyFacts(db: Queryable, accountId: number) {
  const result = await db.execute<{ balance_cents: number; spent_today_cents: number }>(sql`
    select coalesce((select balance_cents from wallets where account_id = ${accountId}), 0)::bigint as balance_cents,
      coalesce((select sum(payout_cents) from campaign_spend_days
        where account_id = ${accountId} and day = (now() at time zone ${EASTERN_TIME_ZONE})::date), 0)::bigint
        as spent_today_cents`);
  const row = result.rows[0];
  return {
    balanceCents: Number(row?.balance_cents ?? 0),
    spentTodayCents: Number(row?.spent_today_cents ?? 0),
  };
}

/**
 * The account's campaigns as the alerts read them: switched on or not, hours, the newest call or
 * lead (each a step of the campaign's time index; else when it was created) and its calls and
 * missed calls of the rate's window.
 */
export async function listAlertCampaigns(db: Queryable, accountId: number): Promise<AlertCampaign[]> {
  const result = await db.execute<{
    id: number;
    nickname: string;
    is_active: boolean;
    hours: AlertCampaign['hours'];
    quiet_since_ms: number;
    calls: number;
    missed: number;
  }>(sql`
    select c.id, c.nickname, c.is_active, c.hours,
      (extract(epoch from greatest(c.created_at,
        (select max(r.time_created) from (select time_created from call_records where campaign_id = c.id
          order by time_created desc limit 1) r),
        (select max(r.time_created) from (select time_created from lead_records where campaign_id = c.id
          order by time_created desc limit 1) r))) * 1000)::float8 as quiet_since_ms,
      w.calls, w.missed
    from campaigns c
    cross join lateral (
      select count(*)::int as calls, (count(*) filter (where status = 'missed'))::int as missed
      from call_records
      where campaign_id = c.id and time_created >= now() - make_interval(hours => ${MISSED_CALL_RATE_HOURS})
        and status not in ('ringing', 'in_progress')
    ) w
    where c.account_id = ${accountId}
    order by c.id`);
  return result.rows.map((row) => ({
    id: Number(row.id),
    nickname: row.nickname,
    isActive: row.is_active,
    hours: row.hours,
    quietSince: new Date(Number(row.quiet_since_ms)),
    callsInRateWindow: Number(row.calls),
    missedInRateWindow: Number(row.missed),
  }));
}

export async function listOpenEpisodes(db: Queryable, accountId: number): Promise<Set<string>> {
  const rows = await db
    .select({ key: ownerAlertEpisodes.key })
    .from(ownerAlertEpisodes)
    .where(eq(ownerAlertEpisodes.accountId, accountId));
  return new Set(rows.map((row) => row.key));
}

/** Opens episodes; false for each one another run opened first (it was said there). */
export async function openEpisodes(db: Queryable, accountId: number, keys: readonly string[]) {
  if (keys.length === 0) return new Set<string>();
  const rows = await db
    .insert(ownerAlertEpisodes)
    .values(keys.map((key) => ({ accountId, key })))
    .onConflictDoNothing()
    .returning({ key: ownerAlertEpisodes.key });
  return new Set(rows.map((row) => row.key));
}

export async function endEpisodes(db: Queryable, accountId: number, keys: readonly string[]) {
  if (keys.length === 0) return;
  await db
    .delete(ownerAlertEpisodes)
    .where(and(eq(ownerAlertEpisodes.accountId, accountId), inArray(ownerAlertEpisodes.key, keys)));
}
