import { zodResolver } from '@hookform/resolvers/zod';
import AddOutlined from '@mui/icons-material/AddOutlined';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import type { PaymentMethod } from '@vanbid/contract';
import { formatUsd, MAX_BULK_ITEMS, toCents, WALLET_ID } from '@vanbid/domain';
import { Controller, useFieldArray, useForm } from 'react-hook-form';
import { z } from 'zod';
import { DollarAmountField } from '../../../components/dollar-amount-field';
import { useCashOut, useCashOutBulk } from '../../../lib/api/wallet';
import { errorMessage } from '../../../lib/api-error';
import { amountText } from '../lib/amount';
import { MethodSelect, primaryMethodId } from './method-select';

const cashOutSchema = z.object({
  rows: z
    .array(z.object({ methodId: z.string().min(1, 'Choose a method'), amount: amountText }))
    .min(1)
    .max(MAX_BULK_ITEMS),
});

interface CashOutDialogProps {
  balance: number;
  methods: PaymentMethod[];
  onClose: (message?: string) => void;
}

/** Wallet → method: one cash out (`cashOutBalance`) or several at once, all or nothing (`cashOutBalanceBulk`). */
export function CashOutDialog({ balance, methods, onClose }: CashOutDialogProps) {
  const single = useCashOut();
  const bulk = useCashOutBulk();
  const emptyRow = { methodId: primaryMethodId(methods), amount: '' };
  const { register, control, handleSubmit, formState } = useForm({
    resolver: zodResolver(cashOutSchema),
    defaultValues: { rows: [emptyRow] },
  });
  const rows = useFieldArray({ control, name: 'rows' });
  const failure = single.error ?? bulk.error;

  const onSubmit = handleSubmit((values) => {
    const items = values.rows.map((row) => ({
      fromId: WALLET_ID,
      toId: row.methodId,
      amount: row.amount,
      fromWallet: true,
    }));
    const done = (data: { balance: number }) =>
      onClose(`Cash out sent. Your balance is ${formatUsd(toCents(data.balance))}.`);
    if (items.length === 1) single.mutate(items[0]!, { onSuccess: done });
    else bulk.mutate({ items }, { onSuccess: done });
  });

  return (
    <Dialog open onClose={() => onClose()} aria-labelledby="cash-out-title" fullWidth maxWidth="sm">
      <form onSubmit={onSubmit} noValidate>
        <DialogTitle id="cash-out-title">Cash out</DialogTitle>
        <DialogContent>
          <Stack spacing={2}>
            <DialogContentText>
              Available: {formatUsd(toCents(balance))}. Several cash outs are sent together: all of them or
              none.
            </DialogContentText>
            {failure ? <Alert severity="error">{errorMessage(failure)}</Alert> : null}
            {rows.fields.map((row, index) => (
              <Stack
                key={row.id}
                direction={{ xs: 'column', sm: 'row' }}
                spacing={1}
                sx={{ alignItems: 'flex-start' }}
              >
                <Controller
                  control={control}
                  name={`rows.${index}.methodId`}
                  render={({ field, fieldState }) => (
                    <MethodSelect
                      id={`cash-out-method-${row.id}`}
                      label={`To (${index + 1})`}
                      methods={methods}
                      value={field.value}
                      onChange={field.onChange}
                      error={fieldState.error?.message}
                    />
                  )}
                />
                <DollarAmountField
                  id={`cash-out-amount-${row.id}`}
                  label={`Amount (${index + 1})`}
                  registration={register(`rows.${index}.amount`)}
                  error={formState.errors.rows?.[index]?.amount?.message}
                />
                {rows.fields.length > 1 ? (
                  <IconButton aria-label={`Remove cash out ${index + 1}`} onClick={() => rows.remove(index)}>
                    <DeleteOutline />
                  </IconButton>
                ) : null}
              </Stack>
            ))}
            {rows.fields.length < MAX_BULK_ITEMS ? (
              <Button
                startIcon={<AddOutlined />}
                sx={{ alignSelf: 'flex-start' }}
                onClick={() => rows.append(emptyRow)}
              >
                Add another cash out
              </Button>
            ) : null}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => onClose()}>Cancel</Button>
          <Button type="submit" variant="contained" loading={single.isPending || bulk.isPending}>
            Cash out
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
