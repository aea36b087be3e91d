import { type HourMinimums, indexMinimums, LEAD_TYPES, minimumCentsAt, WEEKDAYS } from '@vanbid/domain';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { minimumAt } from '../src/features/bids';
import { useTestApp } from './support/test-app';

// The minimum of the hour is read two ways: the campaign listings join it in SQL (`minimumAt`),
// the engine looks it up with the domain's `minimumCentsAt`. They must name the same price.
const context = useTestApp();
const FULL_TYPE = 9401; // a minimum for both distances, every hour
const HALF_TYPE = 9402; // local only, and only in the morning: the rest has none

beforeAll(async () => {
  for (const [typeId, distance, hours] of [
    [FULL_TYPE, 'local', 23],
    [FULL_TYPE, 'long', 23],
    [HALF_TYPE, 'local', 11],
  ] as const) {
    // A different price in every cell: type, distance, hour and weekday each change it.
    const cents = (day: number) =>
      sql.raw(`${typeId - 9400}00000 + ${distance === 'long' ? 50000 : 0} + hour * 100 + ${day}`);
    await context.db.execute(sql`
      insert into min_hourly_bids (campaign_type_id, distance, hour, min_value_cents, mon_cents, tue_cents, wed_cents, thu_cents, fri_cents, sat_cents, sun_cents)
      select ${typeId}, ${distance}, hour, 1, ${cents(1)}, ${cents(2)}, ${cents(3)}, ${cents(4)}, ${cents(5)}, ${cents(6)}, ${cents(7)}
      from generate_series(0, ${hours}) hour
      on conflict do nothing`);
  }
});

describe('the minimum of the hour', () => {
  it('is the same in the listings (SQL) as in the engine (domain), at every weekday, hour and lead type', async () => {
    const stored = await context.db.execute<Record<string, string | number>>(
      sql`select * from min_hourly_bids`,
    );
    const minimums = indexMinimums(
      stored.rows.map(
        (row) =>
          ({
            campaignTypeId: Number(row.campaign_type_id),
            distance: row.distance,
            hour: Number(row.hour),
            ...Object.fromEntries(WEEKDAYS.map((day) => [`${day}_cents`, Number(row[`${day}_cents`])])),
          }) as HourMinimums,
      ),
    );
    const campaigns = [FULL_TYPE, HALF_TYPE].flatMap((campaignTypeId) =>
      [...LEAD_TYPES, 'Unknown'].map((leadType) => ({ campaignTypeId, leadType })),
    );
    const fromSql: (number | null)[] = [];
    const fromDomain: (number | null)[] = [];
    for (const day of WEEKDAYS)
      for (let hour = 0; hour < 24; hour++) {
        const minimum = minimumAt('c', { day, hour });
        const rows = await context.db.execute<{ cents: number | null }>(sql`
          select ${minimum.cents} as cents
          from unnest(${sql.param(campaigns.map((campaign) => campaign.campaignTypeId))}::bigint[],
            ${sql.param(campaigns.map((campaign) => campaign.leadType))}::text[]) with ordinality as c(campaign_type_id, lead_type, n)
          left join min_hourly_bids on ${minimum.on}
          order by c.n`);
        fromSql.push(...rows.rows.map((row) => (row.cents === null ? null : Number(row.cents))));
        fromDomain.push(...campaigns.map((campaign) => minimumCentsAt(minimums, campaign, { day, hour })));
      }
    expect(fromSql.filter((cents) => cents === null).length).toBeGreaterThan(0);
    expect(new Set(fromSql).size).toBeGreaterThan(7 * 24);
    expect(fromSql).toEqual(fromDomain);
  });
});
