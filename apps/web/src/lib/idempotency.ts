/** A fresh `Idempotency-Key` for one user action; a retry of that action reuses it (docs/product.md §7). */
export function idempotencyHeaders(key: string = crypto.randomUUID()): Record<string, string> {
  return { 'Idempotency-Key': key };
}
