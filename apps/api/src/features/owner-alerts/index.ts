export { OWNER_ALERTS_JOB, ownerAlertsJobs } from './owner-alerts.jobs';
export { ownerAlertsRoutes } from './owner-alerts.routes';
export { checkOwnerAlerts } from './owner-alerts.service';
