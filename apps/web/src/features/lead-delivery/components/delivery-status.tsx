import Chip from '@mui/material/Chip';
import type { LeadDelivery } from '@vanbid/contract';

const LOOK = {
  delivered: { label: 'Delivered', color: 'success' },
  pending: { label: 'Retrying', color: 'warning' },
  failed: { label: 'Failed', color: 'error' },
} as const;

export function DeliveryStatusChip({ delivery }: { delivery: Pick<LeadDelivery, 'status' | 'attempts'> }) {
  const look = LOOK[delivery.status];
  const label = delivery.status === 'pending' && delivery.attempts === 0 ? 'Sending' : look.label;
  return <Chip size="small" color={look.color} variant="outlined" label={label} />;
}

/** `0.8 s`, `12 s`, `3 min`, `2 h`. */
export function formatDuration(ms: number | null): string {
  if (ms === null) return '—';
  if (ms < 10_000) return `${(ms / 1000).toFixed(1)} s`;
  if (ms < 120_000) return `${Math.round(ms / 1000)} s`;
  if (ms < 7_200_000) return `${Math.round(ms / 60_000)} min`;
  return `${Math.round(ms / 3_600_000)} h`;
}

/** What the last attempt said: the HTTP status, or the error. */
export const lastAnswer = (delivery: Pick<LeadDelivery, 'lastStatusCode' | 'lastError' | 'kind'>) =>
  delivery.lastError ??
  (delivery.lastStatusCode ? `HTTP ${delivery.lastStatusCode}` : delivery.kind === 'email' ? 'Sent' : '—');
