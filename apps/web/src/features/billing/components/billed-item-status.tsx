import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { BILLED_ITEM_STATUS_LABELS, type BilledItem } from '@vanbid/contract';

const COLORS = { succeeded: 'success', failed: 'error', pending: 'default' } as const;

/** The item's status; a failed one says why ("The card was declined"): no money moved. */
export function BilledItemStatus({ item }: { item: BilledItem }) {
  return (
    <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
      <Chip
        size="small"
        label={BILLED_ITEM_STATUS_LABELS[item.status]}
        color={COLORS[item.status]}
        variant="outlined"
      />
      {item.status === 'failed' && item.failure_reason ? (
        <Typography variant="caption" color="error.main">
          {item.failure_reason}
        </Typography>
      ) : null}
    </Stack>
  );
}
