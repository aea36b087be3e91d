export { recordActivity } from './activity-log';
export { logGuestRequests, logsRoutes } from './logs.routes';
