import { createHash, randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../db/database';
import { idempotencyKeys } from '../db/schema/index';
import { AppError } from '../errors';

/** A transaction handle of `db.transaction` (nested calls open savepoints). */
export type MoneyTx = Parameters<Parameters<Database['transaction']>[0]>[0];

export interface IdempotencyScope {
  accountId: number;
  /** The `Idempotency-Key` header; undefined when the caller sent none. */
  key: string | undefined;
  /** Method, route and body (the route layer has taken `globalId` out; the account scope covers it). */
  requestHash: string;
}

const KEY = /^[\x21-\x7e]{1,255}$/;

function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([name, item]) => `${JSON.stringify(name)}:${canonicalJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

/** Reads and checks the `Idempotency-Key` header of a money call (docs/product.md §7). */
export function idempotencyScope(
  request: FastifyRequest,
  accountId: number,
  body: unknown,
): IdempotencyScope {
  const header = request.headers['idempotency-key'];
  if (Array.isArray(header)) throw badKey('Send one Idempotency-Key header');
  if (header !== undefined && !KEY.test(header))
    throw badKey('The Idempotency-Key must be 1 to 255 visible ASCII characters');
  const requestHash = createHash('sha256')
    .update(`${request.method} ${request.routeOptions.url}\n${canonicalJson(body ?? {})}`)
    .digest('hex');
  return { accountId, key: header, requestHash };
}

function badKey(message: string): AppError {
  return new AppError('VALIDATION_FAILED', message, { 'Idempotency-Key': message });
}

type Stored<T> =
  | { data: T }
  | { error: { code: AppError['code']; message: string; fields?: Record<string, string> } };

/** A key for the gateway call of this request: the caller's key when given, else a fresh one. */
export function gatewayKey(scope: IdempotencyScope, suffix: string): string {
  return `${scope.accountId}:${scope.key ?? randomUUID()}:${suffix}`;
}

/**
 * Runs a money call once per (account, key). The key row is claimed first in the same
 * transaction as the work: a concurrent request with the key waits on it, then replays the
 * stored answer. The work runs in a savepoint, so a business error (a decline, insufficient
 * funds) undoes the work but is kept as the key's answer; any other error rolls everything back
 * and frees the key. Same key with another body: 422 IDEMPOTENCY_KEY_REUSED.
 */
export async function runIdempotent<T>(
  db: Database,
  scope: IdempotencyScope,
  work: (tx: MoneyTx) => Promise<T>,
): Promise<T> {
  const { key } = scope;
  if (key === undefined) return db.transaction(work);
  const outcome = await db.transaction(async (tx): Promise<Stored<T>> => {
    const [claimed] = await tx
      .insert(idempotencyKeys)
      .values({ accountId: scope.accountId, key, requestHash: scope.requestHash })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key });
    if (!claimed) return replay<T>(tx, scope, key);
    let stored: Stored<T>;
    try {
      stored = { data: await tx.transaction(work) };
    } catch (error) {
      if (!(error instanceof AppError) || error.status >= 500) throw error;
      stored = { error: { code: error.code, message: error.message, fields: error.fields } };
    }
    const status = 'data' in stored ? 200 : new AppError(stored.error.code, '').status;
    await tx
      .update(idempotencyKeys)
      .set({ statusCode: status, response: stored })
      .where(and(eq(idempotencyKeys.accountId, scope.accountId), eq(idempotencyKeys.key, key)));
    return stored;
  });
  if ('error' in outcome) throw new AppError(outcome.error.code, outcome.error.message, outcome.error.fields);
  return outcome.data;
}

async function replay<T>(tx: MoneyTx, scope: IdempotencyScope, key: string): Promise<Stored<T>> {
  const [row] = await tx
    .select({ requestHash: idempotencyKeys.requestHash, response: idempotencyKeys.response })
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.accountId, scope.accountId), eq(idempotencyKeys.key, key)));
  if (row && row.requestHash !== scope.requestHash)
    throw new AppError(
      'IDEMPOTENCY_KEY_REUSED',
      'This Idempotency-Key was already used for a different request. Use a new key.',
    );
  if (!row?.response) throw new AppError('CONFLICT', 'A request with this Idempotency-Key is in progress');
  return row.response as Stored<T>;
}
