import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import DraftsOutlined from '@mui/icons-material/DraftsOutlined';
import MarkEmailUnreadOutlined from '@mui/icons-material/MarkEmailUnreadOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import ListItem from '@mui/material/ListItem';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@mui/utils';
import type { Notification } from '@vanbid/contract';
import { noticeSeverity, PRIORITY } from '@vanbid/domain';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { notificationSubject } from '../../../lib/notification-subject';

const timeFormat = (zone: string) =>
  new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone: zone });

const SEVERITY_WORDS = { warning: 'Warning', error: 'Needs action' } as const;

/**
 * One notification: unread ones bold with a dot; its title opens its subject (campaign, wallet),
 * with the one action that helps ("Raise limit", "Add funds"); warnings and errors marked as such;
 * actions to mark read / unread and delete. `title` and `extra` let a group of repeated notices use it.
 */
export function NotificationItem({
  notification,
  zone,
  onToggleRead,
  onDelete,
  title = notification.title,
  extra,
}: {
  notification: Notification;
  zone: string;
  onToggleRead: () => void;
  onDelete: () => void;
  title?: string;
  extra?: ReactNode;
}) {
  const unread = !notification.is_read;
  const subject = notificationSubject(notification);
  const severity = noticeSeverity(notification.type);
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
          bgcolor: unread
            ? severity === 'warning' || severity === 'error'
              ? `${severity}.main`
              : 'primary.main'
            : 'transparent',
        }}
      />
      <Box sx={{ minWidth: 0, pr: 10 }}>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography component="h2" variant="subtitle1" sx={{ fontWeight: unread ? 700 : 500 }}>
            {subject ? (
              <Link component={RouterLink} to={subject.to} color="inherit">
                {title}
              </Link>
            ) : (
              title
            )}
          </Typography>
          {severity === 'warning' || severity === 'error' ? (
            <Chip size="small" variant="outlined" color={severity} label={SEVERITY_WORDS[severity]} />
          ) : null}
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
        {subject?.action || extra ? (
          <Box sx={{ display: 'flex', gap: 1, mt: 1, flexWrap: 'wrap' }}>
            {subject?.action ? (
              <Button
                component={RouterLink}
                to={subject.to}
                size="small"
                variant="outlined"
                color={severity === 'error' ? 'error' : 'primary'}
              >
                {subject.action}
              </Button>
            ) : null}
            {extra}
          </Box>
        ) : null}
      </Box>
    </ListItem>
  );
}
