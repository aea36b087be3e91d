// The grid's columns per log; a column's `field` is the name the server sorts by. What the owner
// looks for comes first; a lead's phone, route, move date and size fit 1440 px untruncated, and
// the owner shows or hides the others (`DEFAULT_HIDDEN_COLUMNS`, the grid's Columns button).
import Link from '@mui/material/Link';
import type { GridColDef, GridColumnVisibilityModel, GridRenderCellParams } from '@mui/x-data-grid';
import type { CallRecord, LeadRecord, StatisticsType } from '@vanbid/contract';
import {
  callStatusWords,
  chargedLabel,
  formatUsd,
  friendlyDateTime,
  telUri,
  timeZoneLabel,
  toCents,
} from '@vanbid/domain';
import type { LogRecord } from '../api/records';
import { shortDayText } from './detail/detail-format';
import { RecordingButton } from './recording-button';

export const formatPayout = (payout: number | null) => (payout === null ? '—' : formatUsd(toCents(payout)));

export function formatDuration(seconds: number): string {
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

export const routeOf = (record: LogRecord) => `${record.from_zip ?? '—'} → ${record.to_zip ?? '—'}`;

/** Who called, or whose lead it is. */
export const personOf = (record: LogRecord) =>
  'caller_phone' in record
    ? record.caller_name
      ? `${record.caller_name} · ${record.caller_phone}`
      : record.caller_phone
    : `${record.first_name} ${record.last_name}`;

/** The cell's whole text on hover: narrow columns cut long names off. */
function WithTitle(params: GridRenderCellParams) {
  const text = String(params.formattedValue ?? params.value ?? '');
  return <span title={text}>{text}</span>;
}

/** A phone number that calls with one tap (a phone, or a computer's calling app). */
function PhoneCell(params: GridRenderCellParams) {
  const phone = String(params.value ?? '');
  return phone ? (
    <Link href={telUri(phone)} tabIndex={params.tabIndex} onClick={(event) => event.stopPropagation()}>
      {phone}
    </Link>
  ) : null;
}

/** Play on a call that has a recording: a small player with the download opens beside it. */
function RecordingCell(params: GridRenderCellParams<CallRecord>) {
  return params.row.has_recording ? (
    <RecordingButton callId={params.row.id} variant="icon" tabIndex={params.tabIndex} />
  ) : null;
}

function columnsOf(zone: string) {
  return {
    time: {
      field: 'time_created',
      headerName: 'Time',
      width: 160,
      valueFormatter: (value: string) => friendlyDateTime(value, zone),
      renderCell: (params: GridRenderCellParams) => (
        <span title={`${params.value} (${timeZoneLabel(zone)} time)`}>{String(params.formattedValue)}</span>
      ),
    },
    campaign: {
      field: 'campaign_name',
      headerName: 'Campaign',
      flex: 1,
      minWidth: 150,
      renderCell: WithTitle,
    },
    person: {
      field: 'person',
      headerName: 'Caller',
      flex: 1,
      minWidth: 150,
      sortable: false,
      valueGetter: (_value, row) => personOf(row),
      renderCell: WithTitle,
    },
    route: {
      field: 'route',
      headerName: 'From → To',
      width: 125,
      sortable: false,
      valueGetter: (_v, row) => routeOf(row),
    },
    status: {
      field: 'status',
      headerName: 'Status',
      width: 120,
      valueFormatter: (value: string) => callStatusWords(value),
      renderCell: WithTitle,
    },
    payout: {
      field: 'payout',
      headerName: 'Payout',
      width: 95,
      type: 'number',
      valueFormatter: (value: number | null) => formatPayout(value),
    },
    charged: {
      field: 'charged',
      headerName: 'Charged',
      width: 150,
      sortable: false,
      valueGetter: (_value, row) => chargedLabel(row),
      renderCell: WithTitle,
    },
  } satisfies Record<string, GridColDef<LogRecord>>;
}

function callColumns(zone: string): GridColDef<CallRecord>[] {
  const common = columnsOf(zone);
  return [
    common.time,
    {
      field: 'caller_name',
      headerName: 'Caller',
      flex: 0.8,
      minWidth: 110,
      sortable: false,
      valueFormatter: (value: string | null) => value ?? '—',
      renderCell: WithTitle,
    },
    { field: 'caller_phone', headerName: 'Phone', width: 135, renderCell: PhoneCell },
    { ...(common.route as GridColDef<CallRecord>), width: 130 },
    {
      field: 'duration_seconds',
      headerName: 'Duration',
      width: 90,
      type: 'number',
      valueFormatter: formatDuration,
    },
    {
      field: 'has_recording',
      headerName: 'Audio',
      description: 'The call’s recording: play it here',
      width: 72,
      sortable: false,
      align: 'center',
      headerAlign: 'center',
      renderCell: RecordingCell,
    },
    common.status,
    { ...common.campaign, flex: 1.5, minWidth: 215 },
    common.payout,
    common.charged,
  ] as GridColDef<CallRecord>[];
}

function leadColumns(zone: string): GridColDef<LeadRecord>[] {
  const common = columnsOf(zone);
  return [
    common.time,
    // Names are short and campaign names long: the campaign takes most of the room left.
    { ...common.person, field: 'last_name', headerName: 'Name', sortable: true, flex: 0.6, minWidth: 130 },
    { field: 'phone', headerName: 'Phone', width: 135, sortable: false, renderCell: PhoneCell },
    { ...(common.route as GridColDef<LeadRecord>), width: 130 },
    {
      field: 'move_date',
      headerName: 'Move date',
      width: 115,
      sortable: false,
      valueFormatter: (value: string | null) => shortDayText(value),
    },
    { field: 'move_size', headerName: 'Size', width: 120, sortable: false, renderCell: WithTitle },
    { ...common.campaign, flex: 1.5, minWidth: 180 },
    common.payout,
    common.charged,
    { field: 'email', headerName: 'E-mail', minWidth: 200, flex: 1, sortable: false, renderCell: WithTitle },
  ] as GridColDef<LeadRecord>[];
}

/** Columns the log hides until the owner shows them (the grid's Columns button). */
export const DEFAULT_HIDDEN_COLUMNS: Record<StatisticsType, GridColumnVisibilityModel> = {
  leads: { charged: false, email: false },
  calls: { status: false },
  branded: { status: false },
};

/** The columns of a log, times in words in the chosen zone. */
export function recordColumns(type: StatisticsType, zone: string): GridColDef<LogRecord>[] {
  return (type === 'leads' ? leadColumns(zone) : callColumns(zone)) as GridColDef<LogRecord>[];
}
