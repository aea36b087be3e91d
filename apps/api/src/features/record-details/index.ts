export { recordDetailsRoutes } from './record-details.routes';
