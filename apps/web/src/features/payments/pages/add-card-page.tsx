import Card from '@mui/material/Card';
import type { PaymentMethod } from '@vanbid/contract';
import { useSnackbar } from 'notistack';
import { useNavigate } from 'react-router';
import { PageTitle } from '../../../components/page-title';
import { PaymentMethodTabs } from '../../../components/payment-method-forms/payment-method-tabs';
import { RoleNote } from '../../../components/role-note';
import { paths } from '../../../config/paths';
import { methodTitle } from '../../../lib/payment-method-label';
import { useCan } from '../../../lib/use-can';

/** `/add-card`: a card or a bank account, tokenized by the payment processor, then saved. */
export function AddCardPage() {
  const canMoveMoney = useCan('move_money');
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const onSaved = (method: PaymentMethod) => {
    enqueueSnackbar(`${methodTitle(method)} was saved`, { variant: 'success' });
    void navigate(paths.paymentDetails.build());
  };
  return (
    <>
      <PageTitle subtitle="Add a card or a US bank account to fund your wallet.">
        Add a payment method
      </PageTitle>
      {canMoveMoney ? (
        <Card sx={{ maxWidth: 640 }}>
          <PaymentMethodTabs onSaved={onSaved} />
        </Card>
      ) : (
        <RoleNote permission="move_money" action="add payment methods" />
      )}
    </>
  );
}
