import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ReturnRequest } from '@vanbid/contract';
import { formatUsd, friendlyInstant, toCents } from '@vanbid/domain';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../config/paths';
import { ReturnStatusChip } from './return-status';

/** The returned lead or call, linked to its detail. */
export function ReturnedItemLink({ item }: { item: ReturnRequest }) {
  return (
    <Link
      component={RouterLink}
      to={
        item.kind === 'lead' ? paths.leadDetail.build(item.record_id) : paths.callDetail.build(item.record_id)
      }
    >
      {item.kind === 'lead' ? 'Lead' : 'Call'} #{item.record_id}
    </Link>
  );
}

/** The returns from 600 px: one row each, what was asked and what became of it. */
export function ReturnsTable({ items, zone }: { items: ReturnRequest[]; zone: string }) {
  return (
    <Box sx={{ overflowX: 'auto', minWidth: 0 }}>
      <Table size="small" aria-label="Returns" sx={{ minWidth: 760 }}>
        <TableHead>
          <TableRow>
            <TableCell>Asked</TableCell>
            <TableCell>Item</TableCell>
            <TableCell>Reason</TableCell>
            <TableCell align="right">Amount</TableCell>
            <TableCell>Status</TableCell>
            <TableCell>Decision</TableCell>
            <TableCell>Decided by</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {items.map((item) => (
            <TableRow key={item.id}>
              <TableCell>{friendlyInstant(item.requested_at, zone)}</TableCell>
              <TableCell>
                <ReturnedItemLink item={item} />
                <Typography variant="body2" color="text.secondary">
                  {item.campaign_name}
                </Typography>
              </TableCell>
              <TableCell>
                {item.reason_label}
                {item.note ? (
                  <Typography variant="body2" color="text.secondary">
                    {item.note}
                  </Typography>
                ) : null}
              </TableCell>
              <TableCell align="right">{formatUsd(toCents(item.amount))}</TableCell>
              <TableCell>
                <ReturnStatusChip item={item} />
              </TableCell>
              <TableCell>{item.decision ?? '—'}</TableCell>
              <TableCell>{item.decided_by ?? '—'}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
