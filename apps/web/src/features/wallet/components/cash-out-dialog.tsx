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
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { PaymentMethod } from '@vanbid/contract';
import { formatUsd, MAX_BULK_ITEMS, toCents, WALLET_ID } from '@vanbid/domain';
import { useState } from 'react';
import { useCashOut, useCashOutBulk } from '../../../lib/api/wallet';
import { errorMessage } from '../../../lib/api-error';
import { amountText } from '../lib/amount';
import { MethodSelect } from './method-select';

interface Row {
  key: number;
  methodId: string;
  amount: string;
  error?: string | undefined;
}

interface CashOutDialogProps {
  balance: number;
  methods: PaymentMethod[];
  onClose: (message?: string) => void;
}

/** Wallet → method: one cash out (`cashOutBalance`) or several at once, all or nothing (`cashOutBalanceBulk`). */
export function CashOutDialog({ balance, methods, onClose }: CashOutDialogProps) {
  const single = useCashOut();
  const bulk = useCashOutBulk();
  const firstId =
    methods.find((method) => method.primary)?.payment_method_id ?? methods[0]?.payment_method_id ?? '';
  const [rows, setRows] = useState<Row[]>([{ key: 0, methodId: firstId, amount: '' }]);
  const update = (key: number, change: Partial<Row>) =>
    setRows((current) => current.map((row) => (row.key === key ? { ...row, ...change } : row)));
  const failure = single.error ?? bulk.error;

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = rows.map((row) => ({ row, result: amountText.safeParse(row.amount) }));
    setRows(
      parsed.map(({ row, result }) => ({
        ...row,
        error: result.success ? undefined : result.error.issues[0]?.message,
      })),
    );
    if (parsed.some(({ result }) => !result.success)) return;
    const items = parsed.map(({ row, result }) => ({
      fromId: WALLET_ID,
      toId: row.methodId,
      amount: result.data as number,
      fromWallet: true,
    }));
    const done = (data: { balance: number }) =>
      onClose(`Cash out sent. Your balance is ${formatUsd(toCents(data.balance))}.`);
    if (items.length === 1) single.mutate(items[0]!, { onSuccess: done });
    else bulk.mutate({ items }, { onSuccess: done });
  };

  return (
    <Dialog open onClose={() => onClose()} aria-labelledby="cash-out-title" fullWidth maxWidth="sm">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="cash-out-title">Cash out</DialogTitle>
        <DialogContent>
          <Stack spacing={2}>
            <DialogContentText>
              Available: {formatUsd(toCents(balance))}. Several cash outs are sent together: all of them or
              none.
            </DialogContentText>
            {failure ? <Alert severity="error">{errorMessage(failure)}</Alert> : null}
            {rows.map((row, index) => (
              <Stack
                key={row.key}
                direction={{ xs: 'column', sm: 'row' }}
                spacing={1}
                sx={{ alignItems: 'flex-start' }}
              >
                <MethodSelect
                  id={`cash-out-method-${row.key}`}
                  label={`To (${index + 1})`}
                  methods={methods}
                  value={row.methodId}
                  onChange={(methodId) => update(row.key, { methodId })}
                />
                <TextField
                  id={`cash-out-amount-${row.key}`}
                  label={`Amount (${index + 1})`}
                  value={row.amount}
                  onChange={(event) => update(row.key, { amount: event.target.value })}
                  error={Boolean(row.error)}
                  helperText={row.error}
                  fullWidth
                  slotProps={{
                    htmlInput: { inputMode: 'decimal' },
                    input: { startAdornment: <InputAdornment position="start">$</InputAdornment> },
                  }}
                />
                {rows.length > 1 ? (
                  <IconButton
                    aria-label={`Remove cash out ${index + 1}`}
                    onClick={() => setRows((current) => current.filter((item) => item.key !== row.key))}
                  >
                    <DeleteOutline />
                  </IconButton>
                ) : null}
              </Stack>
            ))}
            {rows.length < MAX_BULK_ITEMS ? (
              <Button
                startIcon={<AddOutlined />}
                sx={{ alignSelf: 'flex-start' }}
                onClick={() =>
                  setRows((current) => [...current, { key: Date.now(), methodId: firstId, amount: '' }])
                }
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
