import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { ExportCsvButton } from '../../../components/export-csv-button';
import { PageLoader } from '../../../components/page-loader';
import { PageTitle } from '../../../components/page-title';
import { useTimeZone } from '../../../hooks/use-time-zone';
import { errorMessage } from '../../../lib/api-error';
import { downloadActivity, type ActivityFilters as Filters, useActivity } from '../api/activity';
import { ActivityEntries } from '../components/activity-entries';
import { ActivityFilters } from '../components/activity-filters';

const isFiltered = (filters: Filters) => filters.actor !== undefined || filters.kind !== undefined;

/**
 * `/settings/activity`: who changed what in the company, before → after, newest first; what
 * Vanbid support did in a guest session is marked. For owners and managers (docs/product.md §9).
 */
export function ActivityPage() {
  const { zone } = useTimeZone();
  const [filters, setFilters] = useState<Filters>({});
  const [problem, setProblem] = useState<string | null>(null);
  const activity = useActivity(filters);
  const entries = activity.data?.pages.flatMap((page) => page.entries) ?? [];
  const members = activity.data?.pages[0]?.members ?? [];
  return (
    <>
      <Box sx={{ display: 'flex', gap: 2, justifyContent: 'space-between', flexWrap: 'wrap' }}>
        <PageTitle subtitle="Every change to campaigns, money and the team: who made it, and what it was before and after.">
          Activity
        </PageTitle>
        <Box sx={{ alignSelf: 'flex-end' }}>
          <ExportCsvButton
            download={entries.length > 0 ? () => downloadActivity(filters, zone) : null}
            onError={setProblem}
          />
        </Box>
      </Box>
      <Card sx={{ mt: 2 }}>
        <CardContent sx={{ p: { xs: 1.5, sm: 3 } }}>
          <ActivityFilters values={filters} members={members} onChange={setFilters} />
          {problem ? (
            <Alert severity="error" sx={{ mt: 2 }}>
              {problem}
            </Alert>
          ) : null}
          {activity.isError ? (
            <Alert severity="error" sx={{ mt: 2 }}>
              {errorMessage(activity.error)}
            </Alert>
          ) : null}
          <Box sx={{ mt: 2 }}>
            {activity.isPending ? <PageLoader /> : null}
            {activity.isSuccess && entries.length === 0 ? (
              <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
                {isFiltered(filters)
                  ? 'No changes match these filters.'
                  : 'No changes yet. Changes to campaigns, bids, money and the team appear here.'}
              </Typography>
            ) : null}
            {entries.length > 0 ? <ActivityEntries entries={entries} zone={zone} /> : null}
          </Box>
          {activity.hasNextPage ? (
            <Button
              sx={{ mt: 2 }}
              onClick={() => void activity.fetchNextPage()}
              loading={activity.isFetchingNextPage}
            >
              Show older
            </Button>
          ) : null}
        </CardContent>
      </Card>
    </>
  );
}
