import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import type { PaymentMethod } from '@vanbid/contract';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { PageTitle } from '../../../components/page-title';
import { paths } from '../../../config/paths';
import { BankAccountForm } from '../components/bank-account-form';
import { CardForm } from '../components/card-form';
import { methodTitle } from '../lib/method-label';

/** `/add-card`: a card or a bank account, tokenized by the payment processor, then saved. */
export function AddCardPage() {
  const [tab, setTab] = useState<'card' | 'bank'>('card');
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
        <Tabs value={tab} onChange={(_event, value) => setTab(value)} aria-label="Kind of payment method">
          <Tab value="card" label="Card" id="tab-card" aria-controls="panel-card" />
          <Tab value="bank" label="Bank account" id="tab-bank" aria-controls="panel-bank" />
        </Tabs>
        <CardContent
          role="tabpanel"
          id={`panel-${tab}`}
          aria-labelledby={`tab-${tab}`}
          sx={{ p: { xs: 2.5, sm: 3 } }}
        >
          {tab === 'card' ? <CardForm onSaved={onSaved} /> : <BankAccountForm onSaved={onSaved} />}
        </CardContent>
      </Card>
    </>
  );
}
