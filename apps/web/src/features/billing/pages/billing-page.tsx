import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { BilledItem } from '@vanbid/contract';
import { DEFAULT_BILLED_ITEMS_SORT, PAGE_SIZE, parseSort, type SortSpec } from '@vanbid/domain';
import { useState } from 'react';
import { ExportCsvButton } from '../../../components/export-csv-button';
import { PageLoader } from '../../../components/page-loader';
import { PageTitle } from '../../../components/page-title';
import { useTimeZone } from '../../../hooks/use-time-zone';
import { fetchBilledItemsCsv, fetchReceipt, useBilledItems } from '../../../lib/api/billed-items';
import { errorMessage } from '../../../lib/api-error';
import { saveFile } from '../../../lib/save-file';
import { BillingFilters } from '../components/billing-filters';
import { BillingTable } from '../components/billing-table';
import { BillingTotals } from '../components/billing-totals';
import { StatementsCard } from '../components/statements-card';
import { billingFilterText, NO_FILTER } from '../lib/billing-filter';

/** `/billing`: the account's transactions with filters, sort, pages, CSV export and receipts. */
export function BillingPage() {
  const { zone, label } = useTimeZone();
  const [filters, setFilters] = useState(NO_FILTER);
  const [sort, setSort] = useState<SortSpec>(parseSort(DEFAULT_BILLED_ITEMS_SORT));
  const [paging, setPaging] = useState({ page: 1, size: PAGE_SIZE });
  const [problem, setProblem] = useState<string | null>(null);
  const filter = billingFilterText(filters);
  const sortText = `${sort.field}:${sort.direction}`;
  const items = useBilledItems({ filter, sort: sortText, timezone: zone, ...paging });

  const receipt = (item: BilledItem) =>
    fetchReceipt(item.id)
      .then(saveFile)
      .catch((error: unknown) => setProblem(errorMessage(error)));

  return (
    <>
      <Box
        sx={{
          display: 'flex',
          gap: 2,
          justifyContent: 'space-between',
          alignItems: 'flex-start',
          flexWrap: 'wrap',
        }}
      >
        <PageTitle subtitle={`Every charge, cash out, lead and call of your wallet. Times in ${label} time.`}>
          Transactions
        </PageTitle>
        <ExportCsvButton
          download={() => fetchBilledItemsCsv({ filter, sort: sortText, timezone: zone })}
          onError={setProblem}
        />
      </Box>
      <Card>
        <CardContent sx={{ display: 'grid', gap: 2 }}>
          <BillingFilters
            values={filters}
            options={items.data?.filters}
            onChange={(next) => {
              setFilters(next);
              setPaging((current) => ({ ...current, page: 1 }));
            }}
          />
          {problem ? <Alert severity="error">{problem}</Alert> : null}
          {items.isError ? <Alert severity="error">{errorMessage(items.error)}</Alert> : null}
          {items.isPending ? <PageLoader /> : null}
          {items.data && items.data.items.length === 0 ? (
            <Typography>No transactions match.</Typography>
          ) : null}
          {items.data && items.data.items.length > 0 ? <BillingTotals totals={items.data.totals} /> : null}
          {items.data && items.data.items.length > 0 ? (
            <BillingTable
              items={items.data.items}
              total={items.data.total_items}
              page={paging.page}
              size={paging.size}
              sort={sort}
              onPage={(page, size) => setPaging({ page, size })}
              onSort={(next) => {
                setSort(next);
                setPaging((current) => ({ ...current, page: 1 }));
              }}
              onReceipt={(item) => void receipt(item)}
            />
          ) : null}
        </CardContent>
      </Card>
      <Box sx={{ mt: 2 }}>
        <StatementsCard />
      </Box>
    </>
  );
}
