import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { ExportCsvButton } from '../../../components/export-csv-button';
import { PageLoader } from '../../../components/page-loader';
import { PageTitle } from '../../../components/page-title';
import { useIsMobile } from '../../../hooks/use-is-mobile';
import { useTimeZone } from '../../../hooks/use-time-zone';
import { errorMessage } from '../../../lib/api-error';
import { returnsKey } from '../../../lib/query-keys';
import { useServerEvent } from '../../../lib/server-events';
import { useSession } from '../../../lib/session';
import { fetchReturnsCsv, type ReturnsFilter } from '../api/returns';
import { ReturnCards } from '../components/return-cards';
import { ReturnRates } from '../components/return-rates';
import { ReturnsPager } from '../components/returns-pager';
import { ReturnsTable } from '../components/returns-table';
import { useReturnsPages } from '../hooks/use-returns-pages';

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
  const pages = useReturnsPages(filter);
  const { returns } = pages;
  const listTop = useRef<HTMLDivElement>(null);
  /** A page turned from the pager under the list is shown from its top, once it is in. */
  const isTurning = useRef(false);
  const turned = (turn: () => void) => () => {
    isTurning.current = true;
    turn();
  };
  useEffect(() => {
    if (!isTurning.current || !returns.data || returns.isPlaceholderData) return;
    isTurning.current = false;
    listTop.current?.scrollIntoView?.({ block: 'start' });
  }, [returns.data, returns.isPlaceholderData]);
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
  const isMobile = useIsMobile();
  return (
    <>
      <PageTitle subtitle="Leads and calls you returned for a credit, and what became of each.">
        Returns
      </PageTitle>
      <Stack spacing={2}>
        <Card ref={listTop} sx={{ scrollMarginTop: 72 }}>
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
            {returns.isPlaceholderData ? <LinearProgress aria-label="Loading returns" /> : null}
            {items.length > 0 ? (
              isMobile ? (
                <ReturnCards items={items} zone={zone} />
              ) : (
                <ReturnsTable items={items} zone={zone} />
              )
            ) : null}
            {pages.totalItems > items.length ? (
              <ReturnsPager
                pages={{ ...pages, next: turned(pages.next), previous: turned(pages.previous) }}
                isMobile={isMobile}
              />
            ) : null}
          </CardContent>
        </Card>
        <ReturnRates />
      </Stack>
    </>
  );
}
