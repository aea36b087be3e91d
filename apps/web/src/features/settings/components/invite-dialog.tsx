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
import { useEmailTaken } from '../../../lib/api/email-availability';
import { ApiError, errorMessage } from '../../../lib/api-error';
import { useRoleGrants } from '../../../lib/use-can';
import { useInviteWrites } from '../api/invites';

/** What the dialog says of an e-mail someone already signs in with: the invite still works. */
export const EMAIL_TAKEN_NOTE =
  'This e-mail is taken: it already signs in to Vanbid, so they join with that sign-in.';

/**
 * Invite someone by e-mail with a role the inviter may give (docs/product.md §1, "Roles"); the
 * link goes by e-mail and works once for 7 days.
 */
export function InviteDialog({ onClose, onSent }: { onClose: () => void; onSent: (email: string) => void }) {
  const { send } = useInviteWrites();
  const { roles } = useRoleGrants();
  const [email, setEmail] = useState('');
  const [chosen, setContactType] = useState<ContactType | null>(null);
  const contactType = chosen ?? (roles.includes('Sales Manager') ? 'Sales Manager' : (roles[0] ?? 'Other'));
  const [isContact, setIsContact] = useState<'contact' | 'member'>('member');
  const fields = send.error instanceof ApiError ? send.error.fields : {};
  const { isTaken, onBlur } = useEmailTaken(email);
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
        <TextField
          label="E-mail"
          type="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          onBlur={onBlur}
          error={Boolean(fields.email)}
          helperText={fields.email ?? (isTaken ? EMAIL_TAKEN_NOTE : ' ')}
          autoFocus
          required
        />
        <TextField
          select
          label="Role"
          value={contactType}
          onChange={(event) => setContactType(event.target.value as ContactType)}
          helperText={fields.contactType ?? `Can ${rights.join('; ')}`}
          error={Boolean(fields.contactType)}
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
        {send.isError && !fields.email && !fields.contactType ? (
          <Alert severity="error">{errorMessage(send.error)}</Alert>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button
          variant="contained"
          disabled={send.isPending}
          onClick={() =>
            send.mutate(
              {
                email,
                contactType,
                inviteType: isContact === 'contact' ? 'authorized_contact_invite' : 'company_creation_invite',
              },
              { onSuccess: () => onSent(email.trim().toLowerCase()) },
            )
          }
        >
          {send.isPending ? 'Sending…' : 'Send invitation'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
