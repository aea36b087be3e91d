import CardContent from '@mui/material/CardContent';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import type { PaymentMethod } from '@vanbid/contract';
import { useState } from 'react';
import { BankAccountForm } from './bank-account-form';
import { CardForm } from './card-form';

/** A card or a US bank account, tokenized by the payment processor, then saved (`/add-card`, the wizard). */
export function PaymentMethodTabs({ onSaved }: { onSaved: (method: PaymentMethod) => void }) {
  const [tab, setTab] = useState<'card' | 'bank'>('card');
  return (
    <>
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
    </>
  );
}
