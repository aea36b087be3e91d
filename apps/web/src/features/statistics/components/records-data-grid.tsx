import Box from '@mui/material/Box';
import { DataGrid, type GridPaginationModel, type GridSortModel } from '@mui/x-data-grid';
import { DEFAULT_RECORDS_SORT, parseSort } from '@vanbid/domain';
import { useMemo } from 'react';
import { useTimeZone } from '../../../hooks/use-time-zone';
import { recordColumns } from './records-columns';
import type { RecordsGridProps } from './records-grid-props';

/**
 * The records of one page in MUI's data grid (600 px and wider), paged and sorted by the server.
 * Loaded on its own (the grid library is large), so that phones never fetch it.
 */
export function RecordsDataGrid(props: RecordsGridProps) {
  const { type, records, totalItems, isLoading, page, pageSize, sort, empty } = props;
  const { zone } = useTimeZone();
  const columns = useMemo(() => recordColumns(type, zone), [type, zone]);
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
