import PhoneIcon from '@mui/icons-material/Phone';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { callStatusWords, chargedLabel, friendlyDateTime, telUri } from '@vanbid/domain';
import { type MouseEvent, type ReactNode, useMemo } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useGradualCount } from '../../../hooks/use-gradual-count';
import type { LogRecord } from '../api/records';
import { shortDayText } from './detail/detail-format';
import { RecordingButton } from './recording-button';
import { formatDuration, formatPayout, personOf, routeOf } from './records-columns';
import type { DetailLink } from './records-grid-props';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="caption" color="text.secondary" component="dt">
        {label}
      </Typography>
      <Typography variant="body2" component="dd" sx={{ m: 0, fontWeight: 600, overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </Box>
  );
}

/** What a card tells of a lead (the move) or of a call (how long, how it went). */
function RecordFields({ record }: { record: LogRecord }) {
  if ('caller_phone' in record)
    return (
      <>
        <Field label="Duration">{formatDuration(record.duration_seconds)}</Field>
        <Field label="Status">{callStatusWords(record.status)}</Field>
        <Field label="Campaign">{record.campaign_name}</Field>
        <Field label="Charged">
          <span data-testid="record-charged">{chargedLabel(record)}</span>
        </Field>
      </>
    );
  return (
    <>
      <Field label="Move date">{shortDayText(record.move_date)}</Field>
      <Field label="Size">{record.move_size ?? '—'}</Field>
      <Field label="From → To">{routeOf(record)}</Field>
      <Field label="Campaign">{record.campaign_name}</Field>
      <Field label="Charged">
        <span data-testid="record-charged">{chargedLabel(record)}</span>
      </Field>
    </>
  );
}

/**
 * One record under 600 px: time, payout, who (a link to the record), the phone to call with one
 * tap, and the move or the call, without sideways scrolling. A tap anywhere else opens it too.
 */
export function RecordCard({ record, zone, link }: { record: LogRecord; zone: string; link: DetailLink }) {
  const navigate = useNavigate();
  const phone = 'caller_phone' in record ? record.caller_phone : record.phone;
  const name = 'caller_phone' in record ? (record.caller_name ?? record.caller_phone) : personOf(record);
  const openFromCard = (event: MouseEvent) => {
    if ((event.target as HTMLElement).closest('a, button')) return;
    void navigate(link.to, { state: link.state });
  };
  return (
    <Card
      component="li"
      variant="outlined"
      aria-label={`${personOf(record)}, ${record.campaign_name}`}
      onClick={openFromCard}
      sx={{ cursor: 'pointer' }}
    >
      <CardContent sx={{ p: 1.5, '&:last-child': { pb: 1.5 } }}>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
          <Typography variant="body2" color="text.secondary">
            {friendlyDateTime(record.time_created, zone)}
          </Typography>
          <Typography variant="body2" sx={{ fontWeight: 700 }} data-testid="record-payout">
            {formatPayout(record.payout)}
          </Typography>
        </Box>
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, mt: 0.5 }}>
          <Link
            component={RouterLink}
            to={link.to}
            state={link.state}
            sx={{ fontWeight: 600, overflowWrap: 'anywhere', minWidth: 0 }}
          >
            {name}
          </Link>
          <Button
            href={telUri(phone)}
            variant="outlined"
            size="small"
            startIcon={<PhoneIcon />}
            aria-label={`Call ${phone}`}
            sx={{ flexShrink: 0, whiteSpace: 'nowrap' }}
          >
            {phone}
          </Button>
        </Box>
        <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1, m: 0, mt: 1 }}>
          <RecordFields record={record} />
        </Box>
        {'has_recording' in record && record.has_recording ? (
          <Box sx={{ mt: 1 }}>
            <RecordingButton callId={record.id} variant="text" />
          </Box>
        ) : null}
      </CardContent>
    </Card>
  );
}

/** Cards rendered per step (see `useGradualCount`): a page has up to 50 records. */
const CARDS_PER_STEP = 10;

/** The records of one page as cards (phones), rendered a few at a time. */
export function RecordCards({
  records,
  zone,
  empty,
  detailLink,
  footer,
}: {
  records: LogRecord[];
  zone: string;
  empty: ReactNode;
  detailLink: (id: number) => DetailLink;
  /** Under the cards once they are all there (the pager): it never moves while they come in. */
  footer?: ReactNode;
}) {
  const count = useGradualCount(records.length, CARDS_PER_STEP);
  // Made once per page of records: a step that adds cards leaves those shown as they are.
  const cards = useMemo(
    () =>
      records.map((record) => (
        <RecordCard key={record.id} record={record} zone={zone} link={detailLink(record.id)} />
      )),
    [records, zone, detailLink],
  );
  if (records.length === 0)
    return (
      <>
        <Box sx={{ minHeight: 160 }}>{empty}</Box>
        {footer}
      </>
    );
  return (
    <>
      <Box
        component="ul"
        aria-label="Records"
        sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}
      >
        {cards.slice(0, count)}
      </Box>
      {count >= records.length ? footer : null}
    </>
  );
}
