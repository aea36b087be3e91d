export {
  mailPendingNotifications,
  NOTIFICATION_MAIL_JOB,
  notificationMailJobs,
  scheduledFor,
} from './notification-mail';
export { notificationsRoutes } from './notifications.routes';
