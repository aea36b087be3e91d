import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { formatUsd, toCents } from '@vanbid/domain';
import { useId } from 'react';
import { type ReturnRatesScope, useReturnRates } from '../api/returns';

type Rate = { name: string; purchases: number; returns: number; credited: number; rate_percent: number };

const money = (dollars: number) => formatUsd(toCents(dollars));
/** Credited is the column a phone can spare. */
const wideOnly = { display: { xs: 'none', sm: 'table-cell' } } as const;
/** On a phone the four columns fit 375 px with narrower padding, names broken between words only. */
const phoneCells = {
  '& .MuiTableCell-root': { px: { xs: 0.75, sm: 2 } },
  '& .MuiTableCell-alignRight': { whiteSpace: 'nowrap' },
} as const;

function RateTable({ label, rows }: { label: string; rows: Rate[] }) {
  return (
    <Table size="small" aria-label={`Return rate per ${label.toLowerCase()}`} sx={phoneCells}>
      <TableHead>
        <TableRow>
          <TableCell>{label}</TableCell>
          <TableCell align="right">Bought</TableCell>
          <TableCell align="right">Returned</TableCell>
          <TableCell align="right">Rate</TableCell>
          <TableCell align="right" sx={wideOnly}>
            Credited
          </TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.name}>
            <TableCell sx={{ overflowWrap: 'break-word' }}>{row.name}</TableCell>
            <TableCell align="right">{row.purchases}</TableCell>
            <TableCell align="right">{row.returns}</TableCell>
            <TableCell align="right">{row.rate_percent}%</TableCell>
            <TableCell align="right" sx={wideOnly}>
              {money(row.credited)}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** "3 of 120 bought were returned (2.5%), $45.00 credited." */
export function rateSentence(rate: Omit<Rate, 'name'>): string {
  if (rate.purchases === 0) return 'Nothing bought in this period.';
  const bought = `${rate.returns} of ${rate.purchases.toLocaleString('en-US')} bought`;
  return `${bought} ${rate.returns === 1 ? 'was' : 'were'} returned (${rate.rate_percent}%), ${money(rate.credited)} credited.`;
}

/**
 * Return rates of a scope's sales per campaign and per source (publishers are never named):
 * the Returns page's last 30 days, or one campaign's period on its dashboard (`campaign_id`).
 */
export function ReturnRates({
  scope = {},
  title = 'Return rate, last 30 days',
}: {
  scope?: ReturnRatesScope;
  title?: string;
}) {
  const rates = useReturnRates(scope);
  const titleId = useId();
  if (!rates.data) return null;
  const { total, campaigns, sources } = rates.data;
  const isOneCampaign = scope.campaign_id !== undefined;
  return (
    <Card component="section" aria-labelledby={titleId}>
      <CardContent sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 2 }}>
        <Typography id={titleId} variant="h6" component="h2">
          {title}
        </Typography>
        <Typography data-testid="return-rate-total">{rateSentence(total)}</Typography>
        {isOneCampaign || campaigns.length === 0 ? null : (
          <RateTable label="Campaign" rows={campaigns.map((row) => ({ ...row, name: row.campaign_name }))} />
        )}
        {sources.length === 0 ? null : (
          <RateTable label="Source" rows={sources.map((row) => ({ ...row, name: row.source }))} />
        )}
      </CardContent>
    </Card>
  );
}
