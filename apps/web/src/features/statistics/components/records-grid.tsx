import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridPaginationModel, type GridSortModel } from '@mui/x-data-grid';
import type { StatisticsType } from '@vanbid/contract';
import { DEFAULT_RECORDS_SORT, parseSort } from '@vanbid/domain';
import { type ReactNode, useMemo } from 'react';
import { useIsMobile } from '../../../hooks/use-is-mobile';
import { useTimeZone } from '../../../hooks/use-time-zone';
import type { LogRecord } from '../api/records';
import { RecordCards } from './record-cards';
import { recordColumns } from './records-columns';

interface RecordsGridProps {
  type: StatisticsType;
  records: LogRecord[];
  totalItems: number;
  isLoading: boolean;
  page: number;
  pageSize: number;
  sort: string;
  /** What the empty grid says and offers (an empty wallet's Add funds). */
  empty: ReactNode;
  onPageChange: (page: number) => void;
  onSortChange: (sort: string) => void;
}

/** Phones: the page's records as cards with Previous / Next. */
function PagedCards(props: RecordsGridProps & { zone: string }) {
  const pages = Math.max(1, Math.ceil(props.totalItems / props.pageSize));
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      {props.isLoading ? <LinearProgress aria-label="Loading records" /> : null}
      <RecordCards records={props.records} zone={props.zone} empty={props.empty} />
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
    </Box>
  );
}

/** The records of one page, paged and sorted by the server; cards under 600 px. */
export function RecordsGrid(props: RecordsGridProps) {
  const { type, records, totalItems, isLoading, page, pageSize, sort, empty } = props;
  const { zone } = useTimeZone();
  const isMobile = useIsMobile();
  const columns = useMemo(() => recordColumns(type, zone), [type, zone]);
  const sortModel = useMemo<GridSortModel>(() => {
    const { field, direction } = parseSort(sort);
    return [{ field, sort: direction }];
  }, [sort]);
  const paginationModel: GridPaginationModel = { page: page - 1, pageSize };
  if (isMobile) return <PagedCards {...props} zone={zone} />;

  return (
    <Box sx={{ width: '100%', minHeight: 420, display: 'flex', flexDirection: 'column' }}>
      <DataGrid
        aria-label="Records"
        rows={records}
        columns={columns}
        rowCount={totalItems}
        loading={isLoading}
        paginationMode="server"
        sortingMode="server"
        paginationModel={paginationModel}
        onPaginationModelChange={(model) => props.onPageChange(model.page + 1)}
        pageSizeOptions={[pageSize]}
        sortModel={sortModel}
        onSortModelChange={(model) => {
          const [first] = model;
          props.onSortChange(first?.sort ? `${first.field}:${first.sort}` : DEFAULT_RECORDS_SORT);
        }}
        disableColumnFilter
        disableRowSelectionOnClick
        density="compact"
        slots={{ noRowsOverlay: () => empty }}
        sx={{ flex: 1, bgcolor: 'background.paper' }}
      />
    </Box>
  );
}
