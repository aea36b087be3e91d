import { type BodyOf, proappLogin } from '@vanbid/contract';
import { useState } from 'react';
import { apiRequest } from '../../../lib/api-client';
import { clearAllState } from '../../../lib/auth';
import { startSession } from '../../../lib/start-session';

export type LoginInput = BodyOf<typeof proappLogin>;

/** Signs in with e-mail and password: clears prior state, then starts the session. */
export async function login(input: LoginInput): Promise<void> {
  clearAllState();
  await startSession(await apiRequest(proappLogin, { body: input }));
}

/** The login call's state for the form: pending while it runs, the error when it failed. */
export function useLogin() {
  const [isPending, setPending] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const submit = async (input: LoginInput, onSuccess: () => void) => {
    if (isPending) return;
    setPending(true);
    setError(null);
    try {
      await login(input);
      onSuccess();
    } catch (caught) {
      setError(caught);
      setPending(false);
    }
  };
  return { submit, isPending, error };
}
