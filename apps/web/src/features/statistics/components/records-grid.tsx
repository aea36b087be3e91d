import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { lazy, Suspense } from 'react';
import { useIsMobile } from '../../../hooks/use-is-mobile';
import { useTimeZone } from '../../../hooks/use-time-zone';
import { RecordCards } from './record-cards';
import type { RecordsGridProps } from './records-grid-props';

export type { RecordsGridProps };

const RecordsDataGrid = lazy(() =>
  import('./records-data-grid').then((module) => ({ default: module.RecordsDataGrid })),
);

/** Phones: the page's records as cards with Previous / Next. */
function PagedCards(props: RecordsGridProps) {
  const { zone } = useTimeZone();
  const pages = Math.max(1, Math.ceil(props.totalItems / props.pageSize));
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      {/* The bar's room is kept while nothing loads: the cards do not jump when a refetch starts. */}
      <Box sx={{ height: 4 }}>{props.isLoading ? <LinearProgress aria-label="Loading records" /> : null}</Box>
      <RecordCards
        records={props.records}
        zone={zone}
        empty={props.empty}
        detailLink={props.detailLink}
        footer={
          // While the first page loads there is nothing to page through yet (and the pager would
          // be pushed down by the cards when they come).
          props.isLoading && props.records.length === 0 ? null : (
            <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
              <Button disabled={props.page <= 1} onClick={() => props.onPageChange(props.page - 1)}>
                Previous
              </Button>
              <Typography variant="body2">
                Page {props.page} of {pages}
              </Typography>
              <Button disabled={props.page >= pages} onClick={() => props.onPageChange(props.page + 1)}>
                Next
              </Button>
            </Box>
          )
        }
      />
    </Box>
  );
}

/** The records of one page, paged and sorted by the server: cards under 600 px, else a data grid. */
export function RecordsGrid(props: RecordsGridProps) {
  if (useIsMobile()) return <PagedCards {...props} />;
  return (
    <Suspense
      fallback={
        <Box sx={{ minHeight: 420 }}>
          <LinearProgress aria-label="Loading records" />
        </Box>
      }
    >
      <RecordsDataGrid {...props} />
    </Suspense>
  );
}
