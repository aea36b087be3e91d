import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { PageSpinner } from '../../../components/page-spinner';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-error';
import { fetchInvitation, storeInvitation } from '../api/invitation';

export const INVALID_INVITATION =
  'This invitation link is not valid: it was already used, withdrawn, or it has expired. Ask for a new one.';

/**
 * `/accept-invite?token`: asks the server what the link is for, keeps it, and routes (docs/product.md
 * §2): a new person to `/invited-user/1` (contact invite) or `/new-user`; an existing user to
 * `/invited-manager/1` (Sales Manager) or `/invited-owner/1`. A bad link lands on login, saying so.
 */
export function AcceptInvitePage() {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const token = search.get('token');
  useEffect(() => {
    const toLogin = (problem: string) =>
      void navigate(paths.login.build(), { replace: true, state: { problem } });
    if (!token) return toLogin('This invitation link is incomplete. Open the link from the e-mail again.');
    fetchInvitation(token).then(
      (data) => {
        if (!data.contactType) return toLogin(INVALID_INVITATION);
        storeInvitation(token, data);
        const next = data.isNewUser
          ? data.inviteType === 'authorized_contact_invite'
            ? paths.invitedUser.build(1)
            : paths.newUser.build()
          : data.contactType === 'Sales Manager'
            ? paths.invitedManager.build(1)
            : paths.invitedOwner.build(1);
        void navigate(next, { replace: true });
      },
      (error) =>
        toLogin(
          error instanceof ApiError && (error.status === 404 || error.status === 400)
            ? INVALID_INVITATION
            : 'We could not check this invitation. Check your connection and open the link again.',
        ),
    );
  }, [token, navigate]);
  return <PageSpinner />;
}
