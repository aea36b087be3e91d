import Typography from '@mui/material/Typography';
import type { RechargeSettings } from '@vanbid/contract';
import { friendlyInstant } from '@vanbid/domain';
import { useTimeZone } from '../../../hooks/use-time-zone';

/** "Last ran Today, 3:14 PM · Last failed Nov 18, 9:00 AM": when auto-recharge last charged or tried. */
export function RechargeHistory({ settings }: { settings: RechargeSettings | null | undefined }) {
  const { zone } = useTimeZone();
  if (!settings) return null;
  const ran = settings.last_run_at ? friendlyInstant(settings.last_run_at, zone) : 'never';
  const failed = settings.last_failed_at ? friendlyInstant(settings.last_failed_at, zone) : 'never';
  return (
    <Typography variant="body2" color="text.secondary" data-testid="auto-recharge-history">
      Last ran: {ran} · Last failed: {failed}
    </Typography>
  );
}
