import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Switch from '@mui/material/Switch';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { DELIVERY_CHANNELS, type DeliveryChannel } from '@vanbid/domain';
import { useSnackbar } from 'notistack';
import { PageLoader } from '../../../components/page-loader';
import { useIsMobile } from '../../../hooks/use-is-mobile';
import { errorMessage } from '../../../lib/api-error';
import { prefersReducedMotion } from '../../../lib/reduced-motion';
import { useChangeDelivery, useDeliverySettings } from '../api/delivery-settings';
import { useMobileNumbers } from '../api/mobile-numbers';
import { useNotificationTypes } from '../api/notification-types';
import { MOBILE_NUMBER_FIELD_ID } from './add-mobile-number-form';

const CHANNEL_LABELS: Record<DeliveryChannel, string> = {
  in_app: 'In the portal',
  email: 'E-mail',
  sms: 'Text message',
};

type Types = NonNullable<ReturnType<typeof useNotificationTypes>['data']>;
type Settings = NonNullable<ReturnType<typeof useDeliverySettings>['data']>;

/** One channel of one kind: saves at once, with a toast either way. */
function DeliverySwitch({
  type,
  label,
  channel,
  settings,
}: {
  type: string;
  label: string;
  channel: DeliveryChannel;
  settings: Settings;
}) {
  const change = useChangeDelivery();
  const { enqueueSnackbar } = useSnackbar();
  const hasConfirmedNumber = useHasConfirmedNumber();
  return (
    <Switch
      checked={settings[type]?.[channel] ?? false}
      slotProps={{ input: { 'aria-label': `${label}: ${CHANNEL_LABELS[channel]}` } }}
      onChange={(_event, on) =>
        change.mutate(
          { type, channel, on },
          {
            onSuccess: () =>
              channel === 'sms' && on && hasConfirmedNumber === false
                ? enqueueSnackbar('Saved. Add and confirm a mobile number to get text messages.', {
                    variant: 'warning',
                  })
                : enqueueSnackbar('Saved', { variant: 'success' }),
            onError: (error) => enqueueSnackbar(errorMessage(error), { variant: 'error' }),
          },
        )
      }
    />
  );
}

/** Whether the user has a confirmed mobile number; undefined while the list loads. */
function useHasConfirmedNumber(): boolean | undefined {
  const numbers = useMobileNumbers();
  return numbers.data?.some((number) => number.verified);
}

/** Brings the user to the mobile numbers card's phone field. */
function goToMobileNumberField() {
  const field = document.getElementById(MOBILE_NUMBER_FIELD_ID);
  field?.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'center' });
  field?.focus({ preventScroll: true });
}

/** "Text message" is on for some kind, but no number can get texts: say so, and offer to add one. */
function NoConfirmedNumberNotice({ settings }: { settings: Settings }) {
  const hasConfirmedNumber = useHasConfirmedNumber();
  const hasTextOn = Object.values(settings).some((channels) => channels.sms);
  if (!hasTextOn || hasConfirmedNumber !== false) return null;
  return (
    <Alert severity="warning" sx={{ mb: 2 }}>
      Text messages are on, but you have no confirmed mobile number, so none are sent.
      <Box sx={{ mt: 1 }}>
        <Button color="inherit" variant="outlined" size="small" onClick={goToMobileNumberField}>
          Add a mobile number
        </Button>
      </Box>
    </Alert>
  );
}

function TypeLabel({ type }: { type: Types[number] }) {
  return (
    <>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {type.label}
      </Typography>
      <Typography variant="caption" color="text.secondary">
        {type.description}
      </Typography>
    </>
  );
}

/** Under 600 px: each kind with its three switches below it. */
function DeliveryList({ types, settings }: { types: Types; settings: Settings }) {
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {types.map((type) => (
        <Box key={type.type} sx={{ borderTop: 1, borderColor: 'divider', pt: 1.5 }}>
          <TypeLabel type={type} />
          {DELIVERY_CHANNELS.map((channel) => (
            <Box
              key={channel}
              sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}
            >
              <Typography variant="body2">{CHANNEL_LABELS[channel]}</Typography>
              <DeliverySwitch type={type.type} label={type.label} channel={channel} settings={settings} />
            </Box>
          ))}
        </Box>
      ))}
    </Box>
  );
}

function DeliveryTable({ types, settings }: { types: Types; settings: Settings }) {
  return (
    <Table size="small" aria-labelledby="delivery-title">
      <TableHead>
        <TableRow>
          <TableCell>Notification</TableCell>
          {DELIVERY_CHANNELS.map((channel) => (
            <TableCell key={channel} align="center">
              {CHANNEL_LABELS[channel]}
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {types.map((type) => (
          <TableRow key={type.type}>
            <TableCell>
              <TypeLabel type={type} />
            </TableCell>
            {DELIVERY_CHANNELS.map((channel) => (
              <TableCell key={channel} align="center">
                <DeliverySwitch type={type.type} label={type.label} channel={channel} settings={settings} />
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** Per kind of notification, per channel: a switch that saves at once (docs/product.md §8). */
export function DeliverySettingsCard() {
  const types = useNotificationTypes();
  const settings = useDeliverySettings();
  const isMobile = useIsMobile();
  const problem = types.error ?? settings.error;

  return (
    <Card component="section" aria-labelledby="delivery-title">
      <CardHeader
        title="Notification delivery"
        subheader="How you hear about each kind of notification for this company."
        slotProps={{ title: { id: 'delivery-title', component: 'h2', variant: 'h6' } }}
      />
      <CardContent>
        {problem ? <Alert severity="error">{errorMessage(problem)}</Alert> : null}
        {types.isPending || settings.isPending ? <PageLoader /> : null}
        {settings.data ? <NoConfirmedNumberNotice settings={settings.data} /> : null}
        {types.data && settings.data ? (
          isMobile ? (
            <DeliveryList types={types.data} settings={settings.data} />
          ) : (
            <DeliveryTable types={types.data} settings={settings.data} />
          )
        ) : null}
      </CardContent>
    </Card>
  );
}
