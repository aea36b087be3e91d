import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-error';
import { onClearAllState } from './auth';
import { logClientEvent, resetClientLog } from './client-log';

const MAX_RETRIES = 2;

/** A client error (4xx) will not change on retry; network and server errors may. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < MAX_RETRIES;
}

/** A failure the user met, in the activity log: a refusal is routine, a broken server or network is not. */
function logFailure(event: string, error: unknown): void {
  if (!(error instanceof ApiError) || error.status === 401) return;
  const isRefusal = error.status >= 400 && error.status < 500;
  logClientEvent({
    event,
    type: 'error',
    importance: isRefusal ? 1 : 2,
    content: {
      code: error.code,
      status: error.status,
      message: error.message,
      page: window.location.pathname,
    },
  });
}

export const queryClient = new QueryClient({
  queryCache: new QueryCache({ onError: (error) => logFailure('Could not load data', error) }),
  mutationCache: new MutationCache({ onError: (error) => logFailure('Action failed', error) }),
  defaultOptions: {
    queries: { staleTime: 30_000, retry: shouldRetry, refetchOnWindowFocus: false },
    mutations: { retry: false },
  },
});

onClearAllState(() => {
  queryClient.clear();
  resetClientLog();
});
