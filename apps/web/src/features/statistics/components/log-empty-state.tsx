import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  AddFundsButton,
  shortfallSentence,
  type WalletShortfall,
} from '../../../components/wallet-shortfall';

/**
 * What an empty log or dashboard says: an out-of-funds account is told its wallet is why, with
 * Add funds (issue #17), instead of blaming filters nobody set.
 */
export function LogEmptyState({
  noun,
  shortfall,
  filtered = true,
}: {
  noun: string;
  shortfall: WalletShortfall;
  /** False on a dashboard: no filters to blame, and the page already says what the wallet does. */
  filtered?: boolean;
}) {
  if (!filtered)
    return (
      <Box sx={{ display: 'grid', placeItems: 'center', height: '100%', p: 3 }}>
        <Typography color="text.secondary">No {noun} in this period.</Typography>
      </Box>
    );
  return (
    <Box
      sx={{ display: 'grid', placeItems: 'center', alignContent: 'center', gap: 1.5, height: '100%', p: 3 }}
    >
      <Typography color="text.secondary" sx={{ textAlign: 'center' }}>
        {shortfall ? shortfallSentence(shortfall, noun) : `No ${noun} match these filters in this period.`}
      </Typography>
      {shortfall ? <AddFundsButton /> : null}
    </Box>
  );
}
