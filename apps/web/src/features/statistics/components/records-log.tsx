import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import { PAGE_SIZE } from '@vanbid/domain';
import { type ReactNode, useMemo, useState } from 'react';
import { ExportCsvButton } from '../../../components/export-csv-button';
import { FoldOnPhone } from '../../../components/fold-on-phone';
import { Later } from '../../../components/later';
import { PageTitle } from '../../../components/page-title';
import { useTimeZone } from '../../../hooks/use-time-zone';
import { useWalletShortfall } from '../../../lib/api/wallet';
import { errorMessage } from '../../../lib/api-error';
import { useCampaignOptions } from '../api/campaign-options';
import { fetchExportFile, type RecordsRequest, useRecords } from '../api/records';
import { useDetailLink } from '../hooks/use-detail-link';
import { useLogRange } from '../hooks/use-log-range';
import { useLogView } from '../hooks/use-log-view';
import type { LogConfig } from '../log-config';
import { filtersLabel, viewRules } from '../log-view';
import { ColumnFiltersBar } from './column-filters';
import { LogEmptyState } from './log-empty-state';
import { LogFilters } from './log-filters';
import { RecordsGrid } from './records-grid';
import { TotalsBar } from './totals-bar';

const describeRange = (range: { from: string; to: string }) =>
  range.from === range.to ? range.from : `${range.from} – ${range.to}`;

interface RecordsLogProps {
  config: LogConfig;
  /** Above the filters (the call log's missed calls); the rest waits for it to be known. */
  notice?: ReactNode;
  /** False while the notice's data is still coming: it would push the filters and records down. */
  isNoticeSettled?: boolean;
}

/** A call, lead or branded-call log: filters in the URL, totals, a server-paged grid, CSV export. */
export function RecordsLog({ config, notice, isNoticeSettled = true }: RecordsLogProps) {
  const { zone, label } = useTimeZone();
  const { view, update } = useLogView(config);
  const range = useLogRange(config, view);
  const campaigns = useCampaignOptions(config.group);
  const walletShortfall = useWalletShortfall();
  // Branded calls are free: the wallet never stops them.
  const shortfall = config.type === 'branded' ? null : walletShortfall;
  /** The cursor that leads to `page` (next/previous); other pages are asked for by number. */
  const [cursorTo, setCursorTo] = useState<{ page: number; cursor: string } | null>(null);
  const [exportError, setExportError] = useState<string | null>(null);

  const rules = useMemo(() => {
    if (!range || !campaigns.data) return null;
    const ids = campaigns.data.map((campaign) => campaign.id);
    // Campaigns of another company (after a company switch) are dropped: none left means all.
    const chosen = view.campaignIds?.filter((id) => ids.includes(id)) ?? [];
    return viewRules({ ...view, campaignIds: chosen.length > 0 ? chosen : null }, range, ids);
  }, [view, range, campaigns.data]);
  const request: RecordsRequest | null = rules && {
    type: config.type,
    rules,
    sort: view.sort,
    size: PAGE_SIZE,
    page: view.page,
    cursor: cursorTo?.page === view.page ? cursorTo.cursor : null,
    timezone: zone,
  };
  const records = useRecords(request);
  const detailLink = useDetailLink(config.detailPath, true);
  const data = records.data;

  const goToPage = (page: number) => {
    const cursor =
      page === view.page + 1
        ? data?.next_cursor
        : page === view.page - 1 && page > 1
          ? data?.prev_cursor
          : null;
    setCursorTo(cursor ? { page, cursor } : null);
    update({ page });
  };
  const fileName = `${config.title.toLowerCase().replaceAll(' ', '-')}-${range?.from.replaceAll('/', '-') ?? ''}.csv`;
  const exportFile =
    rules && (() => fetchExportFile({ type: config.type, rules, sort: view.sort, timezone: zone }, fileName));
  const hasNoCampaigns = campaigns.isSuccess && campaigns.data.length === 0;
  const error = records.error ?? campaigns.error;
  /** Totals are shown once known, as a placeholder while the first answer comes, never as a false 0. */
  const isCounting = !data && !error && request !== null;

  return (
    <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <PageTitle
        subtitle={
          range ? `${describeRange(range)} · ${label} time` : 'Choose the days in the period selector'
        }
      >
        {config.title}
      </PageTitle>
      {notice}
      {/* Filters, then the records, each a step after the title (see `Later`), once the notice is known. */}
      {isNoticeSettled ? (
        <>
          <Later>
            <Card>
              <CardContent sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'minmax(0, 1fr)' }}>
                <FoldOnPhone label={filtersLabel(view)}>
                  <LogFilters view={view} campaigns={campaigns.data ?? []} onChange={update} />
                  <ColumnFiltersBar
                    specs={config.columnFilters}
                    filters={view.columnFilters}
                    onChange={(columnFilters) => update({ columnFilters })}
                  />
                </FoldOnPhone>
              </CardContent>
            </Card>
          </Later>
          <Later steps={2}>
            {hasNoCampaigns ? (
              <Alert severity="info">
                You have no {config.noun} campaigns yet, so there is nothing to show.
              </Alert>
            ) : null}
            {error ? (
              <Alert
                severity="error"
                action={
                  <Button color="inherit" size="small" onClick={() => void records.refetch()}>
                    Retry
                  </Button>
                }
              >
                {errorMessage(error)}
              </Alert>
            ) : null}
            {exportError ? <Alert severity="error">{exportError}</Alert> : null}
            <Box
              sx={{
                display: 'flex',
                alignItems: 'center',
                justifyContent: 'space-between',
                gap: 2,
                flexWrap: 'wrap',
              }}
            >
              {data || isCounting ? (
                <TotalsBar
                  totals={data && { totalItems: data.total_items, monetaryValue: data.monetary_value }}
                  noun={config.noun}
                  explainsCount={config.type !== 'branded'}
                />
              ) : (
                <span />
              )}
              <ExportCsvButton download={exportFile} onError={setExportError} />
            </Box>
            <RecordsGrid
              type={config.type}
              records={data?.records ?? []}
              totalItems={data?.total_items ?? 0}
              isLoading={records.isFetching || campaigns.isLoading}
              page={view.page}
              pageSize={PAGE_SIZE}
              sort={view.sort}
              empty={<LogEmptyState noun={config.noun} shortfall={shortfall} />}
              onPageChange={goToPage}
              detailLink={detailLink}
              onSortChange={(sort) => {
                setCursorTo(null);
                update({ sort });
              }}
            />
          </Later>
        </>
      ) : null}
    </Box>
  );
}
