import type { DataOf, getReturnSettings, ReturnSettings } from '@vanbid/contract';
import type { ReturnSettings as DomainReturnSettings } from '@vanbid/domain';
import { sql } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/database';
import { getReturnSettings as readReturnSettings } from './returns-item.queries';

const toWire = (settings: DomainReturnSettings): ReturnSettings => ({
  lead_window_days: settings.leadWindowDays,
  call_window_days: settings.callWindowDays,
  cap_percent: settings.capPercent,
});

/** `GET /settings/returns`: the windows and cap the account's returns are decided by. */
export async function getReturnSettingsOf(
  db: Queryable,
  accountId: number,
): Promise<DataOf<typeof getReturnSettings>> {
  return { settings: toWire(await readReturnSettings(db, accountId)) };
}

/** `PUT /settings/returns`: new windows and cap; returns asked for from now on are decided by them. */
export async function saveReturnSettingsOf(
  db: Queryable,
  accountId: number,
  settings: ReturnSettings,
): Promise<DataOf<typeof getReturnSettings>> {
  await db.execute(sql`
    update accounts set lead_return_days = ${settings.lead_window_days},
      call_return_days = ${settings.call_window_days}, return_cap_percent = ${settings.cap_percent}
    where id = ${accountId}`);
  return getReturnSettingsOf(db, accountId);
}
