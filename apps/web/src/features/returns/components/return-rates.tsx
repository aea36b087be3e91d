import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { formatUsd, toCents } from '@vanbid/domain';
import { useReturnRates } from '../api/returns';

type Rate = { name: string; purchases: number; returns: number; credited: number; rate_percent: number };

function RateTable({ label, rows }: { label: string; rows: Rate[] }) {
  return (
    <Table size="small" aria-label={`Return rate per ${label.toLowerCase()}`}>
      <TableHead>
        <TableRow>
          <TableCell>{label}</TableCell>
          <TableCell align="right">Bought</TableCell>
          <TableCell align="right">Returned</TableCell>
          <TableCell align="right">Rate</TableCell>
          <TableCell align="right">Credited</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.name}>
            <TableCell>{row.name}</TableCell>
            <TableCell align="right">{row.purchases}</TableCell>
            <TableCell align="right">{row.returns}</TableCell>
            <TableCell align="right">{row.rate_percent}%</TableCell>
            <TableCell align="right">{formatUsd(toCents(row.credited))}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** Return rates of the last 30 days per campaign and per source (publishers are never named). */
export function ReturnRates() {
  const rates = useReturnRates();
  if (!rates.data) return null;
  return (
    <Card>
      <CardContent sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 2, overflowX: 'auto' }}>
        <Typography variant="h6" component="h2">
          Return rate, last 30 days
        </Typography>
        <RateTable
          label="Campaign"
          rows={rates.data.campaigns.map((row) => ({ ...row, name: row.campaign_name }))}
        />
        <RateTable label="Source" rows={rates.data.sources.map((row) => ({ ...row, name: row.source }))} />
      </CardContent>
    </Card>
  );
}
