import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../platform/config';
import type { Database } from '../../platform/db/database';
import { AppError } from '../../platform/errors';
import {
  clearFailures,
  type FailureStanding,
  findFailureStanding,
  lockPair,
  recordFailure,
} from './login-throttle.queries';

/** A sign-in refused before the password is checked; the route answers `Retry-After` from it. */
export class SignInThrottled extends AppError {
  readonly retryAfterSeconds: number;

  constructor(retryAfterSeconds: number) {
    const unit = retryAfterSeconds === 1 ? 'second' : 'seconds';
    super('RATE_LIMITED', `Too many failed attempts. Try again in ${retryAfterSeconds} ${unit}.`);
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

type ThrottleRules = Pick<Config, 'LOGIN_FREE_FAILURES' | 'LOGIN_MAX_DELAY_SECONDS'>;

/**
 * The wait after the pair's `failures` in a row (docs/product.md §9, Limits): none for the free
 * ones, then 1 s, 2 s, 4 s … up to the maximum. When the login fails from many addresses (at least
 * twice the free failures within the hour) the free ones are gone: every address that failed
 * waits from its first failure. An address with no failure never waits, so the owner signs in.
 */
export function computeDelaySeconds(standing: FailureStanding, rules: ThrottleRules): number {
  const isUnderAttack = standing.accountFailures >= 2 * rules.LOGIN_FREE_FAILURES;
  const freeFailures = isUnderAttack ? 1 : rules.LOGIN_FREE_FAILURES;
  if (standing.pairFailures < freeFailures) return 0;
  return Math.min(2 ** (standing.pairFailures - freeFailures), rules.LOGIN_MAX_DELAY_SECONDS);
}

/**
 * Failed sign-ins per (login, address), kept in PostgreSQL so that every API process agrees. A
 * try is counted as a failure before the password is checked (a success clears it): tries sent
 * at once cannot all slip through before the first failure is written.
 */
export function createLoginThrottle(db: Database, rules: ThrottleRules) {
  return {
    /**
     * Counts the try, or throws `SignInThrottled` (logged with the login and the real address,
     * not counted) while the pair must wait.
     */
    async claimAttempt(login: string, address: string, log: FastifyBaseLogger): Promise<void> {
      const retryAfterSeconds = await db.transaction(async (tx) => {
        await lockPair(tx, login, address);
        const standing = await findFailureStanding(tx, login, address);
        const waitedSeconds = standing.secondsSinceLastFailure ?? Number.POSITIVE_INFINITY;
        const remainingSeconds = computeDelaySeconds(standing, rules) - waitedSeconds;
        if (remainingSeconds > 0) return Math.ceil(remainingSeconds);
        await recordFailure(tx, login, address);
        return 0;
      });
      if (retryAfterSeconds === 0) return;
      log.warn({ login, address }, 'sign-in throttled');
      throw new SignInThrottled(retryAfterSeconds);
    },
    /** The password was right: the address's failures are cleared. */
    recordSuccess: (login: string, address: string) => clearFailures(db, login, address),
  };
}
export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
