export { findUserByEmail } from './auth.queries';
export { authRoutes } from './auth.routes';
export { issueSession } from './auth.service';
export { type AttemptKind, createLoginThrottle, type LoginThrottle, SignInThrottled } from './login-throttle';
export { revokeSessions } from './sessions.service';
export { twoFactorRoutes } from './two-factor.routes';
export { ensureDemoAuthenticator } from './two-factor.service';
export { currentAuthenticatorCode } from './two-factor-authenticator';
export { findSecondStep, isSecondFactorDue } from './two-factor-sign-in';
