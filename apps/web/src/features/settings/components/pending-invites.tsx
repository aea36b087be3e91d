import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import type { Invite } from '@vanbid/contract';
import { useState } from 'react';
import { useInvites, useInviteWrites } from '../api/invites';

/** Invitations not used yet; those `canWithdraw` allows can be withdrawn after a confirmation. */
export function PendingInvites({ canWithdraw }: { canWithdraw: (invite: Invite) => boolean }) {
  const invites = useInvites(true);
  const { withdraw } = useInviteWrites();
  const [asking, setAsking] = useState<Invite | null>(null);
  const pending = invites.data?.filter((invite) => invite.status === 'pending') ?? [];
  if (pending.length === 0) return null;
  return (
    <section aria-labelledby="pending-invites-title">
      <Typography id="pending-invites-title" variant="subtitle2" sx={{ mt: 2 }}>
        Invited, not joined yet
      </Typography>
      <List dense>
        {pending.map((invite) => (
          <ListItem
            key={invite._id}
            disableGutters
            secondaryAction={
              canWithdraw(invite) ? (
                <Button
                  size="small"
                  color="error"
                  onClick={() => setAsking(invite)}
                  aria-label={`Withdraw the invitation of ${invite.email}`}
                >
                  Withdraw
                </Button>
              ) : null
            }
          >
            <ListItemText
              primary={invite.email}
              secondary={`${invite.contactType} · link valid until ${invite.expiresAt.slice(0, 10)}`}
            />
          </ListItem>
        ))}
      </List>
      <Dialog open={asking !== null} onClose={() => setAsking(null)} aria-labelledby="withdraw-title">
        <DialogTitle id="withdraw-title">Withdraw the invitation?</DialogTitle>
        <DialogContent>
          <DialogContentText>The link sent to {asking?.email} stops working.</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setAsking(null)}>Keep it</Button>
          <Button
            color="error"
            variant="contained"
            onClick={() => asking && withdraw.mutate(asking._id, { onSuccess: () => setAsking(null) })}
          >
            Withdraw
          </Button>
        </DialogActions>
      </Dialog>
    </section>
  );
}
