import { buildBilledItemsFilter, type ColumnFilters, formatFilter } from '@vanbid/domain';

export interface BillingFilterValues {
  type: string;
  status: string;
  paymentMethod: string;
  /** Days `yyyy-MM-dd` (inclusive), in the chosen time zone; empty for no bound. */
  from: string;
  to: string;
}

export const NO_FILTER: BillingFilterValues = { type: '', status: '', paymentMethod: '', from: '', to: '' };

const option = (value: string) => ({ type: 'options' as const, value, status: value !== '' });

/** The `filter` text of getListOfBilledItems: the date range, then the chosen options (matched with eq). */
export function billingFilterText(values: BillingFilterValues): string {
  const columnFilters: ColumnFilters = {
    type: option(values.type),
    status: option(values.status),
    payment_method: option(values.paymentMethod),
  };
  return formatFilter(
    buildBilledItemsFilter({ from: values.from || null, to: values.to || null, columnFilters }),
  );
}
