import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import FormControlLabel from '@mui/material/FormControlLabel';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { RechargeSettings } from '@vanbid/contract';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { z } from 'zod';
import { useSaveRecharge } from '../../../lib/api/wallet';
import { errorMessage } from '../../../lib/api-error';
import { amountText } from '../lib/amount';

/** The threshold may be zero; the amount may not. */
const thresholdText = z.union([z.literal('0'), amountText]).transform(Number);

/** Auto-recharge: when the balance drops under the threshold, charge the amount (primary first). */
export function AutoRechargeCard({ settings }: { settings: RechargeSettings | null }) {
  const save = useSaveRecharge();
  const { enqueueSnackbar } = useSnackbar();
  const [isEnabled, setEnabled] = useState(settings?.is_enabled ?? false);
  const [threshold, setThreshold] = useState(settings ? String(settings.threshold) : '100');
  const [amount, setAmount] = useState(settings ? String(settings.amount) : '500');
  const [errors, setErrors] = useState<{ threshold?: string | undefined; amount?: string | undefined }>({});

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const parsedThreshold = thresholdText.safeParse(threshold.trim());
    const parsedAmount = amountText.safeParse(amount);
    setErrors({
      threshold: parsedThreshold.success ? undefined : parsedThreshold.error.issues[0]?.message,
      amount: parsedAmount.success ? undefined : parsedAmount.error.issues[0]?.message,
    });
    if (!parsedThreshold.success || !parsedAmount.success) return;
    save.mutate(
      { is_enabled: isEnabled, threshold: parsedThreshold.data, amount: parsedAmount.data },
      { onSuccess: () => enqueueSnackbar('Auto-recharge saved', { variant: 'success' }) },
    );
  };

  return (
    <Card component="section" aria-labelledby="auto-recharge-title">
      <CardContent component="form" onSubmit={submit} noValidate sx={{ display: 'grid', gap: 2 }}>
        <Typography variant="h2" id="auto-recharge-title">
          Auto-recharge
        </Typography>
        <Typography color="text.secondary">
          When your balance drops under the threshold, we charge your primary method, then your other methods
          in order. If none can be charged we tell you and stop until you save these settings again.
        </Typography>
        {settings?.last_failure_at ? (
          <Alert severity="warning">
            The last auto-recharge failed. Check your payment methods, then save to turn it back on.
          </Alert>
        ) : null}
        {save.isError ? <Alert severity="error">{errorMessage(save.error)}</Alert> : null}
        <FormControlLabel
          control={<Switch checked={isEnabled} onChange={(event) => setEnabled(event.target.checked)} />}
          label="Recharge automatically"
        />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField
            id="recharge-threshold"
            label="When the balance is under"
            value={threshold}
            onChange={(event) => setThreshold(event.target.value)}
            error={Boolean(errors.threshold)}
            helperText={errors.threshold}
            slotProps={{
              htmlInput: { inputMode: 'decimal' },
              input: { startAdornment: <InputAdornment position="start">$</InputAdornment> },
            }}
          />
          <TextField
            id="recharge-amount"
            label="Add this amount"
            value={amount}
            onChange={(event) => setAmount(event.target.value)}
            error={Boolean(errors.amount)}
            helperText={errors.amount}
            slotProps={{
              htmlInput: { inputMode: 'decimal' },
              input: { startAdornment: <InputAdornment position="start">$</InputAdornment> },
            }}
          />
        </Stack>
        <Button type="submit" variant="outlined" loading={save.isPending} sx={{ justifySelf: 'start' }}>
          Save auto-recharge
        </Button>
      </CardContent>
    </Card>
  );
}
