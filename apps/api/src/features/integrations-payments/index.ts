export { integrationsPaymentsRoutes } from './integrations-payments.routes';
