import AddOutlined from '@mui/icons-material/AddOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link } from 'react-router';
import { PageLoader } from '../../../components/page-loader';
import { PageTitle } from '../../../components/page-title';
import { paths } from '../../../config/paths';
import { useCan } from '../../../lib/use-can';
import { demoReceiverUrl, useHasDemoReceiver } from '../api/demo-receiver';
import { useDestinations } from '../api/lead-delivery';
import { AddDestinationDialog } from '../components/add-destination-dialog';
import { DestinationCard } from '../components/destination-card';
import { SecretDialog } from '../components/secret-dialog';

/** Where the API has the built-in demo receiver: its address, and the page that shows what it got. */
function DemoReceiverNote() {
  if (!useHasDemoReceiver()) return null;
  return (
    <Alert severity="info" sx={{ '& .MuiAlert-message': { overflowWrap: 'anywhere', minWidth: 0 } }}>
      This server has a built-in webhook receiver for trying delivery out: {demoReceiverUrl()}
      <Box sx={{ mt: 1 }}>
        <Button component={Link} to={paths.demoReceiver.build()} variant="outlined" size="small">
          Open the demo receiver
        </Button>
      </Box>
    </Alert>
  );
}

/**
 * `/settings/lead-delivery`: where each lead the company buys is sent, by e-mail or to its CRM
 * (docs/product.md §4, "Lead delivery"). Owners and managers change it; everyone else reads it.
 */
export function LeadDeliveryPage() {
  const destinations = useDestinations();
  const canConfigure = useCan('configure_delivery');
  const [isAdding, setIsAdding] = useState(false);
  const [secret, setSecret] = useState<string | null>(null);
  return (
    <>
      <Box
        sx={{
          display: 'flex',
          gap: 2,
          justifyContent: 'space-between',
          alignItems: 'flex-end',
          flexWrap: 'wrap',
        }}
      >
        <PageTitle subtitle="Every lead you buy goes to these addresses and CRMs within seconds.">
          Lead delivery
        </PageTitle>
        {canConfigure ? (
          <Button variant="contained" startIcon={<AddOutlined />} onClick={() => setIsAdding(true)}>
            Add destination
          </Button>
        ) : null}
      </Box>
      {destinations.isPending ? <PageLoader /> : null}
      {destinations.error ? <Alert severity="error">We could not load the destinations.</Alert> : null}
      {destinations.data?.length === 0 ? (
        <Card>
          <CardContent>
            <Typography>No destinations yet.</Typography>
            <Typography variant="body2" color="text.secondary">
              Add an e-mail address for your sales team, or your CRM’s webhook (SmartMoving, Granot,
              Supermove, or signed JSON for your own server).
            </Typography>
          </CardContent>
        </Card>
      ) : null}
      {destinations.data?.map((destination) => (
        <DestinationCard
          key={destination.id}
          destination={destination}
          canConfigure={canConfigure}
          onSecret={setSecret}
        />
      ))}
      <DemoReceiverNote />
      <AddDestinationDialog isOpen={isAdding} onClose={() => setIsAdding(false)} onSecret={setSecret} />
      <SecretDialog secret={secret} onClose={() => setSecret(null)} />
    </>
  );
}
