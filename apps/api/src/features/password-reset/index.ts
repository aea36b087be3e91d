export { passwordResetRoutes } from './password-reset.routes';
export { RESET_TOKEN_PURPOSE } from './password-reset.service';
