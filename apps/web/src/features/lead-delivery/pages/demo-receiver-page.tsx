import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router';
import { PageLoader } from '../../../components/page-loader';
import { PageTitle } from '../../../components/page-title';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-error';
import { demoReceiverUrl, isReceiverAbsent, useDemoReceiver } from '../api/demo-receiver';
import { ReceivedWebhookCard } from '../components/received-webhook-card';

function NothingYet() {
  return (
    <Card>
      <CardContent>
        <Typography>Nothing received yet.</Typography>
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          Add a webhook destination with the URL {demoReceiverUrl()} in Lead delivery, then press “Send a test
          lead” or wait for a sale: it shows here within seconds.
        </Typography>
        <Button component={Link} to={paths.leadDelivery.build()} sx={{ mt: 1, ml: -1 }}>
          Go to Lead delivery
        </Button>
      </CardContent>
    </Card>
  );
}

/**
 * `/dev/webhooks`: what the built-in demo receiver got from the account's webhook destinations,
 * newest first, refreshed every few seconds (development and the demo only).
 */
export function DemoReceiverPage() {
  const receiver = useDemoReceiver();
  const received = receiver.data?.received;
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <PageTitle
        subtitle={`The last ${receiver.data?.kept ?? 50} leads your webhook destinations delivered to this server’s built-in receiver, newest first. New ones appear by themselves.`}
      >
        Demo webhook receiver
      </PageTitle>
      {receiver.isPending ? <PageLoader /> : null}
      {isReceiverAbsent(receiver.error) ? (
        <Alert severity="info">
          This server has no demo receiver: it sends webhooks only to public HTTPS addresses.
        </Alert>
      ) : receiver.isError && !received ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => receiver.refetch()}>
              Try again
            </Button>
          }
        >
          {errorMessage(receiver.error)}
        </Alert>
      ) : null}
      {received?.length === 0 ? <NothingYet /> : null}
      {received && received.length > 0 ? (
        <Box component="ol" aria-label="Received webhooks" sx={{ display: 'grid', gap: 1.5, m: 0, p: 0 }}>
          {received.map((each) => (
            <ReceivedWebhookCard key={`${each.messageId} ${each.receivedAt}`} received={each} />
          ))}
        </Box>
      ) : null}
    </Box>
  );
}
