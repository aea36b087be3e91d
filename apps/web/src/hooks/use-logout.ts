import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../config/paths';
import { clearAllState } from '../lib/auth';
import { flushClientLog } from '../lib/client-log';

/** Signs out: clears storage, cached data and selections, then opens /login. */
export function useLogout(): () => Promise<void> {
  const navigate = useNavigate();
  return useCallback(async () => {
    flushClientLog();
    // Leave the signed-in pages first, so that none of them refetches without a session.
    await navigate(paths.login.build(), { replace: true });
    clearAllState();
  }, [navigate]);
}
