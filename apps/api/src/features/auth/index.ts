export { findUserByEmail } from './auth.queries';
export { authRoutes } from './auth.routes';
export { revokeSessions } from './sessions.service';
