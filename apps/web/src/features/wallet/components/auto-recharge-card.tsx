import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import type { RechargeSettings } from '@vanbid/contract';
import { formatUsd, toCents } from '@vanbid/domain';
import { useSnackbar } from 'notistack';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { DollarAmountField } from '../../../components/dollar-amount-field';
import { useSaveRecharge } from '../../../lib/api/wallet';
import { errorMessage } from '../../../lib/api-error';
import { amountText } from '../lib/amount';
import { RechargeHistory } from './recharge-history';

const rechargeSchema = z.object({
  isEnabled: z.boolean(),
  /** The threshold may be zero; the amount may not. */
  threshold: z
    .string()
    .trim()
    .pipe(z.union([z.literal('0'), amountText], { error: 'Enter 0 or dollars with at most 2 decimals' }))
    .transform(Number),
  amount: amountText,
});

/**
 * Auto-recharge: when the balance drops under the threshold, charge the amount (primary first).
 * A session that may not change it (`canChange`: the role, never a support session) reads it.
 */
export function AutoRechargeCard({
  settings,
  canChange,
}: {
  settings: RechargeSettings | null;
  canChange: boolean;
}) {
  const save = useSaveRecharge();
  const { enqueueSnackbar } = useSnackbar();
  const { register, control, handleSubmit, formState } = useForm({
    resolver: zodResolver(rechargeSchema),
    defaultValues: {
      isEnabled: settings?.is_enabled ?? false,
      threshold: settings ? String(settings.threshold) : '100',
      amount: settings ? String(settings.amount) : '500',
    },
  });
  const onSubmit = handleSubmit(({ isEnabled, threshold, amount }) =>
    save.mutate(
      { is_enabled: isEnabled, threshold, amount },
      { onSuccess: () => enqueueSnackbar('Auto-recharge saved', { variant: 'success' }) },
    ),
  );

  return (
    <Card component="section" aria-labelledby="auto-recharge-title">
      <CardContent component="form" onSubmit={onSubmit} noValidate sx={{ display: 'grid', gap: 2 }}>
        <Typography variant="h2" id="auto-recharge-title">
          Auto-recharge
        </Typography>
        <Typography color="text.secondary">
          When your balance drops under the threshold, we charge your primary method, then your other methods
          in order. If none can be charged we tell you and stop until you save these settings again.
        </Typography>
        <RechargeHistory settings={settings} />
        {settings?.last_failure_at ? (
          <Alert severity="warning">
            The last auto-recharge failed. Check your payment methods, then save to turn it back on.
          </Alert>
        ) : null}
        {save.isError ? <Alert severity="error">{errorMessage(save.error)}</Alert> : null}
        {canChange ? null : (
          <Typography data-testid="auto-recharge-summary">
            {settings?.is_enabled
              ? `On: when the balance is under ${formatUsd(toCents(settings.threshold))}, we add ${formatUsd(toCents(settings.amount))}.`
              : 'Off.'}
          </Typography>
        )}
        <Box sx={{ display: canChange ? 'grid' : 'none', gap: 2 }}>
          <Controller
            control={control}
            name="isEnabled"
            render={({ field }) => (
              <FormControlLabel
                control={
                  <Switch checked={field.value} onChange={(event) => field.onChange(event.target.checked)} />
                }
                label="Recharge automatically"
              />
            )}
          />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <DollarAmountField
              id="recharge-threshold"
              label="When the balance is under"
              registration={register('threshold')}
              error={formState.errors.threshold?.message}
            />
            <DollarAmountField
              id="recharge-amount"
              label="Add this amount"
              registration={register('amount')}
              error={formState.errors.amount?.message}
            />
          </Stack>
          <Button type="submit" variant="outlined" loading={save.isPending} sx={{ justifySelf: 'start' }}>
            Save auto-recharge
          </Button>
        </Box>
      </CardContent>
    </Card>
  );
}
