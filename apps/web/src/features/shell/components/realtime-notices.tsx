import Box from '@mui/material/Box';
import { TOAST_MS } from '@vanbid/domain';
import { enqueueSnackbar } from 'notistack';
import { useEffect } from 'react';
import { fetchTokenMetaData } from '../../../lib/api/token-meta-data';
import { useLiveUpdates } from '../../../lib/live-updates';
import { connectRealtime } from '../../../lib/realtime-connection';
import { useServerEvent } from '../../../lib/server-events';
import { useSession } from '../../../lib/session';
import { showRefreshNotice } from './version-watch';

/**
 * The signed-in portal's realtime link (docs/product.md §8): one socket for the selected account
 * (a new one after an account switch or a new token; when the server ends it, a session revoked
 * elsewhere signs this browser out), a toast for each new notification, the refresh notice on
 * refresh_app (a new build was deployed), and the live refresh of logs, wallet and notifications
 * (`lib/live-updates.ts`).
 */
export function RealtimeNotices() {
  const session = useSession();
  const token = session?.token;
  const globalId = session?.globalId;
  useEffect(() => {
    if (!token || !globalId) return;
    return connectRealtime({ token, globalId }, () => fetchTokenMetaData());
  }, [token, globalId]);
  useLiveUpdates(globalId);

  useServerEvent('new_notification', ({ title, body }) => {
    enqueueSnackbar(
      <Box component="span">
        <Box component="strong" sx={{ display: 'block' }}>
          {title}
        </Box>
        {body}
      </Box>,
      { variant: 'success', autoHideDuration: TOAST_MS },
    );
  });
  // A page already running the announced build has nothing to refresh.
  useServerEvent('refresh_app', ({ version }) => {
    if (version !== __VANBID_BUILD_ID__) showRefreshNotice();
  });
  return null;
}
