export { billingRoutes } from './billing.routes';
