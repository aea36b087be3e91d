import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Pagination from '@mui/material/Pagination';
import type { LeadDelivery } from '@vanbid/contract';
import { useState } from 'react';
import { useParams } from 'react-router';
import { PageLoader } from '../../../components/page-loader';
import { PageTitle } from '../../../components/page-title';
import { errorMessage } from '../../../lib/api-error';
import { useCan } from '../../../lib/use-can';
import {
  type DeliveryLogFilters,
  useDeliveryAttempts,
  useDeliveryLog,
  useDestinations,
  useDestinationWrites,
} from '../api/lead-delivery';
import { AttemptsList } from '../components/attempts-list';
import { DeliveryLogFiltersBar } from '../components/delivery-log-filters';
import { DeliveryLogTable } from '../components/delivery-log-table';

const PAGE_SIZE = 25;

function AttemptsDialog({ delivery, onClose }: { delivery: LeadDelivery | null; onClose: () => void }) {
  const attempts = useDeliveryAttempts(delivery?.id ?? null);
  return (
    <Dialog
      open={delivery !== null}
      onClose={onClose}
      fullWidth
      maxWidth="sm"
      aria-labelledby="attempts-title"
    >
      <DialogTitle id="attempts-title">Attempts · {delivery?.leadName}</DialogTitle>
      <DialogContent>
        {attempts.data ? <AttemptsList attempts={attempts.data.attempts} /> : null}
        {delivery ? (
          <Box sx={{ mt: 2, color: 'text.secondary', fontSize: 13 }}>webhook-id: {delivery.messageId}</Box>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}

/** `/settings/lead-delivery/:id`: one destination's deliveries, newest first, with filters. */
export function DeliveryLogPage() {
  const destinationId = Number(useParams().id);
  const destination = useDestinations().data?.find((each) => each.id === destinationId);
  const [filters, setFilters] = useState<DeliveryLogFilters>({ page: 1, size: PAGE_SIZE });
  const [opened, setOpened] = useState<LeadDelivery | null>(null);
  const log = useDeliveryLog(destinationId, filters);
  const { resend } = useDestinationWrites();
  const canConfigure = useCan('configure_delivery');
  const pages = Math.ceil((log.data?.total ?? 0) / PAGE_SIZE);
  return (
    <>
      <PageTitle subtitle="Each lead sent to this destination: every attempt, what came back, how long it took.">
        {destination ? `Delivery log · ${destination.name}` : 'Delivery log'}
      </PageTitle>
      <Card sx={{ mt: 2 }}>
        <CardContent sx={{ p: { xs: 1.5, sm: 3 } }}>
          <DeliveryLogFiltersBar values={filters} onChange={setFilters} />
          {resend.error ? (
            <Alert severity="error" sx={{ mt: 2 }}>
              {errorMessage(resend.error)}
            </Alert>
          ) : null}
          {log.error ? (
            <Alert severity="error" sx={{ mt: 2 }}>
              {errorMessage(log.error)}
            </Alert>
          ) : null}
          <Box sx={{ mt: 2 }}>
            {log.data ? (
              <DeliveryLogTable
                deliveries={log.data.deliveries}
                canResend={canConfigure}
                onAttempts={setOpened}
                onResend={(delivery) => resend.mutate(delivery.id)}
              />
            ) : (
              <PageLoader />
            )}
          </Box>
          {pages > 1 ? (
            <Pagination
              sx={{ mt: 2 }}
              count={pages}
              page={filters.page ?? 1}
              onChange={(_event, page) => setFilters({ ...filters, page })}
            />
          ) : null}
        </CardContent>
      </Card>
      <AttemptsDialog delivery={opened} onClose={() => setOpened(null)} />
    </>
  );
}
