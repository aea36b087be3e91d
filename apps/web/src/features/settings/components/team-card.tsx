import PersonAddOutlined from '@mui/icons-material/PersonAddOutlined';
import PersonRemoveOutlined from '@mui/icons-material/PersonRemoveOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemText from '@mui/material/ListItemText';
import type { TeamMember } from '@vanbid/contract';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { MemberAvatar } from '../../../components/member-avatar';
import { PageLoader } from '../../../components/page-loader';
import { useCurrentUser } from '../../../lib/api/current-user';
import { errorMessage } from '../../../lib/api-error';
import { useCan, useCanSee, useRoleGrants } from '../../../lib/use-can';
import { useRemoveMember, useTeam } from '../api/team';
import { InviteDialog } from './invite-dialog';
import { PendingInvites } from './pending-invites';

/** Who has access to the selected company, with their role; owners and managers invite and remove. */
export function TeamCard() {
  const team = useTeam();
  const me = useCurrentUser().data;
  const canManageTeam = useCan('manage_team');
  const canSeeInvites = useCanSee('manage_team');
  const { canGrant } = useRoleGrants();
  const removeMember = useRemoveMember();
  const [isInviting, setInviting] = useState(false);
  const [removing, setRemoving] = useState<TeamMember | null>(null);
  const { enqueueSnackbar } = useSnackbar();
  return (
    <Card component="section" aria-labelledby="team-title">
      <CardHeader
        title="Team"
        subheader="People who can sign in to this company."
        slotProps={{ title: { id: 'team-title', component: 'h2', variant: 'h6' } }}
        action={
          canManageTeam ? (
            <Button startIcon={<PersonAddOutlined />} onClick={() => setInviting(true)}>
              Invite
            </Button>
          ) : null
        }
      />
      <CardContent>
        {team.isError ? <Alert severity="error">{errorMessage(team.error)}</Alert> : null}
        {team.isPending ? <PageLoader /> : null}
        {team.data ? (
          <List aria-labelledby="team-title" disablePadding>
            {team.data.map((member) => (
              <ListItem
                key={member.id}
                disableGutters
                secondaryAction={
                  canManageTeam && member.id !== me?.id && canGrant(member.contactType) ? (
                    <IconButton
                      aria-label={`Remove ${member.name} from the team`}
                      onClick={() => {
                        removeMember.reset();
                        setRemoving(member);
                      }}
                    >
                      <PersonRemoveOutlined />
                    </IconButton>
                  ) : null
                }
              >
                <ListItemAvatar>
                  <MemberAvatar name={member.name} avatarUrl={member.avatarUrl} />
                </ListItemAvatar>
                <ListItemText
                  primary={member.id === me?.id ? `${member.name} (you)` : member.name}
                  secondary={`${member.email} · ${member.contactType}`}
                  slotProps={{ secondary: { sx: { overflowWrap: 'anywhere' } } }}
                />
              </ListItem>
            ))}
          </List>
        ) : null}
        {canSeeInvites ? (
          <PendingInvites canWithdraw={(invite) => canManageTeam && canGrant(invite.contactType)} />
        ) : null}
      </CardContent>
      {isInviting ? (
        <InviteDialog
          onClose={() => setInviting(false)}
          onSent={(emails) => {
            setInviting(false);
            const noun = emails.length > 1 ? 'Invitations' : 'Invitation';
            enqueueSnackbar(`${noun} sent to ${emails.join(', ')}`, { variant: 'success' });
          }}
        />
      ) : null}
      <ConfirmDialog
        isOpen={removing !== null}
        title={`Remove ${removing?.name ?? 'this member'}?`}
        text="They lose access to this company at once: every device they are signed in on is signed out. You can invite them again later."
        confirmLabel="Remove"
        cancelLabel="Keep"
        isWorking={removeMember.isPending}
        error={removeMember.error}
        onCancel={() => setRemoving(null)}
        onConfirm={() =>
          removing &&
          removeMember.mutateAsync(removing.id).then(
            () => {
              enqueueSnackbar(`${removing.name} was removed from the team`, { variant: 'success' });
              setRemoving(null);
            },
            () => {},
          )
        }
      />
    </Card>
  );
}
