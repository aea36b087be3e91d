import DoneAll from '@mui/icons-material/DoneAll';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import List from '@mui/material/List';
import Pagination from '@mui/material/Pagination';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import type { Notification } from '@vanbid/contract';
import { PAGE_SIZE } from '@vanbid/domain';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { PageLoader } from '../../../components/page-loader';
import { PageTitle } from '../../../components/page-title';
import { useTimeZone } from '../../../hooks/use-time-zone';
import { useNotificationActions, useNotifications } from '../../../lib/api/notifications';
import { errorMessage } from '../../../lib/api-error';
import { DeleteNotificationDialog } from '../components/delete-notification-dialog';
import { NotificationGroupItem } from '../components/notification-group-item';
import { groupNotifications } from '../lib/group-notifications';

/** `/notifications`: the account's notifications, newest first, repeats of a day grouped; read / unread, delete, mark all read. */
export function NotificationsPage() {
  const { zone } = useTimeZone();
  const { enqueueSnackbar } = useSnackbar();
  const [view, setView] = useState({ page: 1, unreadOnly: false });
  const [toDelete, setToDelete] = useState<Notification | null>(null);
  const list = useNotifications(view);
  const actions = useNotificationActions();
  const failed = (error: unknown) => enqueueSnackbar(errorMessage(error), { variant: 'error' });
  const data = list.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / PAGE_SIZE)) : 1;

  return (
    <>
      <Box sx={{ display: 'flex', gap: 2, justifyContent: 'space-between', flexWrap: 'wrap' }}>
        <PageTitle subtitle={data ? `${data.unread} unread` : undefined}>Notifications</PageTitle>
        <Button
          variant="outlined"
          startIcon={<DoneAll />}
          sx={{ alignSelf: 'flex-start' }}
          disabled={!data || data.unread === 0}
          loading={actions.markAll.isPending}
          onClick={() =>
            actions.markAll.mutate(undefined, {
              onSuccess: ({ updated }) =>
                enqueueSnackbar(`${updated} notification${updated === 1 ? '' : 's'} marked as read`, {
                  variant: 'success',
                }),
              onError: failed,
            })
          }
        >
          Mark all as read
        </Button>
      </Box>
      <Card>
        <Tabs
          value={view.unreadOnly ? 'unread' : 'all'}
          onChange={(_event, value: string) => setView({ page: 1, unreadOnly: value === 'unread' })}
          aria-label="Which notifications"
          sx={{ px: 2, borderBottom: 1, borderColor: 'divider' }}
        >
          <Tab value="all" label="All" />
          <Tab value="unread" label="Unread" />
        </Tabs>
        {list.isError ? (
          <Alert severity="error" sx={{ m: 2 }}>
            {errorMessage(list.error)}
          </Alert>
        ) : null}
        {list.isPending ? <PageLoader /> : null}
        {data && data.notifications.length === 0 ? (
          <Typography sx={{ p: 3 }} color="text.secondary">
            {view.unreadOnly
              ? 'You have read every notification.'
              : 'No notifications yet. They appear here as they arrive.'}
          </Typography>
        ) : null}
        {data && data.notifications.length > 0 ? (
          <List aria-label="Notifications" disablePadding>
            {groupNotifications(data.notifications, zone).map((group) => (
              <NotificationGroupItem
                key={group.key}
                group={group}
                zone={zone}
                onToggleRead={(notification) =>
                  actions.setRead.mutate(
                    { id: notification.id, isRead: !notification.is_read },
                    { onError: failed },
                  )
                }
                onDelete={setToDelete}
              />
            ))}
          </List>
        ) : null}
        {pages > 1 ? (
          <Pagination
            sx={{ p: 2, display: 'flex', justifyContent: 'center' }}
            count={pages}
            page={view.page}
            onChange={(_event, page) => setView((current) => ({ ...current, page }))}
          />
        ) : null}
      </Card>
      <DeleteNotificationDialog
        notification={toDelete}
        isDeleting={actions.remove.isPending}
        onCancel={() => setToDelete(null)}
        onConfirm={(notification) =>
          actions.remove.mutate(notification.id, {
            onSuccess: () => {
              setToDelete(null);
              enqueueSnackbar('Notification deleted', { variant: 'success' });
            },
            onError: failed,
          })
        }
      />
    </>
  );
}
