import { postErrorReport } from '@vanbid/contract';
import { apiRequest } from './api-client';
import { ApiError } from './api-error';

const reported = new WeakSet<object>();

/**
 * Sends an error the app met to the report service (`POST /report/api/report`), once per error.
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
  void apiRequest(postErrorReport, {
    body: {
      message: message.slice(0, 2_000),
      stack: error instanceof Error ? error.stack?.slice(0, 8_000) : undefined,
      url: window.location.href.slice(0, 2_000),
      release: typeof __VANBID_BUILD_ID__ === 'string' ? __VANBID_BUILD_ID__ : undefined,
    },
  }).catch(() => undefined);
}
