import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { Navigate, Link as RouterLink, useNavigate, useParams } from 'react-router';
import { paths } from '../../../config/paths';
import { storedInvitation } from '../api/invitation';
import { CreateLoginForm } from '../components/create-login-form';
import { InvitationFrame } from '../components/invitation-frame';
import { INVALID_INVITATION } from './accept-invite-page';

/**
 * `/invited-user/1–2`: an authorized contact joins. 1: their name and a password (the sign-in is
 * created and used); 2: what is left for them — ID verification and the insertion order, in the wizard.
 */
export function InvitedUserPage() {
  const step = Number(useParams().step);
  const navigate = useNavigate();
  const invitation = storedInvitation();
  useEffect(() => {
    if (step === 2 && !invitation) void navigate(paths.wizard.build(3), { replace: true });
  }, [step, invitation, navigate]);
  if (!invitation && step === 1)
    return <Navigate to={paths.login.build()} replace state={{ problem: INVALID_INVITATION }} />;
  if (step === 1)
    return (
      <InvitationFrame title={`Join ${invitation!.data.companyName}`} step={1} of={2}>
        <Typography>
          You are invited as {invitation!.data.contactType}, an authorized contact of{' '}
          {invitation!.data.companyName}. Choose how you sign in.
        </Typography>
        <CreateLoginForm
          token={invitation!.token}
          email={invitation!.data.email}
          onDone={() => void navigate(paths.invitedUser.build(2))}
        />
      </InvitationFrame>
    );
  return (
    <InvitationFrame title="Two things left" step={2} of={2}>
      <Typography>
        As an authorized contact you confirm who you are with a photo ID and sign the insertion order. It
        takes a few minutes.
      </Typography>
      <Button
        variant="contained"
        size="large"
        component={RouterLink}
        to={paths.wizard.build(3)}
        sx={{ justifySelf: 'start' }}
      >
        Verify my ID
      </Button>
    </InvitationFrame>
  );
}
