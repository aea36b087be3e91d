import {
  buildRecordsFilter,
  type ColumnFilters,
  type FilterRule,
  formatFilter,
  mergePayoutZero,
  payoutZeroFilters,
} from '@vanbid/domain';
import { describe, expect, it } from 'vitest';
import { NAME_A, NAME_B, useRecordsWorld } from './support/records-world';
import { useTestApp } from './support/test-app';

const context = useTestApp();

const { world, listRecords, idsFor, named } = useRecordsWorld(context);

describe('GET /statistic/getRecords: the filter language', () => {
  it.each([
    ['time_created:eq:2026-01-10 10:00:00', ['r1']],
    ['time_created:ne:2026-01-10 10:00:00', ['r5', 'r4', 'r3', 'r2']],
    ['time_created:gte:2026-01-11 00:00:00', ['r5', 'r4', 'r3']],
    ['time_created:lte:2026-01-10 23:59:59', ['r2', 'r1']],
    ['payout:eq:25', ['r1']],
    ['payout:eq:19.99', ['r5']],
    ['payout:ne:25', ['r5', 'r4', 'r3', 'r2']],
    ['payout:gte:25;payout:lte:40', ['r4', 'r1']],
    ['payout:in:25,40.00', ['r4', 'r1']],
    ['payout:null', ['r3']],
    ['status:like:ANSW', ['r5', 'r4', 'r1']],
    ['status:in:missed,voicemail', ['r3', 'r2']],
    ['status:ne:answered', ['r3', 'r2']],
    ['duration_seconds:gte:61', ['r5', 'r4', 'r1']],
    ['duration_seconds:lte:60', ['r3', 'r2']],
    ['caller_name:null', ['r2']],
    ['from_zip:null', ['r4']],
    ['caller_phone:like:555-0101', ['r1']],
    ['charged:eq:false', ['r3', 'r2']],
    ['campaign_name:like:virginia', ['r3', 'r2', 'r1']],
  ] as const)('%s', async (filter, expected) => {
    expect(await idsFor(filter)).toEqual(named(...expected));
  });

  it('filters by campaign id with eq, ne and in, and by record id', async () => {
    const { campaignA, campaignB, ids } = world;
    expect(await idsFor(`phone_company_id:in:${campaignA}`)).toEqual(named('r3', 'r2', 'r1'));
    expect(await idsFor(`phone_company_id:eq:${campaignB}`)).toEqual(named('r5', 'r4'));
    expect(await idsFor(`phone_company_id:ne:${campaignA}`)).toEqual(named('r5', 'r4'));
    expect(await idsFor(`phone_company_id:in:${campaignA},${campaignB}`)).toHaveLength(5);
    expect(await idsFor(`id:in:${ids.r1},${ids.r4}`)).toEqual(named('r4', 'r1'));
  });

  it('reads escaped ; , and \\ in values, and matches % and _ literally in like', async () => {
    const byName = (operator: 'eq' | 'like', value: string): FilterRule[] => [
      { field: 'campaign_name', operator, value },
    ];
    expect(await idsFor(byName('eq', NAME_B))).toEqual(named('r5', 'r4'));
    expect(await idsFor('campaign_name:eq:Long\\, "Distance"\\; 50% off \\\\ now_1: East')).toEqual(
      named('r5', 'r4'),
    );
    expect(await idsFor(byName('like', '"distance"; 50% off \\ now_1: e'))).toEqual(named('r5', 'r4'));
    expect(await idsFor(byName('like', '%'))).toEqual(named('r5', 'r4'));
    expect(await idsFor(byName('like', '_'))).toEqual(named('r5', 'r4'));
    expect(await idsFor(byName('like', 'Long, "'))).toEqual(named('r5', 'r4'));
    expect(await idsFor([{ field: 'campaign_name', operator: 'in', values: [NAME_A, NAME_B] }])).toHaveLength(
      5,
    );
  });

  it('answers payout zero and payout null separately; the client merges them (docs/product.md §5)', async () => {
    const rules = buildRecordsFilter({ campaignIds: [world.campaignA, world.campaignB], payout: 0 });
    const [zero, missing] = payoutZeroFilters(rules)!;
    const answer = async (filter: FilterRule[]) =>
      (await listRecords(world.owner, { type: 'calls', filter: formatFilter(filter) })).data;
    const [zeroPage, nullPage] = [await answer(zero), await answer(missing)];
    expect(zeroPage.records.map((record: { id: number }) => record.id)).toEqual(named('r2'));
    expect(nullPage.records.map((record: { id: number }) => record.id)).toEqual(named('r3'));
    const merged = mergePayoutZero(zeroPage, nullPage);
    expect(merged.records.map((record) => (record as { id: number }).id)).toEqual(named('r3', 'r2'));
    expect(merged).toMatchObject({ total_items: 2, monetary_value: 0 });
  });
});

describe('GET /statistic/getRecords: column filters (docs/product.md §5)', () => {
  const inJanuary = (columnFilters: ColumnFilters) =>
    buildRecordsFilter({
      from: '2026/01/10',
      to: '2026/01/12',
      campaignIds: [world.campaignA, world.campaignB],
      columnFilters,
    });

  it('applies a column filter only when its status flag is on', async () => {
    const status = { type: 'options', value: 'answered', filterOptions: ['answered', 'missed'] } as const;
    expect(await idsFor(inJanuary({ status: { ...status, status: true } }))).toEqual(named('r4', 'r1'));
    expect(await idsFor(inJanuary({ status: { ...status, status: false } }))).toEqual(
      named('r4', 'r3', 'r2', 'r1'),
    );
  });

  it('matches a text value with like, a date range with gte/lte, several options with in', async () => {
    expect(
      await idsFor(inJanuary({ caller_name: { type: 'text', value: ' maria ', status: true } })),
    ).toEqual(named('r1'));
    expect(
      await idsFor(
        inJanuary({
          time_created: { type: 'date', fromDate: '2026/01/11', toDate: '2026/01/11', status: true },
        }),
      ),
    ).toEqual(named('r3'));
    expect(
      await idsFor(inJanuary({ status: { type: 'options', value: ['missed', 'voicemail'], status: true } })),
    ).toEqual(named('r3', 'r2'));
  });

  it('matches nothing when no campaign is chosen (phone_company_id in 0)', async () => {
    expect(await idsFor(buildRecordsFilter({ campaignIds: [] }))).toEqual([]);
  });
});
