import PersonAddOutlined from '@mui/icons-material/PersonAddOutlined';
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemText from '@mui/material/ListItemText';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { PageLoader } from '../../../components/page-loader';
import { errorMessage } from '../../../lib/api-error';
import { useCan } from '../../../lib/use-can';
import { useTeam } from '../api/team';
import { InviteDialog } from './invite-dialog';
import { PendingInvites } from './pending-invites';

/** Who has access to the selected company, with their role. */
export function TeamCard() {
  const team = useTeam();
  const canManageTeam = useCan('manage_team');
  const [isInviting, setInviting] = useState(false);
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
              <ListItem key={member.id} disableGutters>
                <ListItemAvatar>
                  <Avatar sx={{ bgcolor: 'primary.main' }}>{member.name.slice(0, 1).toUpperCase()}</Avatar>
                </ListItemAvatar>
                <ListItemText primary={member.name} secondary={`${member.email} · ${member.contactType}`} />
              </ListItem>
            ))}
          </List>
        ) : null}
        {canManageTeam ? <PendingInvites /> : null}
      </CardContent>
      {isInviting ? (
        <InviteDialog
          onClose={() => setInviting(false)}
          onSent={(email) => {
            setInviting(false);
            enqueueSnackbar(`Invitation sent to ${email}`, { variant: 'success' });
          }}
        />
      ) : null}
    </Card>
  );
}
