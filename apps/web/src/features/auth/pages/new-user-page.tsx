import Typography from '@mui/material/Typography';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../../config/paths';
import { storedInvitation } from '../api/invitation';
import { CreateLoginForm } from '../components/create-login-form';
import { InvitationFrame } from '../components/invitation-frame';
import { INVALID_INVITATION } from './accept-invite-page';

/**
 * `/new-user`: a new person invited to a company creates their sign-in, then sets up what is left.
 * `/new-user?id=TOKEN` names the invitation itself (a browser that did not open the e-mailed link):
 * it is checked and kept as `/accept-invite` does, which routes back here when it is for a new person.
 */
export function NewUserPage() {
  const navigate = useNavigate();
  const id = useSearchParams()[0].get('id');
  const invitation = storedInvitation();
  if (id && id !== invitation?.token)
    return <Navigate to={`${paths.acceptInvite.build()}?token=${encodeURIComponent(id)}`} replace />;
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
