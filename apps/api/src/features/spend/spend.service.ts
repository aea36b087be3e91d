import type { DataOf, getSpendOverview, StatisticsType } from '@vanbid/contract';
import { campaignGroup, computeRunway, fromCents } from '@vanbid/domain';
import { easternMoment } from '../../platform/clock/eastern-moment';
import type { Queryable } from '../../platform/db/database';
import {
  type CampaignSpendRow,
  type CapSpendRow,
  getBalanceAndWeekday,
  listCampaignSpend,
  listCapSpend,
} from './spend.queries';

type SpendOverview = DataOf<typeof getSpendOverview>;
type PeriodCents = Record<'today' | 'week' | 'month', { purchases: number; cents: number }>;

const PERIODS = ['today', 'week', 'month'] as const;
const GROUPS: StatisticsType[] = ['calls', 'leads', 'branded'];

function periodsOf(row: CampaignSpendRow): PeriodCents {
  return {
    today: { purchases: Number(row.today_purchases), cents: Number(row.today_cents) },
    week: { purchases: Number(row.week_purchases), cents: Number(row.week_cents) },
    month: { purchases: Number(row.month_purchases), cents: Number(row.month_cents) },
  };
}

function sumPeriods(list: PeriodCents[]): PeriodCents {
  const sum = (period: (typeof PERIODS)[number]) => ({
    purchases: list.reduce((total, item) => total + item[period].purchases, 0),
    cents: list.reduce((total, item) => total + item[period].cents, 0),
  });
  return { today: sum('today'), week: sum('week'), month: sum('month') };
}

function toWire(periods: PeriodCents) {
  const figure = (period: (typeof PERIODS)[number]) => ({
    purchases: periods[period].purchases,
    spent: fromCents(periods[period].cents),
  });
  return { today: figure('today'), week: figure('week'), month: figure('month') };
}

/** A capped campaign's weekly and monthly caps, each with what it spent of it. */
function capsOf(row: CapSpendRow) {
  const cap = (period: 'week' | 'month', capCents: number | null, spentCents: number) =>
    capCents === null
      ? []
      : [
          {
            campaignId: Number(row.campaign_id),
            nickname: row.nickname,
            period,
            cap: fromCents(Number(capCents)),
            spent: fromCents(Number(spentCents)),
          },
        ];
  return [
    ...cap('week', row.weekly_cap_cents, row.week_cents),
    ...cap('month', row.monthly_cap_cents, row.month_cents),
  ];
}

/**
 * The account's weekly and monthly caps (one campaign's with `campaignId`), each with what the
 * engine counted against it this Eastern week or month: the Spend card's and dashboards' pace.
 */
export async function listCaps(db: Queryable, accountId: number, campaignId?: number) {
  const rows = await listCapSpend(db, accountId, easternMoment().date, campaignId);
  return rows.flatMap(capsOf);
}

/**
 * `GET /statistics/spend-overview`: spend in all, per group and per campaign, and the runway;
 * days, weeks and months of `timeZone`.
 */
export async function getSpendOverviewOf(
  db: Queryable,
  accountId: number,
  timeZone: string,
): Promise<SpendOverview> {
  const [rows, { balanceCents, weekDay }, capped] = await Promise.all([
    listCampaignSpend(db, accountId, timeZone),
    getBalanceAndWeekday(db, accountId, timeZone),
    listCaps(db, accountId),
  ]);
  const campaigns = rows.map((row) => ({
    campaignId: Number(row.campaign_id),
    nickname: row.nickname,
    group: campaignGroup(row) ?? 'calls',
    periods: periodsOf(row),
  }));
  const total = sumPeriods(campaigns.map((campaign) => campaign.periods));
  return {
    total: toWire(total),
    groups: GROUPS.map((group) => ({
      group,
      ...toWire(sumPeriods(campaigns.filter((c) => c.group === group).map((c) => c.periods))),
    })),
    campaigns: campaigns.map(({ periods, ...campaign }) => ({ ...campaign, ...toWire(periods) })),
    caps: capped,
    balance: fromCents(balanceCents),
    runway: computeRunway({ balanceCents, weekSpentCents: total.week.cents, weekDaysElapsed: weekDay }),
  };
}
