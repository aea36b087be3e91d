import { describe, expect, it } from 'vitest';
import { buildBilledItemsFilter, buildRecordsFilter, formatFilter } from '../src/index';

describe('buildRecordsFilter', () => {
  it('writes the rules of docs/product.md §5 in order', () => {
    const rules = buildRecordsFilter({
      from: '2026/11/01',
      to: '2026/11/21',
      campaignIds: [12, '15'],
      campaignName: ' Local ',
      columnFilters: {
        status: { type: 'options', value: 'answered', status: true },
        duration: { type: 'text', value: '30', status: false },
      },
      payout: 0,
    });
    expect(formatFilter(rules)).toBe(
      'time_created:gte:2026-11-01 00:00:00;time_created:lte:2026-11-21 23:59:59;phone_company_id:in:12,15;' +
        'campaign_name:like:Local;status:like:answered;payout:eq:0',
    );
  });

  it.each([
    ['no campaigns → phone_company_id in 0', {}, 'phone_company_id:in:0'],
    ['an empty campaign list', { campaignIds: [] }, 'phone_company_id:in:0'],
    ['null campaign ids', { campaignIds: null }, 'phone_company_id:in:0'],
    ['a blank campaign name is left out', { campaignName: '  ' }, 'phone_company_id:in:0'],
    ['a null campaign name', { campaignName: null }, 'phone_company_id:in:0'],
    ['no payout → no rule', { payout: undefined }, 'phone_company_id:in:0'],
    ['a null payout → no rule', { payout: null }, 'phone_company_id:in:0'],
    ['a payout value', { payout: 12.5 }, 'phone_company_id:in:0;payout:eq:12.5'],
    ['only a from day', { from: '2026-11-01' }, 'time_created:gte:2026-11-01 00:00:00;phone_company_id:in:0'],
    ['only a to day', { to: '2026-11-01' }, 'time_created:lte:2026-11-01 23:59:59;phone_company_id:in:0'],
  ] as const)('%s', (_, input, text) => {
    expect(formatFilter(buildRecordsFilter(input))).toBe(text);
  });

  it('rejects a payout that is not a finite number and a day that is not a day', () => {
    expect(() => buildRecordsFilter({ payout: Number.NaN })).toThrow(RangeError);
    expect(() => buildRecordsFilter({ from: '11/01/2026' })).toThrow(RangeError);
  });
});

describe('buildBilledItemsFilter', () => {
  it('bounds timestamp by whole days and matches options with eq', () => {
    const rules = buildBilledItemsFilter({
      from: '2026/11/01',
      to: '2026/11/02',
      columnFilters: { type: { type: 'options', value: 'charge', status: true } },
    });
    expect(formatFilter(rules)).toBe(
      'timestamp:gte:2026-11-01 00:00:00;timestamp:lte:2026-11-02 23:59:59;type:eq:charge',
    );
  });

  it('gives no rules for nothing', () => {
    expect(buildBilledItemsFilter({})).toEqual([]);
  });
});
