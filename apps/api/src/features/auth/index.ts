export { findUserByEmail } from './auth.queries';
export { authRoutes } from './auth.routes';
export { issueSession } from './auth.service';
export { revokeSessions } from './sessions.service';
