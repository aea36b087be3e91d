import PersonAddOutlined from '@mui/icons-material/PersonAddOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { type ContactType, can, PERMISSION_LABELS, PERMISSIONS } from '@vanbid/domain';
import { useState } from 'react';
import { useIsMobile } from '../../../hooks/use-is-mobile';
import { ApiError, errorMessage } from '../../../lib/api-error';
import { useRoleGrants } from '../../../lib/use-can';
import { useInviteWrites } from '../api/invites';
import { InviteEmailField } from './invite-email-field';

/** The most people one invitation sends to (the batch call's limit). */
const MAX_INVITES = 20;

/** What the dialog says of an e-mail someone already signs in with: the invite still works. */
export const EMAIL_TAKEN_NOTE =
  'This e-mail is taken: it already signs in to Vanbid, so they join with that sign-in.';

/**
 * Invite one person or several at once (`POST /invites/batch`, all or none) by e-mail with a role
 * the inviter may give (docs/product.md §1, "Roles"); each link goes by e-mail and works once for 7 days.
 */
export function InviteDialog({
  onClose,
  onSent,
}: {
  onClose: () => void;
  onSent: (emails: string[]) => void;
}) {
  const { send, sendMany } = useInviteWrites();
  const { roles } = useRoleGrants();
  const [emails, setEmails] = useState(['']);
  const [chosen, setContactType] = useState<ContactType | null>(null);
  const contactType = chosen ?? (roles.includes('Sales Manager') ? 'Sales Manager' : (roles[0] ?? 'Other'));
  const [isContact, setIsContact] = useState<'contact' | 'member'>('member');
  const failure = send.error ?? sendMany.error;
  const fields: Record<string, string> = failure instanceof ApiError ? failure.fields : {};
  const isSending = send.isPending || sendMany.isPending;
  const setEmailAt = (at: number, value: string) =>
    setEmails((list) => list.map((email, index) => (index === at ? value : email)));
  const rowError = (index: number) =>
    emails.length > 1 ? (fields[`invites.${index}.email`] ?? undefined) : fields.email;
  const roleError =
    fields.contactType ?? Object.entries(fields).find(([key]) => key.endsWith('.contactType'))?.[1];
  const submit = () => {
    const inviteType = isContact === 'contact' ? 'authorized_contact_invite' : 'company_creation_invite';
    const list = emails.map((email) => email.trim().toLowerCase()).filter(Boolean);
    const sent = () => onSent(list);
    if (list.length > 1) {
      sendMany.mutate(
        { invites: list.map((email) => ({ email, contactType, inviteType })) },
        { onSuccess: sent },
      );
    } else {
      send.mutate({ email: list[0] ?? '', contactType, inviteType }, { onSuccess: sent });
    }
  };
  const rights = PERMISSIONS.filter((permission) => can(contactType, permission)).map(
    (permission) => PERMISSION_LABELS[permission],
  );
  return (
    <Dialog
      open
      onClose={onClose}
      fullScreen={useIsMobile()}
      aria-labelledby="invite-title"
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id="invite-title">Invite to the team</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2, alignContent: 'start', pt: '8px !important' }}>
        {emails.map((email, index) => (
          <InviteEmailField
            // biome-ignore lint/suspicious/noArrayIndexKey: rows are only added at the end or removed with their value
            key={index}
            label={index === 0 ? 'E-mail' : `E-mail ${index + 1}`}
            value={email}
            onChange={(value) => setEmailAt(index, value)}
            error={rowError(index)}
            onRemove={
              index === 0 ? undefined : () => setEmails((list) => list.filter((_, at) => at !== index))
            }
            autoFocus={index === emails.length - 1}
          />
        ))}
        {emails.length < MAX_INVITES ? (
          <Button
            startIcon={<PersonAddOutlined />}
            onClick={() => setEmails((list) => [...list, ''])}
            sx={{ justifySelf: 'start', mt: -1 }}
          >
            Add another person
          </Button>
        ) : null}
        <TextField
          select
          label="Role"
          value={contactType}
          onChange={(event) => setContactType(event.target.value as ContactType)}
          helperText={roleError ?? `Can ${rights.join('; ')}`}
          error={Boolean(roleError)}
        >
          {roles.map((type) => (
            <MenuItem key={type} value={type}>
              {type}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          label="Joins as"
          value={isContact}
          onChange={(event) => setIsContact(event.target.value as 'contact' | 'member')}
          helperText={
            isContact === 'contact'
              ? 'Verifies their ID and signs the insertion order first'
              : 'A member of the team'
          }
        >
          <MenuItem value="member">Team member</MenuItem>
          <MenuItem value="contact">Authorized contact</MenuItem>
        </TextField>
        {failure && Object.keys(fields).every((key) => key === 'invites') ? (
          <Alert severity="error">{errorMessage(failure)}</Alert>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" disabled={isSending} onClick={submit}>
          {isSending
            ? 'Sending…'
            : emails.length > 1
              ? `Send ${emails.length} invitations`
              : 'Send invitation'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
