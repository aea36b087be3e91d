import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-error';
import { onClearAllState } from './auth';

const MAX_RETRIES = 2;

/** A client error (4xx) will not change on retry; network and server errors may. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < MAX_RETRIES;
}

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { staleTime: 30_000, retry: shouldRetry, refetchOnWindowFocus: false },
    mutations: { retry: false },
  },
});

onClearAllState(() => queryClient.clear());
