// The calls, leads and branded dashboards of one campaign: KPIs, volume over time, hour and weekday.
import { DASHBOARD_MAX_DAYS, type DashboardData, type getDashboard } from '@vanbid/contract';
import { fromCents, normalizeDay } from '@vanbid/domain';
import type { z } from 'zod';
import type { Queryable } from '../../platform/db/database';
import { AppError, notFound } from '../../platform/errors';
import { listCaps } from '../spend';
import { findCampaign, type HourVolume, listHourVolumes } from './dashboard.queries';
import { RECORD_SOURCES } from './record-fields';

export type DashboardQuery = z.output<NonNullable<(typeof getDashboard)['query']>>;

const DAY_MS = 86_400_000;
const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / DAY_MS;
const dayText = (number: number) => new Date(number * DAY_MS).toISOString().slice(0, 10);

type Volume = { count: number; spendCents: number };
const addTo = (map: Map<string | number, Volume>, key: string | number, row: HourVolume) => {
  const volume = map.get(key) ?? { count: 0, spendCents: 0 };
  map.set(key, { count: volume.count + row.count, spendCents: volume.spendCents + row.spend_cents });
};
const wire = (volume: Volume | undefined) => ({
  count: volume?.count ?? 0,
  spend: fromCents(volume?.spendCents ?? 0),
});

/** Every bucket label of the range (local wall-clock days or hours), so empty ones show as 0. */
function bucketLabels(first: number, last: number, interval: DashboardQuery['interval']): string[] {
  const labels: string[] = [];
  for (let day = first; day <= last; day += 1) {
    const text = dayText(day);
    if (interval === 'day') labels.push(text);
    else for (let hour = 0; hour < 24; hour += 1) labels.push(`${text} ${String(hour).padStart(2, '0')}:00`);
  }
  return labels;
}

function summarize(rows: HourVolume[], labels: string[], interval: DashboardQuery['interval']) {
  const byBucket = new Map<string | number, Volume>();
  const byHour = new Map<string | number, Volume>();
  const byWeekday = new Map<string | number, Volume>();
  for (const row of rows) {
    const [day = '', hour = '00'] = row.hour_bucket.split(' ');
    addTo(byBucket, interval === 'day' ? day : `${day} ${hour}:00`, row);
    addTo(byHour, Number(hour), row);
    addTo(byWeekday, ((new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7) + 1, row);
  }
  return {
    series: labels.map((bucket) => ({ bucket, ...wire(byBucket.get(bucket)) })),
    by_hour: Array.from({ length: 24 }, (_, hour) => ({ hour, ...wire(byHour.get(hour)) })),
    by_weekday: Array.from({ length: 7 }, (_, index) => ({
      weekday: index + 1,
      ...wire(byWeekday.get(index + 1)),
    })),
  };
}

function kpis(rows: HourVolume[]): DashboardData['kpis'] {
  const total = (key: 'count' | 'spend_cents' | 'billable' | 'zero_payouts') =>
    rows.reduce((sum, row) => sum + row[key], 0);
  const [count, spendCents, billable] = [total('count'), total('spend_cents'), total('billable')];
  return {
    count,
    spend: fromCents(spendCents),
    average_payout: billable === 0 ? 0 : fromCents(Math.round(spendCents / billable)),
    zero_payout_share: count === 0 ? 0 : total('zero_payouts') / count,
  };
}

/** The campaign must be the account's (404 otherwise, like an unknown one); the range at most a year (a month by hour). */
export async function getCampaignDashboard(
  db: Queryable,
  accountId: number,
  query: DashboardQuery,
): Promise<DashboardData> {
  const [from, to] = [normalizeDay(query.from), normalizeDay(query.to)];
  const [first, last] = [dayNumber(from), dayNumber(to)];
  const maxDays = DASHBOARD_MAX_DAYS[query.interval];
  if (last < first)
    throw new AppError('VALIDATION_FAILED', 'from must not be after to', { from: 'After to' });
  if (last - first + 1 > maxDays) {
    const message = `At most ${maxDays} days by ${query.interval}`;
    throw new AppError('VALIDATION_FAILED', message, { to: message });
  }
  const campaign = await findCampaign(db, accountId, query.campaignId);
  if (!campaign) throw notFound('Campaign');
  const [rows, caps] = await Promise.all([
    listHourVolumes(db, RECORD_SOURCES[query.type], {
      accountId,
      campaignId: campaign.id,
      from,
      to,
      timeZone: query.timezone,
    }),
    listCaps(db, accountId, campaign.id),
  ]);
  return {
    campaign: { ...campaign, caps },
    kpis: kpis(rows),
    ...summarize(rows, bucketLabels(first, last, query.interval), query.interval),
  };
}
