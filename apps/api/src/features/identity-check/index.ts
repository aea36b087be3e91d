export { signWebhookBody } from './id-webhook';
export { identityCheckRoutes, identityTokenRoutes } from './identity-check.routes';
