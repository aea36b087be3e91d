import Typography from '@mui/material/Typography';
import { Navigate, useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { storedInvitation } from '../api/invitation';
import { CreateLoginForm } from '../components/create-login-form';
import { InvitationFrame } from '../components/invitation-frame';
import { INVALID_INVITATION } from './accept-invite-page';

/** `/new-user`: a new person invited to a company creates their sign-in, then sets up what is left. */
export function NewUserPage() {
  const navigate = useNavigate();
  const invitation = storedInvitation();
  if (!invitation)
    return <Navigate to={paths.login.build()} replace state={{ problem: INVALID_INVITATION }} />;
  return (
    <InvitationFrame title={`Join ${invitation.data.companyName}`} step={1} of={1}>
      <Typography>
        You are invited as {invitation.data.contactType} of {invitation.data.companyName}. Choose how you sign
        in.
      </Typography>
      <CreateLoginForm
        token={invitation.token}
        email={invitation.data.email}
        // The used link stays stored until another replaces it: clearing it here would re-render
        // this page as "invalid" before the navigation.
        onDone={() =>
          void navigate(
            `${paths.transition.build()}?next=${encodeURIComponent(paths.campaigns.build('recent'))}`,
          )
        }
      />
    </InvitationFrame>
  );
}
