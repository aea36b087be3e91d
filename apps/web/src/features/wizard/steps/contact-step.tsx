import { AuthorizedContactForm, contactFormValues } from '../../../components/authorized-contact-form';
import { useContacts, useSaveContact } from '../api/setup-steps';
import { StepCard } from '../components/step-card';

/** `/wizard/2`: who Vanbid talks to about the account (the first saved contact, to change). */
export function ContactStep({ onDone }: { onDone: () => unknown }) {
  const contacts = useContacts();
  const save = useSaveContact();
  const first = contacts.data?.[0];
  return (
    <StepCard title="Contact info" subtitle="Step 2 — the person we contact about this account.">
      <AuthorizedContactForm
        label="Contact info"
        initial={first ? contactFormValues(first) : undefined}
        onSubmit={(values) => save.mutateAsync(values).then(onDone)}
        isSaving={save.isPending}
        error={save.error}
        submitLabel="Save and continue"
      />
    </StepCard>
  );
}
