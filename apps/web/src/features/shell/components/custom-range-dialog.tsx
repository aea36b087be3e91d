import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { DateRange } from '@vanbid/domain';
import { type FormEvent, useState } from 'react';

interface CustomRangeDialogProps {
  open: boolean;
  initial: DateRange | null;
  onClose: () => void;
  onSave: (range: DateRange) => void;
}

// Date inputs speak `yyyy-MM-dd`; periods are `yyyy/MM/dd`.
const toInput = (day: string | undefined) => day?.replaceAll('/', '-') ?? '';
const fromInput = (day: string) => day.replaceAll('-', '/');

/** Asks for the first and last day of a Custom period. */
export function CustomRangeDialog({ open, initial, onClose, onSave }: CustomRangeDialogProps) {
  const [from, setFrom] = useState(toInput(initial?.from));
  const [to, setTo] = useState(toInput(initial?.to));
  const isInvalid = !from || !to || from > to;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!isInvalid) onSave({ from: fromInput(from), to: fromInput(to) });
  };

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="custom-range-title" fullWidth maxWidth="xs">
      <form onSubmit={onSubmit} noValidate>
        <DialogTitle id="custom-range-title">Custom period</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextField
              id="custom-from"
              label="From"
              type="date"
              value={from}
              onChange={(e) => setFrom(e.target.value)}
              slotProps={{ inputLabel: { shrink: true } }}
            />
            <TextField
              id="custom-to"
              label="To"
              type="date"
              value={to}
              onChange={(e) => setTo(e.target.value)}
              error={Boolean(from && to && from > to)}
              helperText={from && to && from > to ? 'The last day comes before the first.' : ' '}
              slotProps={{ inputLabel: { shrink: true } }}
            />
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={isInvalid}>
            Apply
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
