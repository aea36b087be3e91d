import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { formatUsd, INITIAL_PAYMENT_MIN_DOLLARS, toCents } from '@vanbid/domain';
import { useState } from 'react';
import { RoleNote } from '../../../components/role-note';
import { usePaymentMethods } from '../../../lib/api/payment-methods';
import { useInitialPayment } from '../../../lib/api/wallet';
import { errorMessage } from '../../../lib/api-error';
import { methodTitle } from '../../../lib/payment-method-label';
import { useCan } from '../../../lib/use-can';
import { useMetaRefresh } from '../api/setup-steps';
import { StepCard } from '../components/step-card';

const TITLE = 'Initial payment';
const SUBTITLE = 'Step 6 — fund your wallet; calls and leads are paid from it.';

/** `/wizard/6` (accounts that are not main): the first money into the wallet; a Vanbid support session is told it cannot. */
export function InitialPaymentStep({ onDone }: { onDone: () => unknown }) {
  if (!useCan('move_money'))
    return (
      <StepCard title={TITLE} subtitle={SUBTITLE}>
        <RoleNote permission="move_money" action="make the initial payment" />
      </StepCard>
    );
  return <InitialPaymentForm onDone={onDone} />;
}

/** The first money into the wallet, at least $500, reviewed before the charge. */
function InitialPaymentForm({ onDone }: { onDone: () => unknown }) {
  const methods = usePaymentMethods();
  const pay = useInitialPayment();
  const refresh = useMetaRefresh();
  const list = methods.data?.paymentMethods ?? [];
  const [methodId, setMethodId] = useState<string>('');
  const [amount, setAmount] = useState(String(INITIAL_PAYMENT_MIN_DOLLARS));
  const [isReviewing, setReviewing] = useState(false);
  const chosen = list.find((method) => method.payment_method_id === (methodId || methods.data?.primaryId));
  const dollars = Number(amount);
  const amountError =
    !Number.isFinite(dollars) || !/^\d+(\.\d{1,2})?$/.test(amount.trim())
      ? 'Enter an amount like 500 or 750.50'
      : dollars < INITIAL_PAYMENT_MIN_DOLLARS
        ? `The initial payment is at least ${formatUsd(toCents(INITIAL_PAYMENT_MIN_DOLLARS))}`
        : null;
  const charge = () =>
    chosen &&
    void pay
      .mutateAsync({ amount: dollars, payment_method_id: chosen.payment_method_id })
      .then(() => refresh())
      .then(onDone, () => undefined);
  return (
    <StepCard title={TITLE} subtitle={SUBTITLE}>
      {pay.isError ? <Alert severity="error">{errorMessage(pay.error)}</Alert> : null}
      {isReviewing && chosen ? (
        <Box sx={{ display: 'grid', gap: 2 }}>
          <Typography variant="h6" component="p">
            Charge {formatUsd(toCents(dollars))} to {methodTitle(chosen)}?
          </Typography>
          <Typography color="text.secondary">The money goes into your Vanbid wallet at once.</Typography>
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            <Button variant="contained" size="large" onClick={charge} disabled={pay.isPending}>
              {pay.isPending ? 'Charging…' : `Charge ${formatUsd(toCents(dollars))}`}
            </Button>
            <Button onClick={() => setReviewing(false)} disabled={pay.isPending}>
              Back
            </Button>
          </Box>
        </Box>
      ) : (
        <Box sx={{ display: 'grid', gap: 2, maxWidth: 420 }}>
          <TextField
            select
            label="Pay from"
            value={chosen?.payment_method_id ?? ''}
            onChange={(event) => setMethodId(event.target.value)}
          >
            {list.map((method) => (
              <MenuItem key={method.payment_method_id} value={method.payment_method_id}>
                {methodTitle(method)}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            label="Amount"
            value={amount}
            onChange={(event) => setAmount(event.target.value)}
            error={amountError !== null}
            helperText={amountError ?? `At least ${formatUsd(toCents(INITIAL_PAYMENT_MIN_DOLLARS))}`}
            slotProps={{
              input: { startAdornment: <InputAdornment position="start">$</InputAdornment> },
              htmlInput: { inputMode: 'decimal' },
            }}
          />
          <Box>
            <Button
              variant="contained"
              size="large"
              disabled={!chosen || amountError !== null}
              onClick={() => setReviewing(true)}
            >
              Review payment
            </Button>
          </Box>
        </Box>
      )}
    </StepCard>
  );
}
