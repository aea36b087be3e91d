export { spendRoutes } from './spend.routes';
