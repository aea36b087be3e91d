import type { DataOf, getReturnRates } from '@vanbid/contract';
import { fromCents, normalizeDay, sourceLabel } from '@vanbid/domain';
import type { z } from 'zod';
import type { Queryable } from '../../platform/db/database';
import { AppError } from '../../platform/errors';
import { type RateRow, selectReturnRates, selectSourceOrder } from './return-rates.queries';

type RatesQuery = z.output<NonNullable<(typeof getReturnRates)['query']>>;

const rateOf = (row: RateRow | undefined) => {
  const purchases = Number(row?.purchases ?? 0);
  const returns = Number(row?.returns ?? 0);
  return {
    purchases,
    returns,
    credited: fromCents(Number(row?.credited ?? 0)),
    rate_percent: purchases === 0 ? 0 : Math.round((returns / purchases) * 1000) / 10,
  };
};

/**
 * `GET /returns/rates`: of the sales of a period, how many were returned for a credit, per
 * campaign and per source. Sources are the publishers, never named: each keeps the letter of its
 * place among the account's publishers by first purchase (`sourceLabel`).
 */
export async function getReturnRatesOf(
  db: Queryable,
  accountId: number,
  query: RatesQuery,
): Promise<DataOf<typeof getReturnRates>> {
  const [from, to] = [query.from, query.to].map((day) => (day ? normalizeDay(day) : null));
  if (from && to && from > to)
    throw new AppError('VALIDATION_FAILED', 'from must not be after to', { from: 'After to' });
  const [rows, order] = await Promise.all([
    selectReturnRates(db, {
      accountId,
      from: from ?? null,
      to: to ?? null,
      timeZone: query.timezone,
      campaignId: query.campaign_id,
      kind: query.kind,
    }),
    selectSourceOrder(db, accountId),
  ]);
  const rowsAt = (level: number) => rows.filter((row) => Number(row.level) === level);
  return {
    total: rateOf(rowsAt(3)[0]),
    campaigns: rowsAt(1).map((row) => ({
      campaign_id: Number(row.campaign_id),
      campaign_name: row.campaign_name ?? '',
      ...rateOf(row),
    })),
    sources: rowsAt(2)
      .map((row) => ({ position: order.indexOf(Number(row.publisher_id)), row }))
      .sort((a, b) => a.position - b.position)
      .map(({ position, row }) => ({ source: sourceLabel(position), ...rateOf(row) })),
  };
}
