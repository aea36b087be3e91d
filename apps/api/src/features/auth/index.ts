export { findUserByEmail } from './auth.queries';
export { authRoutes } from './auth.routes';
export { issueSession } from './auth.service';
export { type AttemptKind, createLoginThrottle, type LoginThrottle, SignInThrottled } from './login-throttle';
export { revokeSessions } from './sessions.service';
