import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useQueryClient } from '@tanstack/react-query';
import { nextRouteStep, WIZARD_ROUTES } from '@vanbid/domain';
import { type ReactNode, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { PageLoader } from '../../../components/page-loader';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-error';
import { useSession } from '../../../lib/session';
import { useCanMakeCustomerActs } from '../../../lib/use-can';
import { useResetAccount } from '../api/setup-steps';
import { WhatYouNeed } from '../components/what-you-need';
import { WizardLayout } from '../components/wizard-layout';
import { WizardMenu } from '../components/wizard-menu';
import { loadSetupState, type SetupState, useSetupState } from '../lib/setup-state';
import { setUpItems } from '../lib/wizard-steps';
import { CompanyStep } from '../steps/company-step';
import { ContactStep } from '../steps/contact-step';
import { DoneStep } from '../steps/done-step';
import { IdVerificationStep } from '../steps/id-verification-step';
import { InitialPaymentStep } from '../steps/initial-payment-step';
import { InsertionOrderStep } from '../steps/insertion-order-step';
import { PaymentAuthorizationStep } from '../steps/payment-authorization-step';

function stepView(step: number, state: SetupState, onDone: () => void | Promise<void>): ReactNode {
  const hasOtherSteps = nextRouteStep(step, state.flags, state) !== step;
  switch (step) {
    case WIZARD_ROUTES.company:
      return <CompanyStep onDone={onDone} />;
    case WIZARD_ROUTES.contact:
      return <ContactStep onDone={onDone} />;
    case WIZARD_ROUTES.idVerification:
      return <IdVerificationStep onDone={onDone} hasOtherSteps={hasOtherSteps} />;
    case WIZARD_ROUTES.insertionOrder:
      return <InsertionOrderStep isSigned={state.flags.signed_insertion_order} onDone={onDone} />;
    case WIZARD_ROUTES.paymentAuthorization:
      return <PaymentAuthorizationStep isSigned={state.flags.signed_payment_authorization} onDone={onDone} />;
    case WIZARD_ROUTES.initialPayment:
      return <InitialPaymentStep onDone={onDone} />;
    default:
      return <DoneStep items={setUpItems(state)} />;
  }
}

/** Starting over: every setup flag cleared after a confirmation (saved answers stay). */
function StartOver({ onDone }: { onDone: () => unknown }) {
  const [isOpen, setOpen] = useState(false);
  const reset = useResetAccount();
  return (
    <>
      <Button size="small" color="inherit" onClick={() => setOpen(true)}>
        Start setup over
      </Button>
      <Dialog open={isOpen} onClose={() => setOpen(false)} aria-labelledby="start-over-title">
        <DialogTitle id="start-over-title">Start the setup over?</DialogTitle>
        <DialogContent>
          <DialogContentText>
            You will check your company and contact details again and sign both documents again. What is still
            valid stays: a verified ID, your saved payment methods, an initial payment you made, and your
            wallet.
          </DialogContentText>
          {reset.isError ? <Alert severity="error">{errorMessage(reset.error)}</Alert> : null}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>Cancel</Button>
          <Button
            color="error"
            variant="contained"
            disabled={reset.isPending}
            onClick={() =>
              reset.mutate(undefined, {
                onSuccess: () => {
                  setOpen(false);
                  onDone();
                },
              })
            }
          >
            Start over
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}

/** `/wizard/:step` (1–7): the setup wizard (docs/product.md §3); the loader already sent the user to a step they may open. */
export function WizardPage() {
  const step = Number(useParams().step);
  const session = useSession();
  const setup = useSetupState(session?.globalId ?? 0);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  // Starting over is the customer's own act: a Vanbid support session is not offered it.
  const canStartOver = useCanMakeCustomerActs();
  if (!setup) return <PageLoader />;
  const goTo = (target: number) => void navigate(paths.wizard.build(target));
  // The flags the step just earned (the step's mutation refreshed them) choose where to go.
  const onDone = async (): Promise<void> => {
    const fresh = await loadSetupState(queryClient, session?.globalId ?? 0);
    goTo(nextRouteStep(step, fresh.flags, fresh));
  };
  return (
    <WizardLayout menu={<WizardMenu flags={setup.flags} state={setup} current={step} onOpen={goTo} />}>
      <Box sx={{ display: 'grid', gap: 1.5 }}>
        {step === WIZARD_ROUTES.company && !setup.flags.company_info ? <WhatYouNeed context={setup} /> : null}
        {stepView(step, setup, onDone)}
        {setup.isContactInvitee || step === WIZARD_ROUTES.done || !canStartOver ? null : (
          <Box sx={{ justifySelf: 'end' }}>
            <StartOver onDone={() => goTo(1)} />
          </Box>
        )}
      </Box>
    </WizardLayout>
  );
}
