import AccountBalanceWalletOutlined from '@mui/icons-material/AccountBalanceWalletOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatUsd, guestSessionRefusal, toCents } from '@vanbid/domain';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { PageLoader } from '../../../components/page-loader';
import { PageTitle } from '../../../components/page-title';
import { paths } from '../../../config/paths';
import { usePaymentMethods } from '../../../lib/api/payment-methods';
import { useBalance } from '../../../lib/api/wallet';
import { errorMessage } from '../../../lib/api-error';
import { useSession } from '../../../lib/session';
import { useCan, useIsSupportSession } from '../../../lib/use-can';
import { AddFundsDialog } from '../components/add-funds-dialog';
import { AutoRechargeCard } from '../components/auto-recharge-card';
import { CashOutDialog } from '../components/cash-out-dialog';
import { WalletHistory } from '../components/wallet-history';
import { WelcomeDialog } from '../components/welcome-dialog';

/** `/wallet`: balance, add funds, cash out, auto-recharge and the latest movements. */
export function WalletPage() {
  const canMoveMoney = useCan('move_money');
  const isSupportSession = useIsSupportSession();
  const globalId = useSession()?.globalId ?? 0;
  const balance = useBalance(globalId);
  const methods = usePaymentMethods();
  const { enqueueSnackbar } = useSnackbar();
  const [dialog, setDialog] = useState<'add' | 'cashOut' | null>(null);
  const list = methods.data?.paymentMethods ?? [];
  const close = (message?: string) => {
    if (message) enqueueSnackbar(message, { variant: 'success' });
    setDialog(null);
  };

  return (
    <>
      <PageTitle subtitle="Your campaigns pay for calls and leads from this balance.">Wallet</PageTitle>
      <WelcomeDialog />
      {balance.isPending ? <PageLoader /> : null}
      {balance.isError ? <Alert severity="error">{errorMessage(balance.error)}</Alert> : null}
      {balance.data ? (
        <Card component="section" aria-labelledby="wallet-balance-title">
          <CardContent sx={{ display: 'flex', gap: 3, alignItems: 'center', flexWrap: 'wrap' }}>
            <AccountBalanceWalletOutlined color="primary" sx={{ fontSize: 48 }} aria-hidden />
            <Stack sx={{ flexGrow: 1 }}>
              <Typography variant="body2" color="text.secondary" id="wallet-balance-title">
                Balance
              </Typography>
              <Typography variant="h1" component="p" aria-live="polite" data-testid="wallet-balance">
                {formatUsd(toCents(balance.data.balance))}
              </Typography>
            </Stack>
            {canMoveMoney ? null : (
              <Typography variant="body2" color="text.secondary" data-testid="money-role-note">
                {isSupportSession
                  ? guestSessionRefusal('move_money')
                  : 'Only the owner or an account manager can add funds or cash out.'}
              </Typography>
            )}
            <Stack direction="row" spacing={1} sx={{ display: canMoveMoney ? undefined : 'none' }}>
              <Button variant="contained" onClick={() => setDialog('add')} disabled={list.length === 0}>
                Add funds
              </Button>
              <Button
                variant="outlined"
                onClick={() => setDialog('cashOut')}
                disabled={list.length === 0 || balance.data.balance === 0}
              >
                Cash out
              </Button>
            </Stack>
          </CardContent>
          {methods.isSuccess && list.length === 0 ? (
            <Alert
              severity="info"
              action={
                canMoveMoney ? (
                  <Button component={RouterLink} to={paths.addCard.build()} color="inherit" size="small">
                    Add a payment method
                  </Button>
                ) : null
              }
            >
              Add a card or bank account to fund your wallet.
            </Alert>
          ) : null}
        </Card>
      ) : null}
      {balance.data ? (
        <AutoRechargeCard
          key={JSON.stringify(balance.data.recharge)}
          settings={balance.data.recharge}
          canChange={canMoveMoney}
        />
      ) : null}
      <WalletHistory />
      {dialog === 'add' ? <AddFundsDialog methods={list} onClose={close} /> : null}
      {dialog === 'cashOut' && balance.data ? (
        <CashOutDialog balance={balance.data.balance} methods={list} onClose={close} />
      ) : null}
    </>
  );
}
