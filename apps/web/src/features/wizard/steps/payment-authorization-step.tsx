import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { PaymentMethodTabs } from '../../../components/payment-method-forms/payment-method-tabs';
import { RoleNote } from '../../../components/role-note';
import { usePaymentMethods } from '../../../lib/api/payment-methods';
import { methodTitle } from '../../../lib/payment-method-label';
import { useCan } from '../../../lib/use-can';
import { useMetaRefresh } from '../api/setup-steps';
import { StepCard } from '../components/step-card';
import { DocumentSigning } from './document-step';

/** `/wizard/5`: a card or bank account to pay from, then the signed payment authorization. */
export function PaymentAuthorizationStep({ isSigned, onDone }: { isSigned: boolean; onDone: () => unknown }) {
  const methods = usePaymentMethods();
  const refresh = useMetaRefresh();
  const saved = methods.data?.paymentMethods ?? [];
  const canMoveMoney = useCan('move_money');
  return (
    <StepCard
      title="Payment authorization"
      subtitle="Step 5 — how you fund your wallet, and your authorization to charge it."
    >
      {methods.isPending ? <CircularProgress aria-label="Loading payment methods" /> : null}
      {methods.data && saved.length === 0 && !canMoveMoney ? (
        <RoleNote permission="move_money" action="add payment methods" />
      ) : null}
      {methods.data && saved.length === 0 && canMoveMoney ? (
        <>
          <Typography>
            Add a card or a US bank account. Card numbers go straight to the payment processor.
          </Typography>
          <Card variant="outlined">
            <PaymentMethodTabs onSaved={() => void refresh()} />
          </Card>
        </>
      ) : null}
      {saved.length > 0 ? (
        <Alert severity="success">
          You pay from {saved.map(methodTitle).join(', ')}. You can add or change methods later in Payment
          options.
        </Alert>
      ) : null}
      {saved.length > 0 && isSigned ? (
        <Box>
          <Alert severity="success" sx={{ mb: 2 }}>
            You signed the payment authorization.
          </Alert>
          <Button variant="contained" onClick={onDone}>
            Continue
          </Button>
        </Box>
      ) : null}
      {saved.length > 0 && !isSigned ? (
        <DocumentSigning kind="payment-authorization" onDone={onDone} />
      ) : null}
    </StepCard>
  );
}
