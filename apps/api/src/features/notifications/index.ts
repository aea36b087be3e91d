export {
  mailPendingNotifications,
  NOTIFICATION_MAIL_JOB,
  notificationMailJobs,
  recipientsOf,
  scheduledFor,
} from './notification-mail';
export {
  NOTIFICATION_SMS_JOB,
  notificationTextBody,
  notificationTextJobs,
  textPendingNotifications,
} from './notification-texts';
export { notificationsRoutes } from './notifications.routes';
