export { recordActivity } from './activity-log';
export { logGuestChanges, logsRoutes } from './logs.routes';
