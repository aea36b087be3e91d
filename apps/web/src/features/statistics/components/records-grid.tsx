import Box from '@mui/material/Box';
import { DataGrid, type GridPaginationModel, type GridSortModel } from '@mui/x-data-grid';
import type { StatisticsType } from '@vanbid/contract';
import { DEFAULT_RECORDS_SORT, parseSort } from '@vanbid/domain';
import { type ReactNode, useMemo } from 'react';
import type { LogRecord } from '../api/records';
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

/** The records of one page, paged and sorted by the server. */
export function RecordsGrid(props: RecordsGridProps) {
  const { type, records, totalItems, isLoading, page, pageSize, sort, empty } = props;
  const columns = useMemo(() => recordColumns(type), [type]);
  const sortModel = useMemo<GridSortModel>(() => {
    const { field, direction } = parseSort(sort);
    return [{ field, sort: direction }];
  }, [sort]);
  const paginationModel: GridPaginationModel = { page: page - 1, pageSize };

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
