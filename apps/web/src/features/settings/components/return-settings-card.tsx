import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import InputAdornment from '@mui/material/InputAdornment';
import Typography from '@mui/material/Typography';
import type { ReturnSettings } from '@vanbid/contract';
import { RETURN_DEFAULTS } from '@vanbid/domain';
import { useSnackbar } from 'notistack';
import { useForm } from 'react-hook-form';
import { FormTextField } from '../../../components/form-text-field';
import { PageLoader } from '../../../components/page-loader';
import { errorMessage } from '../../../lib/api-error';
import { useCan } from '../../../lib/use-can';
import { useReturnSettings, useSaveReturnSettings } from '../api/return-settings';
import { returnSettingsFormSchema, returnSettingsText } from '../lib/return-settings-form';

const days = (count: number) => `${count} ${count === 1 ? 'day' : 'days'}`;

/** Each setting: its field's words, and how it reads to a member who cannot change it. */
const FIELDS = [
  {
    name: 'lead_window_days',
    label: 'Leads can be returned for',
    unit: 'days after the sale',
    help: `1 to 30 days; default ${days(RETURN_DEFAULTS.leadWindowDays)}`,
    shown: (settings: ReturnSettings) => `${days(settings.lead_window_days)} after the sale`,
  },
  {
    name: 'call_window_days',
    label: 'Calls can be returned for',
    unit: 'days after the call',
    help: `1 to 30 days; default ${days(RETURN_DEFAULTS.callWindowDays)}`,
    shown: (settings: ReturnSettings) => `${days(settings.call_window_days)} after the call`,
  },
  {
    name: 'cap_percent',
    label: 'Monthly return cap',
    unit: '% of purchases',
    help: `0 to 50% of the calendar month’s purchases; default ${RETURN_DEFAULTS.capPercent}%`,
    shown: (settings: ReturnSettings) => `${settings.cap_percent}% of the month’s purchases`,
  },
] as const;

/** One setting as a member who cannot change it reads it: its name, then its value. */
function SettingLine({ label, value }: { label: string; value: string }) {
  return (
    <>
      <Typography component="dt" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0 }}>
        {value}
      </Typography>
    </>
  );
}

/** What a member who cannot change them reads. */
function ReturnSettingsSummary({ settings }: { settings: ReturnSettings }) {
  return (
    <Box
      component="dl"
      sx={{ m: 0, display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', sm: 'auto 1fr' } }}
    >
      {FIELDS.map((field) => (
        <SettingLine key={field.name} label={field.label} value={field.shown(settings)} />
      ))}
    </Box>
  );
}

function ReturnSettingsForm({ settings }: { settings: ReturnSettings }) {
  const save = useSaveReturnSettings();
  const { enqueueSnackbar } = useSnackbar();
  const { register, handleSubmit, formState, reset } = useForm({
    resolver: zodResolver(returnSettingsFormSchema),
    defaultValues: returnSettingsText(settings),
  });
  const onSubmit = handleSubmit((values) =>
    save.mutate(values, {
      onSuccess: (data) => {
        reset(returnSettingsText(data.settings));
        enqueueSnackbar('Return settings saved', { variant: 'success' });
      },
    }),
  );
  const { errors } = formState;
  return (
    <Box component="form" onSubmit={onSubmit} noValidate sx={{ display: 'grid', gap: 2 }}>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr 1fr' } }}>
        {FIELDS.map((field) => (
          <FormTextField
            key={field.name}
            id={`return-${field.name.replaceAll('_', '-')}`}
            label={field.label}
            inputMode="numeric"
            registration={register(field.name)}
            endAdornment={<InputAdornment position="end">{field.unit}</InputAdornment>}
            error={errors[field.name]?.message}
            helperText={field.help}
          />
        ))}
      </Box>
      {save.isError ? <Alert severity="error">{errorMessage(save.error)}</Alert> : null}
      <Box>
        <Button type="submit" variant="contained" disabled={save.isPending}>
          Save return settings
        </Button>
      </Box>
    </Box>
  );
}

/**
 * `/settings`: how long after a sale a lead or a call can be returned, and the monthly cap on
 * returns; the owner (and whoever moves money) changes them, every member reads them.
 */
export function ReturnSettingsCard() {
  const settings = useReturnSettings();
  const canChange = useCan('move_money');
  return (
    <Card component="section" aria-labelledby="return-settings-title">
      <CardHeader
        title="Returns"
        subheader="The window for returning a bad lead or call for a credit, and the share of a month’s purchases that can be returned. Duplicates, leads outside your area and leads without consent are credited whatever the cap."
        slotProps={{ title: { id: 'return-settings-title', component: 'h2', variant: 'h6' } }}
      />
      <CardContent>
        {settings.isError ? (
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={() => void settings.refetch()}>
                Try again
              </Button>
            }
          >
            {errorMessage(settings.error)}
          </Alert>
        ) : null}
        {settings.isPending ? <PageLoader /> : null}
        {settings.data && canChange ? <ReturnSettingsForm settings={settings.data} /> : null}
        {settings.data && !canChange ? <ReturnSettingsSummary settings={settings.data} /> : null}
      </CardContent>
    </Card>
  );
}
