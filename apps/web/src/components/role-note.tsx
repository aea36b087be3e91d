import Alert from '@mui/material/Alert';
import { guestSessionRefusal, type Permission, whoCan } from '@vanbid/domain';
import { useIsSupportSession } from '../lib/use-can';

/**
 * Said where a control is left out because this session may not use it: who can (from the role
 * table), or why a Vanbid support session cannot.
 */
export function RoleNote({ permission, action }: { permission: Permission; action: string }) {
  const isSupportSession = useIsSupportSession();
  const who = whoCan(permission);
  return (
    <Alert severity="info" data-testid="role-note">
      {isSupportSession
        ? guestSessionRefusal(permission)
        : `Only ${who} can ${action}. Ask them, or ask for that role in Settings → Team.`}
    </Alert>
  );
}
