/**
 * Failed sign-ins per account (e-mail), in process memory: after `maxFailures` within the
 * window the account is refused until the window passes, whatever the IP. (The per-IP limit
 * is the rate-limit plugin on the route.) With several API processes each keeps its own count.
 */
export function createLoginThrottle(maxFailures: number, windowMs: number, now: () => number = Date.now) {
  const failures = new Map<string, number[]>();
  const recent = (key: string) => (failures.get(key) ?? []).filter((time) => now() - time < windowMs);
  return {
    isLocked(key: string): boolean {
      return recent(key).length >= maxFailures;
    },
    retryAfterSeconds(key: string): number {
      const oldest = recent(key)[0] ?? now();
      return Math.max(1, Math.ceil((oldest + windowMs - now()) / 1000));
    },
    recordFailure(key: string): void {
      failures.set(key, [...recent(key), now()]);
    },
    reset(key: string): void {
      failures.delete(key);
    },
  };
}
export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
