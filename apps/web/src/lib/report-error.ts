import { postErrorReport } from '@vanbid/contract';
import { apiRequest } from './api-client';
import { ApiError } from './api-error';
import { logClientEvent } from './client-log';

const reported = new WeakSet<object>();

/**
 * Sends an error the app met to the report service (`POST /report/api/report`), once per error,
 * and notes it in the account's activity log.
 * Answers of the API (an `ApiError`: the server knows them) are not sent; a failure to report is
 * dropped.
 */
export function reportError(error: unknown): void {
  if (error instanceof ApiError) return;
  if (typeof error === 'object' && error !== null) {
    if (reported.has(error)) return;
    reported.add(error);
  }
  const message = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  logClientEvent({
    event: 'Page error',
    type: 'error',
    importance: 3,
    content: { message: message.slice(0, 500), page: window.location.pathname },
  });
  void apiRequest(postErrorReport, {
    body: {
      message: message.slice(0, 2_000),
      stack: error instanceof Error ? error.stack?.slice(0, 8_000) : undefined,
      url: window.location.href.slice(0, 2_000),
      release: typeof __VANBID_BUILD_ID__ === 'string' ? __VANBID_BUILD_ID__ : undefined,
    },
  }).catch(() => undefined);
}
