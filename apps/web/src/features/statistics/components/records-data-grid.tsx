import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import { DataGrid, type GridPaginationModel, type GridSortModel } from '@mui/x-data-grid';
import { DEFAULT_RECORDS_SORT, parseSort } from '@vanbid/domain';
import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { useTimeZone } from '../../../hooks/use-time-zone';
import { useLogColumns } from '../hooks/use-log-columns';
import { LogColumnsToolbar } from './log-columns-toolbar';
import { recordColumns } from './records-columns';
import type { RecordsGridProps } from './records-grid-props';

/**
 * The records of one page in MUI's data grid (600 px and wider), paged and sorted by the server.
 * Loaded on its own (the grid library is large), so that phones never fetch it. A click on a
 * row, or Enter on one of its cells, opens the record.
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
  const columnChoice = useLogColumns(type);
  // The Audio column only when a call of the page has a recording: its room goes to the campaign.
  const hasRecordings = records.some((record) => 'has_recording' in record && record.has_recording);
  const visibility = useMemo(
    () => (hasRecordings ? columnChoice.model : { ...columnChoice.model, has_recording: false }),
    [hasRecordings, columnChoice.model],
  );
  const navigate = useNavigate();
  const open = (id: number | string) => {
    const link = props.detailLink(Number(id));
    void navigate(link.to, { state: link.state });
  };

  return (
    <Box sx={{ width: '100%', minHeight: 420, display: 'flex', flexDirection: 'column' }}>
      {/* A refetch (another page, a live update) keeps the rows on screen under a thin bar. */}
      <Box sx={{ height: 4 }}>
        {isLoading && records.length > 0 ? <LinearProgress aria-label="Updating records" /> : null}
      </Box>
      <DataGrid
        aria-label="Records"
        rows={records}
        columns={columns}
        rowCount={totalItems}
        // The grid's own overlay (it has no accessible name) only while there is nothing to show.
        loading={isLoading && records.length === 0}
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
        columnVisibilityModel={visibility}
        onColumnVisibilityModelChange={(model) =>
          // Hidden for want of recordings is not the owner's choice: keep theirs.
          columnChoice.choose(
            hasRecordings ? model : { ...model, has_recording: columnChoice.model.has_recording ?? true },
          )
        }
        onRowClick={({ id }) => open(id)}
        onCellKeyDown={({ id }, event) => {
          if (event.key !== 'Enter' || (event.target as HTMLElement).closest('a, button')) return;
          event.preventDefault();
          open(id);
        }}
        showToolbar
        slots={{ noRowsOverlay: () => empty, toolbar: LogColumnsToolbar }}
        sx={{ flex: 1, bgcolor: 'background.paper', '& .MuiDataGrid-row': { cursor: 'pointer' } }}
      />
    </Box>
  );
}
