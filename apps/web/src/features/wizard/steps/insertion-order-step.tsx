import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { StepCard } from '../components/step-card';
import { DocumentSigning } from './document-step';

/** `/wizard/4`: the insertion order, with the company's details, signed. */
export function InsertionOrderStep({ isSigned, onDone }: { isSigned: boolean; onDone: () => unknown }) {
  return (
    <StepCard
      title="Insertion order"
      subtitle="Step 4 — what you buy from the marketplace and how it is priced and billed."
    >
      {isSigned ? (
        <Alert
          severity="success"
          action={
            <Button color="inherit" onClick={onDone}>
              Continue
            </Button>
          }
        >
          You signed the insertion order. You can download it from your profile.
        </Alert>
      ) : (
        <DocumentSigning kind="insertion-order" onDone={onDone} />
      )}
    </StepCard>
  );
}
