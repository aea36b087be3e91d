import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { can, PERMISSION_LABELS, PERMISSIONS } from '@vanbid/domain';
import { useState } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router';
import { paths } from '../../../config/paths';
import { STORAGE_KEYS } from '../../../config/storage-keys';
import { errorMessage } from '../../../lib/api-error';
import { clearAllState } from '../../../lib/auth';
import { getSession, isSessionValid, saveSelectedGlobalId } from '../../../lib/session';
import { readStored, writeStored } from '../../../lib/storage';
import { acceptInvitation, storedInvitation, storeInvitation } from '../api/invitation';
import { InvitationFrame } from '../components/invitation-frame';
import { SignInSteps } from '../components/sign-in-steps';
import { INVALID_INVITATION } from './accept-invite-page';

const STEPS = 5;
/** The company joined at step 3, kept for steps 4 and 5 across a reload. */
const JOINED_KEY = `${STORAGE_KEYS.inviteData}.joined`;
/** Set at step 3 when the joined company requires two-factor sign-in and the user has not turned it on. */
const TWO_FACTOR_DUE_KEY = `${STORAGE_KEYS.inviteData}.twoFactorDue`;

/**
 * `/invited-manager/1–5` (a Sales Manager) and `/invited-owner/1–5` (any other role), for someone
 * who already signs in to Vanbid: 1 the invitation, 2 sign in as the invited e-mail, 3 accept,
 * 4 what the role may do, 5 open the company.
 */
export function InvitedMemberPage({ kind }: { kind: 'manager' | 'owner' }) {
  const step = Number(useParams().step);
  const navigate = useNavigate();
  // Signing in at step 2 clears what the browser kept of the previous user, the stored invitation
  // too: the page keeps the one it opened with and stores it again once the user is signed in.
  const [invitation] = useState(storedInvitation);
  const [error, setError] = useState<string | null>(null);
  const [isSending, setSending] = useState(false);
  const go = (next: number) =>
    void navigate((kind === 'manager' ? paths.invitedManager : paths.invitedOwner).build(next));
  const joined = Number(readStored(JOINED_KEY)) || null;
  const isTwoFactorDue = readStored(TWO_FACTOR_DUE_KEY) === '1';
  if (!invitation && step < 4)
    return <Navigate to={paths.login.build()} replace state={{ problem: INVALID_INVITATION }} />;
  const data = invitation?.data;
  const role = data?.contactType ?? '';
  switch (step) {
    case 1:
      return (
        <InvitationFrame title={`Join ${data!.companyName}`} step={1} of={STEPS}>
          <Typography>
            You are invited to {data!.companyName} as {role}, with your Vanbid sign-in {data!.email}.
          </Typography>
          <Button variant="contained" onClick={() => go(2)} sx={{ justifySelf: 'start' }}>
            Continue
          </Button>
        </InvitationFrame>
      );
    case 2:
      return (
        <InvitationFrame title="Sign in" step={2} of={STEPS}>
          <Typography>Sign in as {data!.email} to accept.</Typography>
          {isSessionValid() ? (
            <Alert
              severity="info"
              action={
                <Button color="inherit" onClick={() => go(3)}>
                  Continue
                </Button>
              }
            >
              You are signed in. Continue if it is as {data!.email}; otherwise sign in below.
            </Alert>
          ) : null}
          <SignInSteps
            onSignedIn={() => {
              if (invitation) storeInvitation(invitation.token, invitation.data);
              go(3);
            }}
          />
        </InvitationFrame>
      );
    case 3:
      return (
        <InvitationFrame title="Accept the invitation" step={3} of={STEPS}>
          <Typography>
            Join {data!.companyName} as {role}. You keep access to your own company.
          </Typography>
          {error ? <Alert severity="error">{error}</Alert> : null}
          <Box sx={{ display: 'flex', gap: 1 }}>
            <Button
              variant="contained"
              disabled={isSending}
              onClick={async () => {
                if (!isSessionValid()) return go(2);
                setSending(true);
                setError(null);
                try {
                  const answer = await acceptInvitation(invitation!.token);
                  writeStored(JOINED_KEY, String(answer.globalId));
                  writeStored(TWO_FACTOR_DUE_KEY, answer.twoFactorRequired ? '1' : null);
                  go(4);
                } catch (reason) {
                  setError(errorMessage(reason));
                } finally {
                  setSending(false);
                }
              }}
            >
              {isSending ? 'Joining…' : 'Accept'}
            </Button>
            <Button
              onClick={() => {
                storeInvitation(null, null);
                void navigate(paths.login.build());
              }}
            >
              Not now
            </Button>
          </Box>
        </InvitationFrame>
      );
    case 4:
      return (
        <InvitationFrame title={`As ${role || 'a member'} you can`} step={4} of={STEPS}>
          <List dense>
            {PERMISSIONS.filter((permission) => can(role, permission)).map((permission) => (
              <ListItem key={permission} disableGutters>
                <ListItemText primary={PERMISSION_LABELS[permission]} />
              </ListItem>
            ))}
          </List>
          <Typography variant="body2" color="text.secondary">
            The owner can change your role in Settings.
          </Typography>
          <Button variant="contained" onClick={() => go(5)} sx={{ justifySelf: 'start' }}>
            Continue
          </Button>
        </InvitationFrame>
      );
    default:
      return (
        <InvitationFrame title="You have joined" step={5} of={STEPS}>
          <Typography>
            Switch between your companies from the company menu at the top of the portal.
          </Typography>
          {isTwoFactorDue ? (
            <Alert severity="warning">
              {data?.companyName ?? 'This company'} requires two-factor sign-in: turn it on under Settings →
              Security (next) before you open it, or any of your companies.
            </Alert>
          ) : null}
          <Button
            variant="contained"
            sx={{ justifySelf: 'start' }}
            onClick={() => {
              storeInvitation(null, null);
              writeStored(JOINED_KEY, null);
              writeStored(TWO_FACTOR_DUE_KEY, null);
              if (!getSession()) {
                clearAllState();
                return void navigate(paths.login.build());
              }
              if (joined) saveSelectedGlobalId(joined);
              if (isTwoFactorDue) return void navigate(paths.settingsSecurity.build());
              void navigate(
                `${paths.transition.build()}?next=${encodeURIComponent(paths.campaigns.build('recent'))}`,
              );
            }}
          >
            {isTwoFactorDue ? 'Turn on two-factor sign-in' : `Open ${data?.companyName ?? 'the company'}`}
          </Button>
        </InvitationFrame>
      );
  }
}

/** `/invited-manager/:step`. */
export function InvitedManagerPage() {
  return <InvitedMemberPage kind="manager" />;
}

/** `/invited-owner/:step`. */
export function InvitedOwnerPage() {
  return <InvitedMemberPage kind="owner" />;
}
