import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import TextField from '@mui/material/TextField';
import { DELIVERY_STATUSES, type DeliveryStatus } from '@vanbid/domain';
import type { DeliveryLogFilters } from '../api/lead-delivery';

const STATUS_LABELS: Record<DeliveryStatus, string> = {
  delivered: 'Delivered',
  pending: 'Retrying',
  failed: 'Failed',
};

/** Status, a lead's name, phone, e-mail or id, and a date range (Eastern days). */
export function DeliveryLogFiltersBar({
  values,
  onChange,
}: {
  values: DeliveryLogFilters;
  onChange: (values: DeliveryLogFilters) => void;
}) {
  const set = (changes: Partial<DeliveryLogFilters>) => onChange({ ...values, ...changes, page: 1 });
  return (
    <Box
      sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr 1fr', md: '160px 1fr 170px 170px' } }}
    >
      <FormControl size="small">
        <InputLabel id="log-status-label">Status</InputLabel>
        <Select
          labelId="log-status-label"
          label="Status"
          value={values.status ?? ''}
          onChange={(event) =>
            set({ status: (event.target.value || undefined) as DeliveryStatus | undefined })
          }
        >
          <MenuItem value="">All</MenuItem>
          {DELIVERY_STATUSES.map((status) => (
            <MenuItem key={status} value={status}>
              {STATUS_LABELS[status]}
            </MenuItem>
          ))}
        </Select>
      </FormControl>
      <TextField
        size="small"
        label="Lead"
        placeholder="Name, phone, e-mail or id"
        defaultValue={values.search ?? ''}
        onBlur={(event) => set({ search: event.target.value.trim() || undefined })}
        onKeyDown={(event) => {
          if (event.key === 'Enter')
            set({ search: (event.target as HTMLInputElement).value.trim() || undefined });
        }}
      />
      <TextField
        size="small"
        type="date"
        label="From"
        value={values.from ?? ''}
        onChange={(event) => set({ from: event.target.value || undefined })}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <TextField
        size="small"
        type="date"
        label="To"
        value={values.to ?? ''}
        onChange={(event) => set({ to: event.target.value || undefined })}
        slotProps={{ inputLabel: { shrink: true } }}
      />
    </Box>
  );
}
