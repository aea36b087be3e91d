// The grid's columns per log; a column's `field` is the name the server sorts by.
import type { GridColDef } from '@mui/x-data-grid';
import type { CallRecord, LeadRecord, StatisticsType } from '@vanbid/contract';
import { chargedLabel, formatUsd, toCents } from '@vanbid/domain';
import type { LogRecord } from '../api/records';

export const formatPayout = (payout: number | null) => (payout === null ? '—' : formatUsd(toCents(payout)));

function formatDuration(seconds: number): string {
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

const route = (record: LogRecord) => `${record.from_zip ?? '—'} → ${record.to_zip ?? '—'}`;

const common = {
  time: { field: 'time_created', headerName: 'Time', width: 170 },
  campaign: { field: 'campaign_name', headerName: 'Campaign', flex: 1, minWidth: 180 },
  route: {
    field: 'route',
    headerName: 'From → To',
    width: 130,
    sortable: false,
    valueGetter: (_v, row) => route(row),
  },
  status: { field: 'status', headerName: 'Status', width: 110 },
  payout: {
    field: 'payout',
    headerName: 'Payout',
    width: 100,
    type: 'number',
    valueFormatter: (value: number | null) => formatPayout(value),
  },
  charged: {
    field: 'charged',
    headerName: 'Charged',
    minWidth: 120,
    width: 150,
    sortable: false,
    valueGetter: (_value, row) => chargedLabel(row),
  },
} satisfies Record<string, GridColDef<LogRecord>>;

const CALL_COLUMNS: GridColDef<CallRecord>[] = [
  common.time,
  common.campaign,
  {
    field: 'caller_phone',
    headerName: 'Caller',
    minWidth: 200,
    flex: 1,
    valueGetter: (_value, row) =>
      row.caller_name ? `${row.caller_name} · ${row.caller_phone}` : row.caller_phone,
  },
  common.route as GridColDef<CallRecord>,
  {
    field: 'duration_seconds',
    headerName: 'Duration',
    width: 100,
    type: 'number',
    valueFormatter: (value: number) => formatDuration(value),
  },
  common.status,
  common.payout,
  common.charged,
];

const LEAD_COLUMNS: GridColDef<LeadRecord>[] = [
  common.time,
  common.campaign,
  {
    field: 'last_name',
    headerName: 'Name',
    minWidth: 160,
    flex: 1,
    valueGetter: (_value, row) => `${row.first_name} ${row.last_name}`,
  },
  { field: 'phone', headerName: 'Phone', width: 140, sortable: false },
  { field: 'email', headerName: 'E-mail', minWidth: 200, flex: 1, sortable: false },
  common.route as GridColDef<LeadRecord>,
  { field: 'move_date', headerName: 'Move date', width: 110, sortable: false },
  { field: 'move_size', headerName: 'Move size', width: 120, sortable: false },
  common.payout,
  common.charged,
];

export function recordColumns(type: StatisticsType): GridColDef<LogRecord>[] {
  return (type === 'leads' ? LEAD_COLUMNS : CALL_COLUMNS) as GridColDef<LogRecord>[];
}
