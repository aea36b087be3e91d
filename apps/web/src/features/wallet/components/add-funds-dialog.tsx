import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { PaymentMethod } from '@vanbid/contract';
import { formatUsd, toCents } from '@vanbid/domain';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { DollarAmountField } from '../../../components/dollar-amount-field';
import { useChargeBalance } from '../../../lib/api/wallet';
import { errorMessage } from '../../../lib/api-error';
import { amountText } from '../lib/amount';
import { cardName, MethodSelect, primaryMethodId } from './method-select';

const addFundsSchema = z.object({ amount: amountText, methodId: z.string().min(1, 'Choose a method') });

interface AddFundsDialogProps {
  methods: PaymentMethod[];
  onClose: (message?: string) => void;
}

interface ChargeReview {
  amount: number;
  methodId: string;
}

/**
 * `chargeBalance`: an amount from a saved method (the primary by default) into the wallet, after
 * a review step ("Charge $X to Visa •••• 4242?") so that a card is never charged by one slip.
 */
export function AddFundsDialog({ methods, onClose }: AddFundsDialogProps) {
  const charge = useChargeBalance();
  const { register, control, handleSubmit, formState } = useForm({
    resolver: zodResolver(addFundsSchema),
    defaultValues: { amount: '', methodId: primaryMethodId(methods) },
  });
  const [review, setReview] = useState<ChargeReview | null>(null);
  const onSubmit = handleSubmit(({ amount, methodId }) => setReview({ amount, methodId }));
  const confirm = (toCharge: ChargeReview) =>
    charge.mutate(
      { amount: toCharge.amount, payment_method_id: toCharge.methodId },
      {
        onSuccess: (data) =>
          onClose(
            `${formatUsd(toCents(data.amount_added_to_wallet))} added. Your balance is ${formatUsd(toCents(data.balance))}.`,
          ),
      },
    );
  const method = methods.find((item) => item.payment_method_id === review?.methodId);
  if (review)
    return (
      <Dialog open onClose={() => onClose()} aria-labelledby="add-funds-title" fullWidth maxWidth="xs">
        <DialogTitle id="add-funds-title">Confirm the charge</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {charge.isError ? <Alert severity="error">{errorMessage(charge.error)}</Alert> : null}
            <Typography>
              Charge {formatUsd(toCents(review.amount))} to {method ? cardName(method) : 'the chosen method'}?
            </Typography>
            <Typography variant="body2" color="text.secondary">
              The money goes into your wallet at once and pays for calls and leads.
            </Typography>
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setReview(null)} disabled={charge.isPending}>
            Back
          </Button>
          <Button variant="contained" loading={charge.isPending} onClick={() => confirm(review)}>
            Charge {formatUsd(toCents(review.amount))}
          </Button>
        </DialogActions>
      </Dialog>
    );
  return (
    <Dialog open onClose={() => onClose()} aria-labelledby="add-funds-title" fullWidth maxWidth="xs">
      <form onSubmit={onSubmit} noValidate>
        <DialogTitle id="add-funds-title">Add funds</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {charge.isError ? <Alert severity="error">{errorMessage(charge.error)}</Alert> : null}
            <DollarAmountField
              id="add-funds-amount"
              label="Amount"
              registration={register('amount')}
              error={formState.errors.amount?.message}
              helperText="Up to $50,000.00 at a time"
              autoFocus
            />
            <Controller
              control={control}
              name="methodId"
              render={({ field, fieldState }) => (
                <MethodSelect
                  id="add-funds-method"
                  label="Pay with"
                  methods={methods}
                  value={field.value}
                  onChange={field.onChange}
                  error={fieldState.error?.message}
                />
              )}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => onClose()}>Cancel</Button>
          <Button type="submit" variant="contained">
            Review
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
