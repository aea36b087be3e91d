import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import DraftsOutlined from '@mui/icons-material/DraftsOutlined';
import MarkEmailUnreadOutlined from '@mui/icons-material/MarkEmailUnreadOutlined';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import ListItem from '@mui/material/ListItem';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@mui/utils';
import type { Notification } from '@vanbid/contract';
import { PRIORITY } from '@vanbid/domain';

const timeFormat = (zone: string) =>
  new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone: zone });

/** One notification: unread ones bold with a dot; actions to mark read / unread and delete. */
export function NotificationItem({
  notification,
  zone,
  onToggleRead,
  onDelete,
}: {
  notification: Notification;
  zone: string;
  onToggleRead: () => void;
  onDelete: () => void;
}) {
  const unread = !notification.is_read;
  const readLabel = unread ? 'Mark as read' : 'Mark as unread';
  return (
    <ListItem
      divider
      sx={{ alignItems: 'flex-start', gap: 1.5, py: 2, bgcolor: unread ? 'action.hover' : undefined }}
      secondaryAction={
        <Box sx={{ display: 'flex' }}>
          <Tooltip title={readLabel}>
            <IconButton aria-label={`${readLabel}: ${notification.title}`} onClick={onToggleRead}>
              {unread ? <DraftsOutlined /> : <MarkEmailUnreadOutlined />}
            </IconButton>
          </Tooltip>
          <Tooltip title="Delete">
            <IconButton aria-label={`Delete: ${notification.title}`} onClick={onDelete}>
              <DeleteOutlined />
            </IconButton>
          </Tooltip>
        </Box>
      }
    >
      <Box
        aria-hidden
        sx={{
          mt: 1,
          width: 8,
          height: 8,
          borderRadius: '50%',
          flexShrink: 0,
          bgcolor: unread ? 'primary.main' : 'transparent',
        }}
      />
      <Box sx={{ minWidth: 0, pr: 10 }}>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography component="h2" variant="subtitle1" sx={{ fontWeight: unread ? 700 : 500 }}>
            {notification.title}
          </Typography>
          {notification.priority === PRIORITY.high ? (
            <Chip size="small" color="error" label="Important" />
          ) : null}
          {unread ? (
            <Box component="span" sx={visuallyHidden}>
              (unread)
            </Box>
          ) : null}
        </Box>
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {notification.body}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          <time dateTime={notification.createdAt}>
            {timeFormat(zone).format(new Date(notification.createdAt))}
          </time>
        </Typography>
      </Box>
    </ListItem>
  );
}
