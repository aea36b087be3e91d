import { ApiError } from './api-error';

/** A fresh `Idempotency-Key` for one user action; a retry of that action reuses it (docs/product.md §7). */
export function idempotencyHeaders(key: string = crypto.randomUUID()): Record<string, string> {
  return { 'Idempotency-Key': key };
}

/** The same input in any key order reads the same. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, field: unknown) =>
    field && typeof field === 'object' && !Array.isArray(field)
      ? Object.fromEntries(Object.entries(field).sort(([a], [b]) => (a < b ? -1 : 1)))
      : field,
  );
}

/** No answer came (no network, or the server failed before deciding): the action is still open. */
function isUnanswered(error: unknown): boolean {
  return error instanceof ApiError ? error.status === 0 || error.status >= 500 : true;
}

/**
 * One key per money action. Sending the same input again after a try that got no answer reuses
 * its key, so the server replays or finishes that try instead of charging twice; an answer (a
 * success, or a refusal such as a decline, which the server keeps as the key's answer) ends the
 * action, and the next send is a new one with a new key.
 */
export function createIdempotencyKeys(newKey: () => string = () => crypto.randomUUID()) {
  let open: { input: string; key: string } | null = null;
  return {
    keyFor(input: unknown): string {
      const text = canonical(input);
      if (open?.input !== text) open = { input: text, key: newKey() };
      return open.key;
    },
    /** After a try: `null` for a success, else its error. */
    settle(error: unknown): void {
      if (error === null || !isUnanswered(error)) open = null;
    },
  };
}
