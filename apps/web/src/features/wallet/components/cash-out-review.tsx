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
import { ApiError, errorMessage } from '../../../lib/api-error';
import { cardName } from './method-select';

export interface CashOutRow {
  methodId: string;
  amount: number;
}

interface CashOutReviewProps {
  rows: CashOutRow[];
  methods: PaymentMethod[];
  balance: number;
  failure: Error | null;
  isSending: boolean;
  onBack: () => void;
  onSend: () => void;
  onClose: () => void;
}

/** The refusal in words; one for a balance too low names what is available. */
function failureText(failure: Error, balance: number): string {
  if (failure instanceof ApiError && failure.code === 'INSUFFICIENT_FUNDS')
    return `Your wallet has ${formatUsd(toCents(balance))} available; lower the amount and try again.`;
  return errorMessage(failure);
}

/** "Send $X from the wallet to Chase •••• 6789? Arrives in 1–3 business days", before anything moves. */
export function CashOutReview(props: CashOutReviewProps) {
  const { rows, methods, balance, failure, isSending } = props;
  const totalCents = rows.reduce((sum, row) => sum + toCents(row.amount), 0);
  const nameOf = (methodId: string) => {
    const method = methods.find((item) => item.payment_method_id === methodId);
    return method ? cardName(method) : 'the chosen method';
  };
  return (
    <Dialog open onClose={props.onClose} aria-labelledby="cash-out-title" fullWidth maxWidth="xs">
      <DialogTitle id="cash-out-title">Confirm the cash out</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {failure ? <Alert severity="error">{failureText(failure, balance)}</Alert> : null}
          {rows.map((row, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the reviewed rows never change order
            <Typography key={index}>
              Send {formatUsd(toCents(row.amount))} from the wallet to {nameOf(row.methodId)}?
            </Typography>
          ))}
          <Typography variant="body2" color="text.secondary">
            Arrives in 1–3 business days. Your balance after: {formatUsd(toCents(balance) - totalCents)}.
          </Typography>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onBack} disabled={isSending}>
          Back
        </Button>
        <Button variant="contained" loading={isSending} onClick={props.onSend}>
          Send {formatUsd(totalCents)}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
