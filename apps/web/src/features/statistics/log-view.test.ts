import { formatFilter } from '@vanbid/domain';
import { describe, expect, it } from 'vitest';
import { CALL_LOG } from './log-config';
import {
  EMPTY_VIEW,
  filtersLabel,
  type LogView,
  periodSlug,
  presetOfSlug,
  readLogView,
  viewRules,
  writeLogView,
} from './log-view';

describe('log view in the URL', () => {
  it('writes nothing for the default view and reads it back', () => {
    expect(writeLogView(EMPTY_VIEW).toString()).toBe('');
    expect(readLogView(new URLSearchParams(), CALL_LOG)).toEqual(EMPTY_VIEW);
  });

  it('keeps campaigns, search, payout, column filters with their flags, sort, page and custom days', () => {
    const view: LogView = {
      campaignIds: [12, 15],
      campaignName: 'Local; East',
      payout: '0',
      columnFilters: {
        status: {
          type: 'options',
          value: ['missed', 'voicemail'],
          filterOptions: CALL_LOG.columnFilters[0]!.options!,
          status: true,
        },
        caller_name: { type: 'text', value: 'Maria', filterOptions: null, status: false },
      },
      sort: 'payout:asc',
      page: 3,
      customRange: { from: '2026/11/01', to: '2026/11/21' },
    };
    const params = writeLogView(view);
    expect(params.get('off')).toBe('caller_name');
    expect(readLogView(new URLSearchParams(params.toString()), CALL_LOG)).toEqual(view);
  });

  it('ignores values it cannot use', () => {
    const view = readLogView(
      new URLSearchParams(
        'campaigns=1,x,-2&payout=abc&page=0&f.status=bogus&f.unknown=1&from=2026-02-30&to=2026-03-01',
      ),
      CALL_LOG,
    );
    expect(view).toMatchObject({ campaignIds: [1], payout: '', page: 1, customRange: null });
    expect(view.columnFilters).toEqual({});
  });

  it('names periods by slug', () => {
    expect(periodSlug('Last 30 days')).toBe('last-30-days');
    expect(presetOfSlug('this-week')).toBe('This week');
    expect(presetOfSlug('someday')).toBeNull();
  });

  it('builds the rules of docs/product.md §5: days, campaigns (all when none chosen), name, column filters, payout', () => {
    const view = readLogView(
      new URLSearchParams('q=Local&f.status=answered&f.caller_name=Ann&off=caller_name'),
      CALL_LOG,
    );
    expect(formatFilter(viewRules(view, { from: '2026/11/01', to: '2026/11/02' }, [7, 8]))).toBe(
      'time_created:gte:2026-11-01 00:00:00;time_created:lte:2026-11-02 23:59:59;phone_company_id:in:7,8;campaign_name:like:Local;status:like:answered',
    );
  });
});

describe('the filters button on a phone', () => {
  it('says how many filters are on', () => {
    expect(filtersLabel(EMPTY_VIEW)).toBe('Filters');
    expect(filtersLabel({ ...EMPTY_VIEW, campaignIds: [3, 4], payout: '0' })).toBe('Filters · 2 on');
  });
});
