/** A fresh `Idempotency-Key` for one user action; a retry of that action reuses it (DECISIONS.md, Money calls). */
export function idempotencyHeaders(key: string = crypto.randomUUID()): Record<string, string> {
  return { 'Idempotency-Key': key };
}
