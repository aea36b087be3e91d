export { exportBilledItemsCsv } from './billed-items.export';
export { billingRoutes } from './billing.routes';
