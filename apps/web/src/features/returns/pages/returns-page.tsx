import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { formatUsd, friendlyInstant, toCents } from '@vanbid/domain';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { ExportCsvButton } from '../../../components/export-csv-button';
import { PageLoader } from '../../../components/page-loader';
import { PageTitle } from '../../../components/page-title';
import { paths } from '../../../config/paths';
import { useTimeZone } from '../../../hooks/use-time-zone';
import { errorMessage } from '../../../lib/api-error';
import { useServerEvent } from '../../../lib/server-events';
import { useSession } from '../../../lib/session';
import { fetchReturnsCsv, type ReturnsFilter, returnsKey, useReturns } from '../api/returns';
import { ReturnRates } from '../components/return-rates';
import { ReturnStatusChip } from '../components/return-status';

const STATUS_OPTIONS = [
  ['', 'Any status'],
  ['pending', 'Waiting for review'],
  ['approved', 'Approved'],
  ['refused', 'Refused'],
] as const;
const KIND_OPTIONS = [
  ['', 'Leads and calls'],
  ['lead', 'Leads'],
  ['call', 'Calls'],
] as const;

/** `/returns`: every return asked for, what became of it and who decided, with the rates. */
export function ReturnsPage() {
  const [filter, setFilter] = useState<ReturnsFilter>({});
  const [exportError, setExportError] = useState<string | null>(null);
  const returns = useReturns(filter);
  const { zone } = useTimeZone();
  const globalId = useSession()?.globalId ?? 0;
  const queryClient = useQueryClient();
  useServerEvent('new_notification', () => {
    void queryClient.invalidateQueries({ queryKey: returnsKey(globalId) });
  });
  const select = (key: 'status' | 'kind', options: readonly (readonly [string, string])[], label: string) => (
    <TextField
      select
      size="small"
      label={label}
      value={filter[key] ?? ''}
      onChange={(event) => setFilter({ ...filter, [key]: event.target.value || undefined })}
      sx={{ minWidth: 180 }}
    >
      {options.map(([value, text]) => (
        <MenuItem key={value} value={value}>
          {text}
        </MenuItem>
      ))}
    </TextField>
  );
  const items = returns.data?.returns ?? [];
  return (
    <>
      <PageTitle subtitle="Leads and calls you returned for a credit, and what became of each.">
        Returns
      </PageTitle>
      <Stack spacing={2}>
        <Card>
          <CardContent sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 2 }}>
            <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
              {select('status', STATUS_OPTIONS, 'Status')}
              {select('kind', KIND_OPTIONS, 'Type')}
              <ExportCsvButton download={() => fetchReturnsCsv(filter)} onError={setExportError} />
            </Stack>
            {exportError ? <Alert severity="error">{exportError}</Alert> : null}
            {returns.isPending ? <PageLoader /> : null}
            {returns.isError ? <Alert severity="error">{errorMessage(returns.error)}</Alert> : null}
            {returns.isSuccess && items.length === 0 ? (
              <Typography color="text.secondary">
                No returns yet. Open a lead or call from the logs and choose Return.
              </Typography>
            ) : null}
            {items.length > 0 ? (
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
                          <Link
                            component={RouterLink}
                            to={
                              item.kind === 'lead'
                                ? paths.leadDetail.build(item.record_id)
                                : paths.callDetail.build(item.record_id)
                            }
                          >
                            {item.kind === 'lead' ? 'Lead' : 'Call'} #{item.record_id}
                          </Link>
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
            ) : null}
          </CardContent>
        </Card>
        <ReturnRates />
      </Stack>
    </>
  );
}
