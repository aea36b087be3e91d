import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import { guestSessionRefusal, roleGrantRefusal } from '@vanbid/domain';
import { useSnackbar } from 'notistack';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { AuthorizedContactForm, contactFormValues } from '../../../components/authorized-contact-form';
import { PageLoader } from '../../../components/page-loader';
import { PageTitle } from '../../../components/page-title';
import { paths } from '../../../config/paths';
import { useCan, useIsSupportSession, useRoleGrants } from '../../../lib/use-can';
import { useAuthorizedContacts, useContactWrites } from '../api/contacts';

/**
 * `/add-auth-contact` and `/add-auth-contact-settings`: adds an authorized contact, or changes the
 * one of `?id=`; then back where the user came from (the contact list, or settings).
 */
export function ContactFormPage({ from }: { from: 'contacts' | 'settings' }) {
  const back = from === 'settings' ? paths.settings.build() : paths.selectAuthContact.build();
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const canManage = useCan('manage_team');
  const isSupportSession = useIsSupportSession();
  const { contactType, roles, canGrant } = useRoleGrants();
  const contacts = useAuthorizedContacts();
  const { add, update } = useContactWrites();
  const id = Number(useSearchParams()[0].get('id')) || null;
  const editing = id ? contacts.data?.find((contact) => contact._id === id) : undefined;
  const cancel = (
    <Button component={Link} to={back} size="large">
      Cancel
    </Button>
  );
  let body = null;
  if (!canManage)
    body = (
      <Alert severity="info">
        {isSupportSession
          ? guestSessionRefusal('manage_team')
          : 'Only the company’s owners and managers can change authorized contacts.'}
      </Alert>
    );
  else if (id && contacts.isPending) body = <PageLoader />;
  else if (id && !editing)
    body = (
      <Alert severity="warning" action={cancel}>
        This contact no longer exists. It may have been removed.
      </Alert>
    );
  else if (editing && !canGrant(editing.contactType))
    body = (
      <Alert severity="info" action={cancel}>
        {roleGrantRefusal(contactType, editing.contactType)}
      </Alert>
    );
  else {
    const mutation = editing ? update : add;
    body = (
      <AuthorizedContactForm
        contactTypes={roles}
        label={editing ? 'Change the contact' : 'New contact'}
        initial={editing ? contactFormValues(editing) : undefined}
        onSubmit={(values) =>
          (editing ? update.mutateAsync({ id: editing._id, body: values }) : add.mutateAsync(values)).then(
            () => {
              enqueueSnackbar(editing ? 'Contact saved' : 'Contact added', { variant: 'success' });
              void navigate(back);
            },
          )
        }
        isSaving={mutation.isPending}
        error={mutation.error}
        submitLabel={editing ? 'Save' : 'Add contact'}
        secondaryAction={cancel}
      />
    );
  }
  return (
    <>
      <PageTitle subtitle="Named on the insertion order; we contact them about the account.">
        {id ? 'Change an authorized contact' : 'Add an authorized contact'}
      </PageTitle>
      <Card>
        <CardContent sx={{ p: { xs: 2.5, sm: 3 } }}>{body}</CardContent>
      </Card>
    </>
  );
}

/** `/add-auth-contact`: back to the contact list. */
export const AddAuthContactPage = () => <ContactFormPage from="contacts" />;
/** `/add-auth-contact-settings`: back to settings. */
export const AddAuthContactSettingsPage = () => <ContactFormPage from="settings" />;
