import Button from '@mui/material/Button';
import { Link } from 'react-router';
import { paths } from '../config/paths';

/** Why the wallet stops sales: empty, too low for the next purchase, or null when it is fine. */
export type WalletShortfall = 'empty' | 'short' | null;

/** "Your wallet is empty, so no calls are sold." */
export function shortfallSentence(shortfall: 'empty' | 'short', noun: string): string {
  return shortfall === 'empty'
    ? `Your wallet is empty, so no ${noun} are sold.`
    : `Your wallet cannot pay for the next purchase, so no ${noun} are sold.`;
}

/** The way out of an empty wallet. */
export function AddFundsButton() {
  return (
    <Button component={Link} to={paths.wallet.build()} variant="contained" size="small">
      Add funds
    </Button>
  );
}
