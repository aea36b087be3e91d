import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { noticeSeverity, TOAST_MS } from '@vanbid/domain';
import { closeSnackbar, enqueueSnackbar } from 'notistack';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { fetchTokenMetaData } from '../../../lib/api/token-meta-data';
import { useLiveUpdates } from '../../../lib/live-updates';
import { notificationSubject } from '../../../lib/notification-subject';
import { useServerEvent } from '../../../lib/server-events';
import { useSession } from '../../../lib/session';
import { checkDeployedBuild, offerNewBuild } from './version-watch';

/**
 * The signed-in portal's realtime link (docs/product.md §8): one socket for the selected account
 * (a new one after an account switch or a new token; when the server ends it, a session revoked
 * elsewhere signs this browser out), a toast for each new notification, a new build (announced
 * by refresh_app, or found at each connection: `version-watch.tsx`), and the live refresh of logs,
 * wallet and notifications (`lib/live-updates.ts`).
 */
export function RealtimeNotices() {
  const session = useSession();
  const token = session?.token;
  const globalId = session?.globalId;
  useEffect(() => {
    if (!token || !globalId) return;
    // The socket's code (Socket.IO) loads after the first paint, not with the shell. Each
    // connection (the first, and each after the server restarted) asks which build is deployed:
    // a refresh_app sent while this page was away never reaches it.
    let isClosed = false;
    let disconnect = () => {};
    void import('../../../lib/realtime-connection').then(({ connectRealtime }) => {
      if (isClosed) return;
      disconnect = connectRealtime({ token, globalId }, () => fetchTokenMetaData(), checkDeployedBuild);
    });
    return () => {
      isClosed = true;
      disconnect();
    };
  }, [token, globalId]);
  useLiveUpdates(globalId);
  const navigate = useNavigate();

  // A reached limit is a warning, an empty wallet an error; the toast leads to its subject.
  useServerEvent('new_notification', ({ type, title, body, campaignId }) => {
    const subject = notificationSubject({ type, campaignId });
    enqueueSnackbar(
      <Box component="span">
        <Box component="strong" sx={{ display: 'block' }}>
          {title}
        </Box>
        {body}
      </Box>,
      {
        variant: noticeSeverity(type),
        autoHideDuration: TOAST_MS,
        action: subject
          ? (key) => (
              <Button
                color="inherit"
                size="small"
                sx={{ fontWeight: 700 }}
                onClick={() => {
                  closeSnackbar(key);
                  void navigate(subject.to);
                }}
              >
                {subject.action ?? 'Open'}
              </Button>
            )
          : undefined,
      },
    );
  });
  // A page already running the announced build has nothing to refresh.
  useServerEvent('refresh_app', ({ version }) => {
    if (version) offerNewBuild(version);
    else void checkDeployedBuild();
  });
  return null;
}
