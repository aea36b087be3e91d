import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import { type AuthorizedContactInput, authorizedContactInput } from '@vanbid/contract';
import { CONTACT_TYPES } from '@vanbid/domain';
import { useEffect } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { errorMessage } from '../../../lib/api-error';
import { useContacts, useSaveContact } from '../api/setup-steps';
import { ControlledTextField } from '../components/controlled-text-field';
import { StepCard } from '../components/step-card';
import { showServerFieldErrors } from '../lib/server-fields';

const EMPTY: AuthorizedContactInput = {
  authorizedContactFirstName: '',
  authorizedContactLastName: '',
  authorizedContactPhoneNumber: '',
  authorizedContactEmail: '',
  authorizedContactType: 'Owner',
  authorizedOtherContact: '',
};

/** `/wizard/2`: who Vanbid talks to about the account. */
export function ContactStep({ onDone }: { onDone: () => unknown }) {
  const contacts = useContacts();
  const save = useSaveContact();
  const { control, handleSubmit, reset, setError } = useForm<AuthorizedContactInput>({
    resolver: zodResolver(authorizedContactInput) as never,
    defaultValues: EMPTY,
    mode: 'onTouched',
  });
  useEffect(() => {
    const first = contacts.data?.[0];
    if (first)
      reset({
        authorizedContactFirstName: first.firstName,
        authorizedContactLastName: first.lastName,
        authorizedContactPhoneNumber: first.phoneNumber ?? '',
        authorizedContactEmail: first.email,
        authorizedContactType: first.contactType as AuthorizedContactInput['authorizedContactType'],
        authorizedOtherContact: first.otherContact ?? '',
      });
  }, [contacts.data, reset]);
  const type = useWatch({ control, name: 'authorizedContactType' });
  const onSubmit = handleSubmit((values) =>
    save.mutate(values, { onSuccess: onDone, onError: (error) => showServerFieldErrors(error, setError) }),
  );
  return (
    <StepCard title="Contact info" subtitle="Step 2 — the person we contact about this account.">
      <Box
        component="form"
        onSubmit={onSubmit}
        noValidate
        aria-label="Contact info"
        sx={{ display: 'grid', gap: 1 }}
      >
        {save.isError ? <Alert severity="error">{errorMessage(save.error)}</Alert> : null}
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          <ControlledTextField
            control={control}
            name="authorizedContactFirstName"
            label="First name"
            autoComplete="given-name"
            required
          />
          <ControlledTextField
            control={control}
            name="authorizedContactLastName"
            label="Last name"
            autoComplete="family-name"
            required
          />
          <ControlledTextField
            control={control}
            name="authorizedContactPhoneNumber"
            label="Phone number"
            type="tel"
            autoComplete="tel"
            required
          />
          <ControlledTextField
            control={control}
            name="authorizedContactEmail"
            label="E-mail"
            type="email"
            autoComplete="email"
            required
          />
          <ControlledTextField
            control={control}
            name="authorizedContactType"
            label="Contact type"
            select
            required
          >
            {CONTACT_TYPES.map((contactType) => (
              <MenuItem key={contactType} value={contactType}>
                {contactType}
              </MenuItem>
            ))}
          </ControlledTextField>
          {type === 'Other' ? (
            <ControlledTextField control={control} name="authorizedOtherContact" label="Role (for Other)" />
          ) : null}
        </Box>
        <Box>
          <Button type="submit" variant="contained" size="large" disabled={save.isPending}>
            {save.isPending ? 'Saving…' : 'Save and continue'}
          </Button>
        </Box>
      </Box>
    </StepCard>
  );
}
