export { errorReportsRoutes } from './error-reports.routes';
