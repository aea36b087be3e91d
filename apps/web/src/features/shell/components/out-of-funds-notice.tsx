import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useBalance } from '../../../lib/api/wallet';
import { useSession } from '../../../lib/session';

/** The header's out-of-funds notice: an active campaign cannot pay for its next lead or call. */
export function OutOfFundsNotice() {
  const session = useSession();
  const { data } = useBalance(session?.globalId ?? 0);
  if (!session || !data?.is_out_of_funds) return null;
  return (
    <Alert
      severity="warning"
      action={
        <Button
          component={Link}
          to={paths.wallet.build()}
          color="inherit"
          size="small"
          sx={{ fontWeight: 700 }}
        >
          Add funds
        </Button>
      }
    >
      Your wallet is out of funds. Campaigns stop buying calls and leads until you add money.
    </Alert>
  );
}
