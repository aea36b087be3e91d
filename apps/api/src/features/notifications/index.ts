export { mailNotification } from './notification-mail';
export { notificationsRoutes } from './notifications.routes';
