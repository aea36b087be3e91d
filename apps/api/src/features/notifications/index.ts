export { notificationsRoutes } from './notifications.routes';
