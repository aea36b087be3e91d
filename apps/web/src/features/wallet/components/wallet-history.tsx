import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { formatUsd, friendlyDateTime, toCents } from '@vanbid/domain';
import { Link as RouterLink } from 'react-router';
import { MovementCards, signedAmount } from '../../../components/movement-cards';
import { PageLoader } from '../../../components/page-loader';
import { paths } from '../../../config/paths';
import { useIsMobile } from '../../../hooks/use-is-mobile';
import { useTimeZone } from '../../../hooks/use-time-zone';
import { useLatestBilledItems } from '../../../lib/api/billed-items';

/** The latest movements with the balance after each (the running balance). */
export function WalletHistory() {
  const history = useLatestBilledItems();
  const items = history.data?.items ?? [];
  const isMobile = useIsMobile();
  const { zone } = useTimeZone();
  return (
    <Card component="section" aria-labelledby="wallet-history-title">
      <CardContent sx={{ display: 'grid', gap: 2 }}>
        <Typography variant="h2" id="wallet-history-title">
          History
        </Typography>
        {history.isPending ? <PageLoader /> : null}
        {history.isSuccess && items.length === 0 ? <Typography>No movement yet.</Typography> : null}
        {items.length > 0 && isMobile ? <MovementCards items={items} label="History" /> : null}
        {items.length > 0 && !isMobile ? (
          <TableContainer>
            <Table size="small" aria-labelledby="wallet-history-title">
              <TableHead>
                <TableRow>
                  <TableCell>Date</TableCell>
                  <TableCell>Description</TableCell>
                  <TableCell align="right">Amount</TableCell>
                  <TableCell align="right">Balance</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {items.map((item) => (
                  <TableRow key={item.id}>
                    <TableCell sx={{ whiteSpace: 'nowrap' }} title={item.timestamp}>
                      {friendlyDateTime(item.timestamp, zone)}
                    </TableCell>
                    <TableCell>{item.description}</TableCell>
                    <TableCell
                      align="right"
                      sx={{ color: item.direction === 'in' ? 'success.main' : 'text.primary' }}
                    >
                      {signedAmount(item)}
                    </TableCell>
                    <TableCell align="right">{formatUsd(toCents(item.balance_after))}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        ) : null}
        <Button component={RouterLink} to={paths.billing.build()} sx={{ justifySelf: 'start' }}>
          All transactions
        </Button>
      </CardContent>
    </Card>
  );
}
