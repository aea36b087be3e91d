import Card from '@mui/material/Card';
import type { PaymentMethod } from '@vanbid/contract';
import { useSnackbar } from 'notistack';
import { useNavigate } from 'react-router';
import { PageTitle } from '../../../components/page-title';
import { PaymentMethodTabs } from '../../../components/payment-method-forms/payment-method-tabs';
import { paths } from '../../../config/paths';
import { methodTitle } from '../../../lib/payment-method-label';

/** `/add-card`: a card or a bank account, tokenized by the payment processor, then saved. */
export function AddCardPage() {
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
      <Card sx={{ maxWidth: 640 }}>
        <PaymentMethodTabs onSaved={onSaved} />
      </Card>
    </>
  );
}
