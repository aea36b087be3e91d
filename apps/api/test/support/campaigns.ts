import { currentScheduleCell, EASTERN_TIME_ZONE, fromCents } from '@vanbid/domain';
import { sql } from 'drizzle-orm';
import type { Database } from '../../src/platform/db/database';
import { createMinHourlyBids, demandMinimumCents } from '../../src/seed/factories';

/** Base minimums (cents) the campaign tests give the factory campaign types 1–3 (calls, leads, branded). */
export const TEST_BASES = {
  1: { local: 2400, long: 4200 },
  2: { local: 1100, long: 1900 },
  3: { local: 1500, long: 2600 },
};

export async function seedTestMinimums(db: Database): Promise<void> {
  for (const [typeId, bases] of Object.entries(TEST_BASES)) {
    await createMinHourlyBids(db, {
      campaignTypeId: Number(typeId),
      distance: 'local',
      baseCents: bases.local,
    });
    await createMinHourlyBids(db, {
      campaignTypeId: Number(typeId),
      distance: 'long',
      baseCents: bases.long,
    });
  }
}

/** The minimum (dollars) of the current Eastern hour for a base, as the server prices it now. */
export function currentMinimum(baseCents: number, now = new Date()): number {
  const cell = currentScheduleCell(EASTERN_TIME_ZONE, now);
  return fromCents(demandMinimumCents(baseCents, cell.hour, cell.day));
}

/** One lead record of a campaign, `minutesAgo` before now, with a payout in cents. */
export async function insertLead(
  db: Database,
  input: {
    accountId: number;
    campaignId: number;
    payoutCents: number;
    charged?: boolean;
    minutesAgo?: number;
    /** When it was bought (instead of `minutesAgo`). */
    at?: Date;
  },
): Promise<void> {
  const time = input.at
    ? sql`${input.at.toISOString()}::timestamptz`
    : sql`now() - make_interval(mins => ${input.minutesAgo ?? 0})`;
  await db.execute(sql`
    insert into lead_records (account_id, campaign_id, campaign_name, time_created, first_name, last_name, phone, email, from_zip, to_zip, distance, payout_cents, charged)
    values (${input.accountId}, ${input.campaignId}, 'Test', ${time},
      'Ann', 'Lee', '(555) 555-0100', 'ann@example.com', '23219', '10001', 'long', ${input.payoutCents}, ${input.charged ?? true})`);
}
