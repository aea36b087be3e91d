import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import Alert from '@mui/material/Alert';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import type { AuthorizedContact } from '@vanbid/contract';
import { useState } from 'react';
import { Link } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { PageLoader } from '../../../components/page-loader';
import { errorMessage } from '../../../lib/api-error';
import { useRoleGrants } from '../../../lib/use-can';
import { useAuthorizedContacts, useContactWrites } from '../api/contacts';

const fullName = (contact: AuthorizedContact) => `${contact.firstName} ${contact.lastName}`;
const roleOf = (contact: AuthorizedContact) =>
  contact.contactType === 'Other' && contact.otherContact ? contact.otherContact : contact.contactType;

/**
 * The company's authorized contacts, each with Edit (the form at `editPath`) and Remove (after a
 * confirmation; the last contact cannot be removed) when `canEdit` and the contact's type is one
 * this session may give.
 */
export function ContactsList({ editPath, canEdit }: { editPath: string; canEdit: boolean }) {
  const contacts = useAuthorizedContacts();
  const { canGrant } = useRoleGrants();
  const { remove } = useContactWrites();
  const [removing, setRemoving] = useState<AuthorizedContact | null>(null);
  if (contacts.isPending) return <PageLoader />;
  if (contacts.isError) return <Alert severity="error">{errorMessage(contacts.error)}</Alert>;
  if (contacts.data.length === 0)
    return <Typography color="text.secondary">No authorized contacts yet.</Typography>;
  const isLast = contacts.data.length === 1;
  return (
    <>
      <List aria-label="Authorized contacts" disablePadding>
        {contacts.data.map((contact) => (
          <ListItem
            key={contact._id}
            disableGutters
            secondaryAction={
              canEdit && canGrant(contact.contactType) ? (
                <>
                  <IconButton
                    component={Link}
                    to={`${editPath}?id=${contact._id}`}
                    aria-label={`Edit ${fullName(contact)}`}
                  >
                    <EditOutlined />
                  </IconButton>
                  <IconButton
                    onClick={() => {
                      remove.reset();
                      setRemoving(contact);
                    }}
                    disabled={isLast}
                    title={isLast ? 'The company keeps at least one authorized contact' : undefined}
                    aria-label={`Remove ${fullName(contact)}`}
                  >
                    <DeleteOutline />
                  </IconButton>
                </>
              ) : null
            }
            sx={{ pr: canEdit ? 12 : 0 }}
          >
            <ListItemText
              primary={fullName(contact)}
              secondary={[roleOf(contact), contact.email, contact.phoneNumber].filter(Boolean).join(' · ')}
              slotProps={{ secondary: { sx: { overflowWrap: 'anywhere' } } }}
            />
          </ListItem>
        ))}
      </List>
      <ConfirmDialog
        isOpen={removing !== null}
        title="Remove this authorized contact?"
        text={`${removing ? fullName(removing) : ''} will no longer be named as an authorized contact of the company. Their sign-in, if they have one, is not affected.`}
        confirmLabel="Remove"
        cancelLabel="Keep"
        isWorking={remove.isPending}
        error={remove.error}
        onCancel={() => setRemoving(null)}
        onConfirm={() =>
          removing &&
          remove.mutateAsync(removing._id).then(
            () => setRemoving(null),
            () => {},
          )
        }
      />
    </>
  );
}
