import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { BilledItems } from '../../../lib/api/billed-items';
import { type BillingFilterValues, NO_FILTER } from '../lib/billing-filter';

interface BillingFiltersProps {
  values: BillingFilterValues;
  options: BilledItems['filters'] | undefined;
  onChange: (values: BillingFilterValues) => void;
}

const SELECTS = [
  { name: 'type', label: 'Type', all: 'All types' },
  { name: 'status', label: 'Status', all: 'All statuses' },
  { name: 'paymentMethod', label: 'Payment method', all: 'All methods' },
] as const;

/** Type, status, payment method and date range of the transactions list. */
export function BillingFilters({ values, options, onChange }: BillingFiltersProps) {
  const choices = {
    type: options?.type ?? [],
    status: options?.status ?? [],
    paymentMethod: options?.payment_method ?? [],
  };
  return (
    <Stack
      direction="row"
      spacing={2}
      useFlexGap
      sx={{ flexWrap: 'wrap', alignItems: 'center' }}
      role="search"
    >
      {SELECTS.map((select) => (
        <TextField
          key={select.name}
          select
          size="small"
          id={`billing-${select.name}`}
          label={select.label}
          value={values[select.name]}
          onChange={(event) => onChange({ ...values, [select.name]: event.target.value })}
          sx={{ minWidth: 180 }}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        >
          <option value="">{select.all}</option>
          {choices[select.name].map((choice) => (
            <option key={choice.value} value={choice.value}>
              {choice.label}
            </option>
          ))}
        </TextField>
      ))}
      {(['from', 'to'] as const).map((name) => (
        <TextField
          key={name}
          type="date"
          size="small"
          id={`billing-${name}`}
          label={name === 'from' ? 'From' : 'To'}
          value={values[name]}
          onChange={(event) => onChange({ ...values, [name]: event.target.value })}
          slotProps={{ inputLabel: { shrink: true } }}
        />
      ))}
      <Button onClick={() => onChange(NO_FILTER)}>Clear filters</Button>
    </Stack>
  );
}
