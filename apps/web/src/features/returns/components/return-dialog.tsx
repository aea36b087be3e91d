import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import type { DataOf, getReturnOptions, ReturnRequest } from '@vanbid/contract';
import { formatUsd, friendlyInstant, type ReturnKind, toCents } from '@vanbid/domain';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { FormTextField } from '../../../components/form-text-field';
import { useTimeZone } from '../../../hooks/use-time-zone';
import { errorMessage } from '../../../lib/api-error';
import { useRequestReturn } from '../api/returns';

const returnSchema = z.object({
  reason: z.string().min(1, 'Choose a reason'),
  note: z.string().max(1000, 'At most 1,000 characters'),
});

interface ReturnDialogProps {
  kind: ReturnKind;
  id: number;
  options: DataOf<typeof getReturnOptions>;
  onClose: () => void;
  onDecided: (item: ReturnRequest) => void;
}

/** The cap as the buyer reads it before submitting. */
function capWords(cap: DataOf<typeof getReturnOptions>['cap']): string {
  return `This month: ${cap.used} of ${cap.allowed} returns used (${cap.percent}% of ${cap.month_purchases} purchases). Duplicates, leads outside your area and leads without consent are credited whatever the cap.`;
}

/** Return a lead or call: a reason, an optional note, and the window and cap shown first. */
export function ReturnDialog({ kind, id, options, onClose, onDecided }: ReturnDialogProps) {
  const { zone } = useTimeZone();
  const request = useRequestReturn();
  const { register, control, handleSubmit, formState } = useForm({
    resolver: zodResolver(returnSchema),
    defaultValues: { reason: '', note: '' },
  });
  const onSubmit = handleSubmit(({ reason, note }) =>
    request.mutate(
      { kind, record_id: id, reason: reason as never, note },
      { onSuccess: (item) => onDecided(item) },
    ),
  );
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="return-dialog-title">
      <form onSubmit={onSubmit} noValidate>
        <DialogTitle id="return-dialog-title">
          Return this {kind} {options.price === null ? '' : `for ${formatUsd(toCents(options.price))}`}
        </DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2 }}>
          <Typography variant="body2" color="text.secondary">
            Returnable until {friendlyInstant(options.deadline, zone)}. {capWords(options.cap)}
          </Typography>
          <Controller
            name="reason"
            control={control}
            render={({ field }) => (
              <FormControl error={Boolean(formState.errors.reason)}>
                <FormLabel id="return-reason-label">Reason</FormLabel>
                <RadioGroup {...field} aria-labelledby="return-reason-label">
                  {options.reasons.map((reason) => (
                    <FormControlLabel
                      key={reason.value}
                      value={reason.value}
                      control={<Radio size="small" />}
                      label={reason.label}
                    />
                  ))}
                </RadioGroup>
                <FormHelperText>{formState.errors.reason?.message}</FormHelperText>
              </FormControl>
            )}
          />
          <FormTextField
            id="return-note"
            label="Note (optional)"
            registration={register('note')}
            error={formState.errors.note?.message}
          />
          {request.isError ? <Alert severity="error">{errorMessage(request.error)}</Alert> : null}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={request.isPending}>
            Return {kind}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
