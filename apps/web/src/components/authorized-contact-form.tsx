import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import {
  type AuthorizedContact,
  type AuthorizedContactInput,
  authorizedContactInput,
} from '@vanbid/contract';
import type { ContactType } from '@vanbid/domain';
import type { ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { errorMessage } from '../lib/api-error';
import { showServerFieldErrors } from '../lib/server-fields';
import { ControlledTextField } from './controlled-text-field';

const EMPTY: AuthorizedContactInput = {
  authorizedContactFirstName: '',
  authorizedContactLastName: '',
  authorizedContactPhoneNumber: '',
  authorizedContactEmail: '',
  authorizedContactType: 'Owner',
  authorizedOtherContact: '',
};

/** The form's values for a saved contact. */
export function contactFormValues(contact: AuthorizedContact): AuthorizedContactInput {
  return {
    authorizedContactFirstName: contact.firstName,
    authorizedContactLastName: contact.lastName,
    authorizedContactPhoneNumber: contact.phoneNumber ?? '',
    authorizedContactEmail: contact.email,
    authorizedContactType: contact.contactType as AuthorizedContactInput['authorizedContactType'],
    authorizedOtherContact: contact.otherContact ?? '',
  };
}

interface AuthorizedContactFormProps {
  /** The saved contact's values (editing), or none (adding). */
  initial?: AuthorizedContactInput;
  /** Saves; a rejection's field errors land under the fields. */
  onSubmit: (values: AuthorizedContactInput) => Promise<unknown>;
  isSaving: boolean;
  error: unknown;
  submitLabel: string;
  /** Beside the submit button (Cancel). */
  secondaryAction?: ReactNode;
  label: string;
  /** The contact types offered: those the signed-in member may give (docs/product.md §1, "Roles"). */
  contactTypes: readonly ContactType[];
}

/** An authorized contact: name, phone, e-mail and contact type (the wizard and settings). */
export function AuthorizedContactForm({
  initial,
  onSubmit,
  isSaving,
  error,
  submitLabel,
  secondaryAction,
  label,
  contactTypes,
}: AuthorizedContactFormProps) {
  const { control, handleSubmit, setError } = useForm<AuthorizedContactInput>({
    resolver: zodResolver(authorizedContactInput) as never,
    values: initial ?? { ...EMPTY, authorizedContactType: contactTypes[0] ?? EMPTY.authorizedContactType },
    mode: 'onTouched',
  });
  const type = useWatch({ control, name: 'authorizedContactType' });
  const submit = handleSubmit((values) =>
    onSubmit(values).catch((failure: unknown) => showServerFieldErrors(failure, setError)),
  );
  return (
    <Box component="form" onSubmit={submit} noValidate aria-label={label} sx={{ display: 'grid', gap: 1 }}>
      {error ? <Alert severity="error">{errorMessage(error)}</Alert> : null}
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
          {contactTypes.map((contactType) => (
            <MenuItem key={contactType} value={contactType}>
              {contactType}
            </MenuItem>
          ))}
        </ControlledTextField>
        {type === 'Other' ? (
          <ControlledTextField control={control} name="authorizedOtherContact" label="Role (for Other)" />
        ) : null}
      </Box>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button type="submit" variant="contained" size="large" disabled={isSaving}>
          {isSaving ? 'Saving…' : submitLabel}
        </Button>
        {secondaryAction}
      </Box>
    </Box>
  );
}
