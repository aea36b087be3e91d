export { activityRoutes } from './activity.routes';
export { recordActivity } from './activity-log';
export { logRequests, logsRoutes } from './logs.routes';
export { type ChangeActor, recordChange, recordChanges } from './record-change';
