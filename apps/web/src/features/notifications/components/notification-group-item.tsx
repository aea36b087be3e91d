import Button from '@mui/material/Button';
import List from '@mui/material/List';
import type { Notification } from '@vanbid/contract';
import { type ReactNode, useState } from 'react';
import type { NotificationGroup } from '../lib/group-notifications';
import { NotificationItem } from './notification-item';

interface GroupItemProps {
  group: NotificationGroup;
  zone: string;
  onToggleRead: (notification: Notification) => void;
  onDelete: (notification: Notification) => void;
}

/** Repeated notices of a day as one row ("Daily limit reached on 3 campaigns"), each one on demand. */
export function NotificationGroupItem({ group, zone, onToggleRead, onDelete }: GroupItemProps) {
  const [isOpen, setIsOpen] = useState(false);
  const [newest, ...older] = group.notifications as [Notification, ...Notification[]];
  const item = (notification: Notification, title?: string, extra?: ReactNode) => (
    <NotificationItem
      key={notification.id}
      notification={notification}
      zone={zone}
      title={title}
      extra={extra}
      onToggleRead={() => onToggleRead(notification)}
      onDelete={() => onDelete(notification)}
    />
  );
  if (older.length === 0) return item(newest);
  const toggle = (
    <Button size="small" aria-expanded={isOpen} onClick={() => setIsOpen((open) => !open)}>
      {isOpen ? 'Hide the others' : `Show all ${group.notifications.length}`}
    </Button>
  );
  return (
    <>
      {item(newest, group.title, toggle)}
      {isOpen ? (
        <List disablePadding aria-label={group.title} sx={{ pl: 3 }}>
          {older.map((notification) => item(notification))}
        </List>
      ) : null}
    </>
  );
}
