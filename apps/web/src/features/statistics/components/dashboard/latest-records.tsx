import { DataGrid } from '@mui/x-data-grid';
import type { StatisticsType } from '@vanbid/contract';
import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../../config/paths';
import { useIsMobile } from '../../../../hooks/use-is-mobile';
import { useTimeZone } from '../../../../hooks/use-time-zone';
import type { LogRecord } from '../../api/records';
import { useDetailLink } from '../../hooks/use-detail-link';
import { LogEmptyState } from '../log-empty-state';
import { RecordCards } from '../record-cards';
import { recordColumns } from '../records-columns';
import { ChartCard } from './chart-card';

/** The newest records of the campaign in the period. */
export function LatestRecords(props: {
  type: StatisticsType;
  records: LogRecord[];
  isLoading: boolean;
  noun: string;
}) {
  const { zone } = useTimeZone();
  const isMobile = useIsMobile();
  const navigate = useNavigate();
  const detailLink = useDetailLink(
    props.type === 'leads' ? paths.leadDetail.build : paths.callDetail.build,
    false,
  );
  const columns = useMemo(
    () => recordColumns(props.type, zone).map((column) => ({ ...column, sortable: false })),
    [props.type, zone],
  );
  const empty = <LogEmptyState noun={props.noun} shortfall={null} filtered={false} />;
  if (isMobile)
    return (
      <ChartCard title={`Latest ${props.noun}`}>
        <RecordCards records={props.records} zone={zone} empty={empty} detailLink={detailLink} />
      </ChartCard>
    );
  return (
    <ChartCard title={`Latest ${props.noun}`}>
      <DataGrid
        aria-label={`Latest ${props.noun}`}
        rows={props.records}
        columns={columns}
        loading={props.isLoading}
        hideFooter
        autoHeight
        density="compact"
        disableColumnMenu
        disableRowSelectionOnClick
        onRowClick={({ id }) => {
          const link = detailLink(Number(id));
          void navigate(link.to, { state: link.state });
        }}
        sx={{ '& .MuiDataGrid-row': { cursor: 'pointer' } }}
        slots={{ noRowsOverlay: () => empty }}
      />
    </ChartCard>
  );
}
