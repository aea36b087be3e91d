import Chip from '@mui/material/Chip';
import type { ReturnRequest } from '@vanbid/contract';
import { formatUsd, toCents } from '@vanbid/domain';

/** What became of an item's return, in a word or three: credited, waiting or refused. */
export function returnStatusWords(item: Pick<ReturnRequest, 'status' | 'amount'>): string {
  if (item.status === 'approved') return `Returned — credited ${formatUsd(toCents(item.amount))}`;
  if (item.status === 'pending') return 'Return waiting for review';
  return 'Return refused';
}

export function ReturnStatusChip({ item }: { item: ReturnRequest }) {
  const color = item.status === 'approved' ? 'success' : item.status === 'pending' ? 'warning' : 'default';
  return (
    <Chip
      size="small"
      color={color}
      label={returnStatusWords(item)}
      title={item.decision ?? undefined}
      variant={item.status === 'refused' ? 'outlined' : 'filled'}
    />
  );
}
