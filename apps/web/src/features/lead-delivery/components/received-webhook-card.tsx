import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { ReceivedWebhook } from '@vanbid/contract';
import { friendlyInstant } from '@vanbid/domain';
import { useTimeZone } from '../../../hooks/use-time-zone';

/** The body as it arrived, indented when it is JSON. */
function readableBody(body: string): string {
  try {
    return JSON.stringify(JSON.parse(body), null, 2);
  } catch {
    return body;
  }
}

/** One POST the demo receiver got: when, from which destination, its message id and signature; the body folded. */
export function ReceivedWebhookCard({ received }: { received: ReceivedWebhook }) {
  const { zone } = useTimeZone();
  return (
    <Card component="li" variant="outlined" sx={{ listStyle: 'none' }}>
      <CardContent sx={{ display: 'grid', gap: 1 }}>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
          <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
            {received.destination}
          </Typography>
          <Typography color="text.secondary">{friendlyInstant(received.receivedAt, zone)}</Typography>
          {received.isSignatureVerified ? (
            <Chip size="small" color="success" variant="outlined" label="Signature verified" />
          ) : (
            <Chip size="small" variant="outlined" label="No signature (CRM format)" />
          )}
        </Box>
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          Message id: {received.messageId}
        </Typography>
        <Box component="details">
          <Box component="summary" sx={{ cursor: 'pointer', typography: 'body2' }}>
            Show the body
          </Box>
          <Box
            component="pre"
            sx={{
              m: 0,
              mt: 1,
              p: 1.5,
              bgcolor: 'action.hover',
              borderRadius: 1,
              fontSize: 13,
              whiteSpace: 'pre-wrap',
              overflowWrap: 'anywhere',
            }}
          >
            {readableBody(received.body)}
          </Box>
        </Box>
      </CardContent>
    </Card>
  );
}
