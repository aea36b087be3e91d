import { useState } from 'react';

/**
 * One call's state for a form: pending while it runs, the error when it failed. `submit` answers
 * `{ value }` when the call succeeded, `null` when it failed (or was already running).
 */
export function useSubmit<Args extends unknown[], Result>(call: (...args: Args) => Promise<Result>) {
  const [isPending, setPending] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const submit = async (...args: Args): Promise<{ value: Result } | null> => {
    if (isPending) return null;
    setPending(true);
    setError(null);
    try {
      return { value: await call(...args) };
    } catch (caught) {
      setError(caught);
      return null;
    } finally {
      setPending(false);
    }
  };
  return { submit, isPending, error };
}
