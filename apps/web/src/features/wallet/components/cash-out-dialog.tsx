import { zodResolver } from '@hookform/resolvers/zod';
import AddOutlined from '@mui/icons-material/AddOutlined';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
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
import { useState } from 'react';
import { Controller, useFieldArray, useForm } from 'react-hook-form';
import { z } from 'zod';
import { DollarAmountField } from '../../../components/dollar-amount-field';
import { useCashOut, useCashOutBulk } from '../../../lib/api/wallet';
import { amountText } from '../lib/amount';
import { CashOutReview, type CashOutRow } from './cash-out-review';
import { MethodSelect, primaryMethodId } from './method-select';

/** The rows' total; 0 while an amount is still not one (its own message says so). */
const totalCents = (rows: { amount: unknown }[]) =>
  rows.every((row) => typeof row.amount === 'number')
    ? rows.reduce((sum, row) => sum + toCents(row.amount as number), 0)
    : 0;

const cashOutSchemaFor = (balance: number) =>
  z
    .object({
      rows: z
        .array(z.object({ methodId: z.string().min(1, 'Choose a method'), amount: amountText }))
        .min(1)
        .max(MAX_BULK_ITEMS),
    })
    .refine((values) => totalCents(values.rows) <= toCents(balance), {
      message: `More than your available balance of ${formatUsd(toCents(balance))}`,
      path: ['rows', 0, 'amount'],
    });

/** Cash outs go to a bank account when there is one (cards take a refund's path), else the primary method. */
export const cashOutMethodId = (methods: PaymentMethod[]) =>
  methods.find((method) => method.payment_method_type === 'BankAccount')?.payment_method_id ??
  primaryMethodId(methods);

interface CashOutDialogProps {
  balance: number;
  methods: PaymentMethod[];
  onClose: (message?: string) => void;
}

/**
 * Wallet → method: one cash out (`cashOutBalance`) or several at once, all or nothing
 * (`cashOutBalanceBulk`), after a review step ("Send $X from the wallet to Chase •••• 6789?").
 */
export function CashOutDialog({ balance, methods, onClose }: CashOutDialogProps) {
  const single = useCashOut();
  const bulk = useCashOutBulk();
  const emptyRow = { methodId: cashOutMethodId(methods), amount: '' };
  const { register, control, handleSubmit, formState } = useForm({
    resolver: zodResolver(cashOutSchemaFor(balance)),
    defaultValues: { rows: [emptyRow] },
  });
  const rows = useFieldArray({ control, name: 'rows' });
  const [review, setReview] = useState<CashOutRow[] | null>(null);
  const failure = single.error ?? bulk.error;
  const onSubmit = handleSubmit((values) => setReview(values.rows));

  const send = (toSend: CashOutRow[]) => {
    const items = toSend.map((row) => ({
      fromId: WALLET_ID,
      toId: row.methodId,
      amount: row.amount,
      fromWallet: true,
    }));
    const done = (data: { balance: number }) =>
      onClose(`Cash out sent. Your balance is ${formatUsd(toCents(data.balance))}.`);
    if (items.length === 1) single.mutate(items[0]!, { onSuccess: done });
    else bulk.mutate({ items }, { onSuccess: done });
  };

  if (review)
    return (
      <CashOutReview
        rows={review}
        methods={methods}
        balance={balance}
        failure={failure}
        isSending={single.isPending || bulk.isPending}
        onBack={() => setReview(null)}
        onSend={() => send(review)}
        onClose={() => onClose()}
      />
    );

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
          <Button type="submit" variant="contained">
            Review
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
