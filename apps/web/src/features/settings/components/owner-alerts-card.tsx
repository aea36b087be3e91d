import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import InputAdornment from '@mui/material/InputAdornment';
import type { OwnerAlerts } from '@vanbid/contract';
import { useSnackbar } from 'notistack';
import { useForm } from 'react-hook-form';
import { DollarAmountField } from '../../../components/dollar-amount-field';
import { FormTextField } from '../../../components/form-text-field';
import { PageLoader } from '../../../components/page-loader';
import { errorMessage } from '../../../lib/api-error';
import { useCan } from '../../../lib/use-can';
import { useOwnerAlerts, useSaveOwnerAlerts } from '../api/owner-alerts';
import { ownerAlertsFormSchema, ownerAlertsText } from '../lib/owner-alerts-form';

/** The four thresholds: empty leaves an alert off. */
function OwnerAlertsForm({ alerts, canChange }: { alerts: OwnerAlerts; canChange: boolean }) {
  const save = useSaveOwnerAlerts();
  const { enqueueSnackbar } = useSnackbar();
  const { register, handleSubmit, formState, reset } = useForm({
    resolver: zodResolver(ownerAlertsFormSchema),
    defaultValues: ownerAlertsText(alerts),
  });
  const onSubmit = handleSubmit((values) =>
    save.mutate(values, {
      onSuccess: (data) => {
        reset(ownerAlertsText(data.alerts));
        enqueueSnackbar('Alerts saved', { variant: 'success' });
      },
    }),
  );
  const { errors } = formState;
  return (
    <Box component="form" onSubmit={onSubmit} noValidate sx={{ display: 'grid', gap: 2 }}>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <DollarAmountField
          id="alert-balance-below"
          label="Wallet under"
          registration={register('balanceBelow')}
          error={errors.balanceBelow?.message}
          helperText="Off when empty"
        />
        <DollarAmountField
          id="alert-spend-today-above"
          label="Today’s spend over"
          registration={register('spendTodayAbove')}
          error={errors.spendTodayAbove?.message}
          helperText="Eastern day, all campaigns"
        />
        <FormTextField
          id="alert-quiet-hours"
          label="No lead or call for"
          inputMode="numeric"
          registration={register('quietHours')}
          endAdornment={<InputAdornment position="end">buying hours</InputAdornment>}
          error={errors.quietHours?.message}
          helperText="Per campaign, within its buying hours"
        />
        <FormTextField
          id="alert-missed-call-percent"
          label="Missed calls over"
          inputMode="numeric"
          registration={register('missedCallPercent')}
          endAdornment={<InputAdornment position="end">%</InputAdornment>}
          error={errors.missedCallPercent?.message}
          helperText="Per campaign, last 24 hours (5 calls at least)"
        />
      </Box>
      {save.isError ? <Alert severity="error">{errorMessage(save.error)}</Alert> : null}
      {canChange ? (
        <Box>
          <Button type="submit" variant="contained" disabled={save.isPending}>
            Save alerts
          </Button>
        </Box>
      ) : null}
    </Box>
  );
}

/**
 * `/settings`: the alerts the owner sets (balance, today's spend, quiet campaigns, missed calls),
 * each said once while it holds, by the channels chosen under "Notification delivery".
 */
export function OwnerAlertsCard() {
  const alerts = useOwnerAlerts();
  const canChange = useCan('configure_delivery');
  return (
    <Card component="section" aria-labelledby="owner-alerts-title">
      <CardHeader
        title="Alerts"
        subheader="Be told once when one of these happens, by the channels chosen under Notification delivery."
        slotProps={{ title: { id: 'owner-alerts-title', component: 'h2', variant: 'h6' } }}
      />
      <CardContent>
        {alerts.isError ? <Alert severity="error">{errorMessage(alerts.error)}</Alert> : null}
        {alerts.isPending ? <PageLoader /> : null}
        {alerts.data ? <OwnerAlertsForm alerts={alerts.data} canChange={canChange} /> : null}
      </CardContent>
    </Card>
  );
}
