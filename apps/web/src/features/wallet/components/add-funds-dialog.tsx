import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { PaymentMethod } from '@vanbid/contract';
import { formatUsd, toCents } from '@vanbid/domain';
import { useState } from 'react';
import { useChargeBalance } from '../../../lib/api/wallet';
import { errorMessage } from '../../../lib/api-error';
import { amountText } from '../lib/amount';
import { MethodSelect } from './method-select';

interface AddFundsDialogProps {
  methods: PaymentMethod[];
  onClose: (message?: string) => void;
}

/** `chargeBalance`: an amount from a saved method (the primary by default) into the wallet. */
export function AddFundsDialog({ methods, onClose }: AddFundsDialogProps) {
  const charge = useChargeBalance();
  const [methodId, setMethodId] = useState(methods.find((method) => method.primary)?.payment_method_id ?? '');
  const [amount, setAmount] = useState('');
  const [error, setError] = useState<string>();
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = amountText.safeParse(amount);
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    setError(undefined);
    charge.mutate(
      { amount: parsed.data, payment_method_id: methodId },
      {
        onSuccess: (data) =>
          onClose(
            `${formatUsd(toCents(data.amount_added_to_wallet))} added. Your balance is ${formatUsd(toCents(data.balance))}.`,
          ),
      },
    );
  };
  return (
    <Dialog open onClose={() => onClose()} aria-labelledby="add-funds-title" fullWidth maxWidth="xs">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="add-funds-title">Add funds</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {charge.isError ? <Alert severity="error">{errorMessage(charge.error)}</Alert> : null}
            <TextField
              id="add-funds-amount"
              label="Amount"
              value={amount}
              onChange={(event) => setAmount(event.target.value)}
              error={Boolean(error)}
              helperText={error ?? 'Up to $50,000.00 at a time'}
              autoFocus
              slotProps={{
                htmlInput: { inputMode: 'decimal' },
                input: { startAdornment: <InputAdornment position="start">$</InputAdornment> },
              }}
            />
            <MethodSelect
              id="add-funds-method"
              label="Pay with"
              methods={methods}
              value={methodId}
              onChange={setMethodId}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => onClose()}>Cancel</Button>
          <Button type="submit" variant="contained" loading={charge.isPending}>
            Add funds
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
