export { recordActivity } from './activity-log';
export { logRequests, logsRoutes } from './logs.routes';
