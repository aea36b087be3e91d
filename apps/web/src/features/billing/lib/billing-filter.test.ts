import { parseFilter } from '@vanbid/domain';
import { describe, expect, it } from 'vitest';
import { billingFilterText, NO_FILTER } from './billing-filter';

describe('billingFilterText', () => {
  it('is empty with no filter', () => {
    expect(billingFilterText(NO_FILTER)).toBe('');
  });

  it('matches chosen options with eq (billed items) and bounds whole days', () => {
    const text = billingFilterText({
      type: 'cash_out',
      status: '',
      paymentMethod: 'pm_sbx_1',
      from: '2026-01-10',
      to: '2026-01-11',
    });
    expect(parseFilter(text)).toEqual([
      { field: 'timestamp', operator: 'gte', value: '2026-01-10 00:00:00' },
      { field: 'timestamp', operator: 'lte', value: '2026-01-11 23:59:59' },
      { field: 'type', operator: 'eq', value: 'cash_out' },
      { field: 'payment_method', operator: 'eq', value: 'pm_sbx_1' },
    ]);
  });
});
