import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { chargedLabel, friendlyDateTime } from '@vanbid/domain';
import type { ReactNode } from 'react';
import { useGradualCount } from '../../../hooks/use-gradual-count';
import type { LogRecord } from '../api/records';
import { formatPayout, personOf } from './records-columns';

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

/** One record under 600 px: time, who, campaign, payout and charged, without sideways scrolling. */
export function RecordCard({ record, zone }: { record: LogRecord; zone: string }) {
  return (
    <Card component="li" variant="outlined" aria-label={`${personOf(record)}, ${record.campaign_name}`}>
      <CardContent sx={{ p: 1.5, '&:last-child': { pb: 1.5 } }}>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
          <Typography variant="body2" color="text.secondary">
            {friendlyDateTime(record.time_created, zone)}
          </Typography>
          <Typography variant="body2" sx={{ fontWeight: 700 }} data-testid="record-payout">
            {formatPayout(record.payout)}
          </Typography>
        </Box>
        <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{personOf(record)}</Typography>
        <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1, m: 0, mt: 1 }}>
          <Field label="Campaign">{record.campaign_name}</Field>
          <Field label="Charged">
            <span data-testid="record-charged">{chargedLabel(record)}</span>
          </Field>
        </Box>
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
}: {
  records: LogRecord[];
  zone: string;
  empty: ReactNode;
}) {
  const count = useGradualCount(records.length, CARDS_PER_STEP);
  if (records.length === 0) return <Box sx={{ minHeight: 160 }}>{empty}</Box>;
  return (
    <Box component="ul" aria-label="Records" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
      {records.slice(0, count).map((record) => (
        <RecordCard key={record.id} record={record} zone={zone} />
      ))}
    </Box>
  );
}
