import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { LeadDelivery } from '@vanbid/contract';
import { friendlyInstant } from '@vanbid/domain';
import { Link } from 'react-router';
import { useTimeZone } from '../../../hooks/use-time-zone';
import { DeliveryStatusChip, formatDuration, lastAnswer } from './delivery-status';

interface RowActions {
  canResend: boolean;
  onAttempts: (delivery: LeadDelivery) => void;
  onResend: (delivery: LeadDelivery) => void;
}

const LeadName = ({ delivery }: { delivery: LeadDelivery }) =>
  delivery.leadId === null ? (
    <span>Test lead</span>
  ) : (
    <Link to={`/leads/${delivery.leadId}`}>{delivery.leadName}</Link>
  );

function Actions({ delivery, canResend, onAttempts, onResend }: RowActions & { delivery: LeadDelivery }) {
  return (
    <Box sx={{ display: 'flex', gap: 0.5, justifyContent: 'flex-end' }}>
      <Button size="small" onClick={() => onAttempts(delivery)}>
        Attempts
      </Button>
      {canResend ? (
        <Button size="small" onClick={() => onResend(delivery)}>
          Resend
        </Button>
      ) : null}
    </Box>
  );
}

/** The log: a table on wide screens, one card per delivery on a phone. */
export function DeliveryLogTable({
  deliveries,
  ...actions
}: RowActions & { deliveries: readonly LeadDelivery[] }) {
  const { zone } = useTimeZone();
  const isWide = useMediaQuery((theme) => theme.breakpoints.up('md'));
  if (deliveries.length === 0) return <Typography sx={{ py: 2 }}>No deliveries match.</Typography>;
  if (!isWide)
    return (
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {deliveries.map((delivery) => (
          <Box component="li" key={delivery.id} sx={{ py: 1.5, borderBottom: 1, borderColor: 'divider' }}>
            <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
              <Typography variant="subtitle2">
                <LeadName delivery={delivery} />
              </Typography>
              <DeliveryStatusChip delivery={delivery} />
            </Box>
            <Typography variant="body2" color="text.secondary">
              {friendlyInstant(delivery.createdAt, zone)} · {delivery.attempts} attempt
              {delivery.attempts === 1 ? '' : 's'} · {formatDuration(delivery.deliveredInMs)}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ wordBreak: 'break-word' }}>
              {lastAnswer(delivery)}
            </Typography>
            <Actions delivery={delivery} {...actions} />
          </Box>
        ))}
      </Box>
    );
  return (
    <Table size="small" aria-label="Delivery log">
      <TableHead>
        <TableRow>
          <TableCell>Sold</TableCell>
          <TableCell>Lead</TableCell>
          <TableCell>Status</TableCell>
          <TableCell align="right">Attempts</TableCell>
          <TableCell align="right">Time to deliver</TableCell>
          <TableCell>Last answer</TableCell>
          <TableCell />
        </TableRow>
      </TableHead>
      <TableBody>
        {deliveries.map((delivery) => (
          <TableRow key={delivery.id} hover>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{friendlyInstant(delivery.createdAt, zone)}</TableCell>
            <TableCell>
              <LeadName delivery={delivery} />
            </TableCell>
            <TableCell>
              <DeliveryStatusChip delivery={delivery} />
            </TableCell>
            <TableCell align="right">{delivery.attempts}</TableCell>
            <TableCell align="right">{formatDuration(delivery.deliveredInMs)}</TableCell>
            <TableCell sx={{ maxWidth: 280, overflowWrap: 'anywhere' }}>{lastAnswer(delivery)}</TableCell>
            <TableCell align="right">
              <Actions delivery={delivery} {...actions} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
