import { createLog } from '@vanbid/contract';
import { useEffect } from 'react';
import { apiRequest } from './api-client';
import { ApiError } from './api-error';
import { getSession } from './session';

type LogType = 'error' | 'user_activity';

interface ClientLogEntry {
  event: string;
  type: LogType;
  /** 1 routine, 2 worth a look, 3 something broke. */
  importance: 1 | 2 | 3;
  content?: Record<string, unknown>;
}

/** Entries are sent together this long after the first of a batch. */
export const CLIENT_LOG_BATCH_MS = 2_000;
/** At most this many entries per page load: a loop of errors never floods the log. */
export const CLIENT_LOG_LIMIT = 30;

let queue: (ClientLogEntry & { global_id: number; role: string | undefined })[] = [];
let timer: ReturnType<typeof setTimeout> | undefined;
let sentCount = 0;
const seen = new Set<string>();

function flush(): void {
  timer = undefined;
  const entries = queue;
  queue = [];
  for (const entry of entries) {
    void apiRequest(createLog, { body: entry }).catch(() => undefined);
  }
}

/**
 * Records what the client saw in the account's activity log (`POST /logs/create`): errors the app
 * reports and a few meaningful actions. Signed-in only; the same event and content once per page
 * load; sent in batches, at most `CLIENT_LOG_LIMIT` entries.
 */
export function logClientEvent(entry: ClientLogEntry): void {
  const session = getSession();
  if (!session) return;
  const fingerprint = JSON.stringify([entry.event, entry.content ?? null]);
  if (seen.has(fingerprint) || sentCount >= CLIENT_LOG_LIMIT) return;
  seen.add(fingerprint);
  sentCount += 1;
  queue.push({ ...entry, global_id: session.globalId, role: session.tokenMetaData?.user.role });
  timer ??= setTimeout(flush, CLIENT_LOG_BATCH_MS);
}

/** Sends what is queued now (before the session ends). */
export function flushClientLog(): void {
  if (timer) clearTimeout(timer);
  flush();
}

/** Forgets what was sent (tests, and a new sign-in). */
export function resetClientLog(): void {
  if (timer) clearTimeout(timer);
  timer = undefined;
  queue = [];
  sentCount = 0;
  seen.clear();
}

/**
 * Records a failure the user met (type `error`): what failed (`event`), the answer it got and
 * the page.
 */
export function logClientError(event: string, error: unknown): void {
  const answer =
    error instanceof ApiError
      ? { status: error.status, code: error.code, message: error.message }
      : { message: error instanceof Error ? error.message : String(error) };
  logClientEvent({
    event,
    type: 'error',
    importance: 2,
    content: { ...answer, page: window.location.pathname },
  });
}

/** Logs each new `error` of a read (a query's failure) once, under `event`. */
export function useLoggedFailure(event: string, error: unknown): void {
  useEffect(() => {
    if (error) logClientError(event, error);
  }, [event, error]);
}
