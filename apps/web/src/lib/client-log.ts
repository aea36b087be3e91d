import { createLog } from '@vanbid/contract';
import { useEffect } from 'react';
import { apiRequest } from './api-client';
import { ApiError } from './api-error';

/**
 * Records a failure the user met in the account's activity log (`POST /logs/create`, type
 * `error`): what failed (`event`) and the answer it got. A failure to record it is dropped.
 */
export function logClientError(event: string, error: unknown): void {
  const content =
    error instanceof ApiError
      ? { status: error.status, code: error.code, message: error.message }
      : { message: error instanceof Error ? error.message : String(error) };
  void apiRequest(createLog, {
    body: { event, type: 'error', importance: 2, content: { ...content, page: window.location.pathname } },
  }).catch(() => undefined);
}

/** Logs each new `error` of a read (a query's failure) once, under `event`. */
export function useLoggedFailure(event: string, error: unknown): void {
  useEffect(() => {
    if (error) logClientError(event, error);
  }, [event, error]);
}
