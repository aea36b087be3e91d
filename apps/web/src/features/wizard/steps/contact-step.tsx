import Alert from '@mui/material/Alert';
import { guestSessionRefusal } from '@vanbid/domain';
import { AuthorizedContactForm, contactFormValues } from '../../../components/authorized-contact-form';
import { useIsSupportSession, useRoleGrants } from '../../../lib/use-can';
import { useContacts, useSaveContact } from '../api/setup-steps';
import { StepCard } from '../components/step-card';

/** `/wizard/2`: who Vanbid talks to about the account (the first saved contact, to change). */
export function ContactStep({ onDone }: { onDone: () => unknown }) {
  const contacts = useContacts();
  const save = useSaveContact();
  const first = contacts.data?.[0];
  const { roles } = useRoleGrants();
  const isSupportSession = useIsSupportSession();
  return (
    <StepCard title="Contact info" subtitle="Step 2 — the person we contact about this account.">
      {isSupportSession ? (
        <Alert severity="info">{guestSessionRefusal('manage_team')}</Alert>
      ) : (
        <AuthorizedContactForm
          contactTypes={roles}
          label="Contact info"
          initial={first ? contactFormValues(first) : undefined}
          onSubmit={(values) => save.mutateAsync(values).then(onDone)}
          isSaving={save.isPending}
          error={save.error}
          submitLabel="Save and continue"
        />
      )}
    </StepCard>
  );
}
