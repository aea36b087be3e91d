import { resetPassword, sendResetCode, sendResetEmail, verifyResetCode } from '@vanbid/contract';
import { apiRequest } from '../../../lib/api-client';

export const requestResetCode = (email: string) => apiRequest(sendResetCode, { body: { email } });
export const requestResetLink = (email: string) => apiRequest(sendResetEmail, { body: { email } });
export const swapResetCode = (email: string, code: string) =>
  apiRequest(verifyResetCode, { body: { email, code } }).then((data) => data.token);
export const setNewPassword = (token: string, password: string) =>
  apiRequest(resetPassword, { body: { token, password } });
