export { supportRoutes } from './support.routes';
