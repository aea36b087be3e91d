import { resetPassword, sendResetCode, sendResetEmail, verifyResetCode } from '@vanbid/contract';
import { useState } from 'react';
import { apiRequest } from '../../../lib/api-client';

export const requestResetCode = (email: string) => apiRequest(sendResetCode, { body: { email } });
export const requestResetLink = (email: string) => apiRequest(sendResetEmail, { body: { email } });
export const swapResetCode = (email: string, code: string) =>
  apiRequest(verifyResetCode, { body: { email, code } }).then((data) => data.token);
export const setNewPassword = (token: string, password: string) =>
  apiRequest(resetPassword, { body: { token, password } });

/** One call's state for a form: pending while it runs, the error when it failed. */
export function useSubmit<Args extends unknown[], Result>(call: (...args: Args) => Promise<Result>) {
  const [isPending, setPending] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const submit = async (...args: Args): Promise<Result | undefined> => {
    if (isPending) return undefined;
    setPending(true);
    setError(null);
    try {
      return await call(...args);
    } catch (caught) {
      setError(caught);
      return undefined;
    } finally {
      setPending(false);
    }
  };
  return { submit, isPending, error };
}
