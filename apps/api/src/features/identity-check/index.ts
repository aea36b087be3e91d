export { identityCheckRoutes, identityTokenRoutes } from './identity-check.routes';
