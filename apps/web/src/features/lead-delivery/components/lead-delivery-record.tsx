import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useLeadDeliveryRecord } from '../api/lead-delivery';
import { AttemptsList } from './attempts-list';
import { DeliveryStatusChip, formatDuration } from './delivery-status';

/**
 * Where one lead was delivered: each destination, its status and time to deliver, and each
 * attempt. The lead detail embeds it.
 */
export function LeadDeliveryRecord({ leadId }: { leadId: number }) {
  const record = useLeadDeliveryRecord(leadId);
  if (record.isPending) return <Typography variant="body2">Loading the delivery record…</Typography>;
  if (record.error) return <Alert severity="error">We could not load where this lead was delivered.</Alert>;
  if (record.data.length === 0)
    return (
      <Typography variant="body2">
        Not delivered anywhere: add a destination in Settings → Lead delivery.
      </Typography>
    );
  return (
    <Box component="ul" aria-label="Delivery record" sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {record.data.map((delivery) => (
        <Box component="li" key={delivery.id} sx={{ py: 1, borderBottom: 1, borderColor: 'divider' }}>
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography variant="subtitle2">{delivery.destinationName}</Typography>
            <DeliveryStatusChip delivery={delivery} />
            <Typography variant="body2" color="text.secondary">
              {delivery.deliveredInMs === null ? '' : `in ${formatDuration(delivery.deliveredInMs)}`}
            </Typography>
          </Box>
          <Box sx={{ mt: 0.5 }}>
            <AttemptsList attempts={delivery.attemptLog} />
          </Box>
        </Box>
      ))}
    </Box>
  );
}
