export { findUserByEmail } from './auth.queries';
export { authRoutes } from './auth.routes';
