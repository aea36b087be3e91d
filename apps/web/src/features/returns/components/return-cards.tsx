import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { ReturnRequest } from '@vanbid/contract';
import { formatUsd, friendlyInstant, toCents } from '@vanbid/domain';
import type { ReactNode } from 'react';
import { ReturnStatusChip } from './return-status';
import { ReturnedItemLink } from './returns-table';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ minWidth: 0, gridColumn: label === 'Decision' ? '1 / -1' : undefined }}>
      <Typography variant="caption" color="text.secondary" component="dt">
        {label}
      </Typography>
      <Typography variant="body2" component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </Box>
  );
}

/** One return under 600 px: the item and its amount, its status, then the reason and the decision. */
function ReturnCard({ item, zone }: { item: ReturnRequest; zone: string }) {
  return (
    <Card
      component="li"
      variant="outlined"
      aria-label={`${item.kind === 'lead' ? 'Lead' : 'Call'} #${item.record_id}`}
    >
      <CardContent sx={{ p: 1.5, '&:last-child': { pb: 1.5 }, display: 'grid', gap: 1 }}>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
          <Box sx={{ minWidth: 0 }}>
            <Typography sx={{ fontWeight: 600 }}>
              <ReturnedItemLink item={item} />
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {item.campaign_name}
            </Typography>
          </Box>
          <Typography sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
            {formatUsd(toCents(item.amount))}
          </Typography>
        </Box>
        <Box>
          <ReturnStatusChip item={item} />
        </Box>
        <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1, m: 0 }}>
          <Field label="Reason">
            {item.reason_label}
            {item.note ? ` — ${item.note}` : ''}
          </Field>
          <Field label="Asked">{friendlyInstant(item.requested_at, zone)}</Field>
          <Field label="Decision">{item.decision ?? '—'}</Field>
          <Field label="Decided by">{item.decided_by ?? '—'}</Field>
        </Box>
      </CardContent>
    </Card>
  );
}

/** The returns as cards on phones, like the logs: nothing scrolls sideways. */
export function ReturnCards({ items, zone }: { items: ReturnRequest[]; zone: string }) {
  return (
    <Box component="ul" aria-label="Returns" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
      {items.map((item) => (
        <ReturnCard key={item.id} item={item} zone={zone} />
      ))}
    </Box>
  );
}
