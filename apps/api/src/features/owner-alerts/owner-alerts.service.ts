import type { OwnerAlerts } from '@vanbid/contract';
import {
  deriveOwnerAlerts,
  fromCents,
  nextOwnerAlertEpisodes,
  type OwnerAlertSettings,
  PRIORITY,
  toCents,
} from '@vanbid/domain';
import type { Database } from '../../platform/db/database';
import { publishAll } from '../../platform/events/publish';
import {
  endEpisodes,
  getAlertSettings,
  getMoneyFacts,
  listAccountsWithAlerts,
  listAlertCampaigns,
  listOpenEpisodes,
  openEpisodes,
  saveAlertSettings,
} from './owner-alerts.queries';

const centsOrNull = (dollars: number | null) => (dollars === null ? null : toCents(dollars));
const dollarsOrNull = (cents: number | null) => (cents === null ? null : fromCents(cents));

export function toWire(settings: OwnerAlertSettings): OwnerAlerts {
  return {
    balanceBelow: dollarsOrNull(settings.balanceBelowCents),
    spendTodayAbove: dollarsOrNull(settings.spendTodayAboveCents),
    quietHours: settings.quietHours,
    missedCallPercent: settings.missedCallPercent,
  };
}

export async function getOwnerAlertsOf(db: Database, accountId: number) {
  return { alerts: toWire(await getAlertSettings(db, accountId)) };
}

/** Saves the alerts; a condition already said stays said until it stops holding. */
export async function saveOwnerAlertsOf(db: Database, accountId: number, alerts: OwnerAlerts) {
  await saveAlertSettings(db, accountId, {
    balanceBelowCents: centsOrNull(alerts.balanceBelow),
    spendTodayAboveCents: centsOrNull(alerts.spendTodayAbove),
    quietHours: alerts.quietHours,
    missedCallPercent: alerts.missedCallPercent,
  });
  return getOwnerAlertsOf(db, accountId);
}

/**
 * One account's alerts, in one transaction: the conditions that hold now; each whose episode
 * starts becomes a notification (delivered by the user's delivery settings: in the app, by
 * e-mail, by text); the episodes of conditions that stopped holding end.
 */
async function checkAccount(db: Database, accountId: number, settings: OwnerAlertSettings, now: Date) {
  await db.transaction(async (tx) => {
    const [money, campaigns, open] = await Promise.all([
      getMoneyFacts(tx, accountId),
      listAlertCampaigns(tx, accountId),
      listOpenEpisodes(tx, accountId),
    ]);
    const holding = deriveOwnerAlerts(settings, { ...money, campaigns }, now);
    const { toSend, ended } = nextOwnerAlertEpisodes(holding, open);
    const opened = await openEpisodes(
      tx,
      accountId,
      toSend.map((alert) => alert.key),
    );
    await endEpisodes(tx, accountId, ended);
    const notices = toSend.filter((alert) => opened.has(alert.key));
    await publishAll(
      tx,
      notices.map((alert) => ({
        name: 'new_notification' as const,
        accountId,
        notification: {
          type: alert.type,
          title: alert.title,
          body: alert.body,
          campaignId: alert.campaignId,
          priority: PRIORITY.high,
        },
      })),
    );
  });
}

/** The `owner-alerts` job: every account with an alert on. */
export async function checkOwnerAlerts(db: Database, now: Date = new Date()): Promise<void> {
  const accounts = await listAccountsWithAlerts(db);
  for (const { accountId, ...settings } of accounts) {
    await checkAccount(db, accountId, settings, now);
  }
}
