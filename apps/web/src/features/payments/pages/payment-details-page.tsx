import AddOutlined from '@mui/icons-material/AddOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { PaymentMethod } from '@vanbid/contract';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { PageLoader } from '../../../components/page-loader';
import { PageTitle } from '../../../components/page-title';
import { paths } from '../../../config/paths';
import { useChangePrimary, usePaymentMethods } from '../../../lib/api/payment-methods';
import { errorMessage } from '../../../lib/api-error';
import { methodTitle } from '../../../lib/payment-method-label';
import { useCan } from '../../../lib/use-can';
import { DeleteMethodDialog } from '../components/delete-method-dialog';
import { EditMethodDialog } from '../components/edit-method-dialog';
import { PaymentMethodCard } from '../components/payment-method-card';

type Action = { kind: 'edit' | 'delete'; method: PaymentMethod } | null;

/** `/paymentdetails`: the saved payment options, the primary first. */
export function PaymentDetailsPage() {
  const canMoveMoney = useCan('move_money');
  const methods = usePaymentMethods();
  const changePrimary = useChangePrimary();
  const { enqueueSnackbar } = useSnackbar();
  const [action, setAction] = useState<Action>(null);
  const list = methods.data?.paymentMethods ?? [];

  const makePrimary = (method: PaymentMethod) =>
    changePrimary.mutate(method.payment_method_id, {
      onSuccess: () =>
        enqueueSnackbar(`${methodTitle(method)} is now your primary method`, { variant: 'success' }),
      onError: (error) => enqueueSnackbar(errorMessage(error), { variant: 'error' }),
    });

  return (
    <>
      <Box sx={{ display: 'flex', gap: 2, justifyContent: 'space-between', flexWrap: 'wrap' }}>
        <PageTitle subtitle="Cards and bank accounts that fund your wallet. The primary one is charged first.">
          Saved payment options
        </PageTitle>
        {canMoveMoney ? (
          <Button
            variant="contained"
            component={RouterLink}
            to={paths.addCard.build()}
            startIcon={<AddOutlined />}
          >
            Add payment method
          </Button>
        ) : null}
      </Box>
      {methods.isPending ? <PageLoader /> : null}
      {methods.isError ? <Alert severity="error">{errorMessage(methods.error)}</Alert> : null}
      {methods.isSuccess && list.length === 0 ? (
        <Card>
          <CardContent>
            <Typography>No payment method yet. Add a card or a bank account to fund your wallet.</Typography>
          </CardContent>
        </Card>
      ) : null}
      <Stack component="ul" spacing={2} sx={{ p: 0, m: 0 }} aria-label="Saved payment methods">
        {list.map((method) => (
          <PaymentMethodCard
            key={method.payment_method_id}
            method={method}
            isBusy={changePrimary.isPending}
            canChange={canMoveMoney}
            onMakePrimary={() => makePrimary(method)}
            onEdit={() => setAction({ kind: 'edit', method })}
            onDelete={() => setAction({ kind: 'delete', method })}
          />
        ))}
      </Stack>
      {action?.kind === 'edit' ? (
        <EditMethodDialog method={action.method} onClose={() => setAction(null)} />
      ) : null}
      {action?.kind === 'delete' ? (
        <DeleteMethodDialog
          method={action.method}
          others={list.filter((other) => other.payment_method_id !== action.method.payment_method_id)}
          onClose={(deleted) => {
            if (deleted) enqueueSnackbar(`${methodTitle(action.method)} was deleted`, { variant: 'success' });
            setAction(null);
          }}
        />
      ) : null}
    </>
  );
}
