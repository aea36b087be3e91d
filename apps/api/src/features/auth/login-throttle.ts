import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../platform/config';
import type { Database, Queryable } from '../../platform/db/database';
import { AppError } from '../../platform/errors';
import type { DeviceCookie } from './device-cookie';
import {
  clearFailures,
  deviceClient,
  FAILURE_MEMORY_SECONDS,
  type FailureStanding,
  findFailureStanding,
  lockLogin,
  recordFailure,
} from './login-throttle.queries';

/** Why a try was refused: the address's delay, the account closed to strangers, or the device locked. */
type ThrottleLimit = 'address' | 'account' | 'device';

const REFUSALS: Record<ThrottleLimit, (wait: string) => string> = {
  address: (wait) => `Too many failed attempts. Try again in ${wait}.`,
  account: (wait) =>
    `Too many failed sign-ins to this account. Try again in ${wait}, or from a browser that has signed in to it before.`,
  device: (wait) => `Too many failed sign-ins from this browser. Try again in ${wait}.`,
};

/** "1 second", "90 seconds", "15 minutes". */
function waitText(seconds: number): string {
  if (seconds === 1) return '1 second';
  return seconds < 120 ? `${seconds} seconds` : `${Math.ceil(seconds / 60)} minutes`;
}

/** A sign-in refused before the password is checked; the route answers `Retry-After` from it. */
export class SignInThrottled extends AppError {
  readonly retryAfterSeconds: number;

  constructor(retryAfterSeconds: number, limit: ThrottleLimit = 'address') {
    super('RATE_LIMITED', REFUSALS[limit](waitText(retryAfterSeconds)));
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

type ThrottleRules = Pick<
  Config,
  | 'LOGIN_FREE_FAILURES'
  | 'LOGIN_MAX_DELAY_SECONDS'
  | 'LOGIN_ACCOUNT_FAILURES_PER_HOUR'
  | 'LOGIN_DEVICE_FAILURES_PER_HOUR'
>;

/** Where a try comes from: the real client address (TRUST_PROXY), the browser's device cookie, the log. */
export interface AttemptOrigin {
  address: string;
  device?: DeviceCookie | undefined;
  log: FastifyBaseLogger;
}

/**
 * What is guessed: the password, or a second factor's code (counted apart, by the same rules,
 * so that code guesses neither use up nor escape the password's budget).
 */
export type AttemptKind = 'password' | 'second-factor';

const keyOf = (kind: AttemptKind, login: string) => (kind === 'password' ? login : `${kind}:${login}`);

/**
 * The wait after the address's `failures` in a row (docs/product.md §9, Limits): none for the
 * free ones, then 1 s, 2 s, 4 s … up to the maximum. When the login fails from many addresses
 * (at least twice the free failures within the hour) the free ones are gone: every address that
 * failed waits from its first failure. An address with no failure never waits.
 */
export function computeDelaySeconds(standing: FailureStanding, rules: ThrottleRules): number {
  const isUnderAttack = standing.accountFailures >= 2 * rules.LOGIN_FREE_FAILURES;
  const freeFailures = isUnderAttack ? 1 : rules.LOGIN_FREE_FAILURES;
  if (standing.clientFailures < freeFailures) return 0;
  return Math.min(2 ** (standing.clientFailures - freeFailures), rules.LOGIN_MAX_DELAY_SECONDS);
}

/** A refusal when `retryAfterSeconds` is above 0. */
interface Verdict {
  limit: ThrottleLimit;
  retryAfterSeconds: number;
}

/** A try from an address without the login's device cookie: the account's budget, then the address's delay. */
function judgeAddress(standing: FailureStanding, rules: ThrottleRules): Verdict {
  if (standing.accountFailures >= rules.LOGIN_ACCOUNT_FAILURES_PER_HOUR)
    return { limit: 'account', retryAfterSeconds: standing.secondsUntilAccountFailureForgotten };
  const waitedSeconds = standing.secondsSinceLastFailure ?? Number.POSITIVE_INFINITY;
  return { limit: 'address', retryAfterSeconds: computeDelaySeconds(standing, rules) - waitedSeconds };
}

/** A try through the login's device cookie: only the device's own budget counts; spent, the device is locked. */
function judgeDevice(standing: FailureStanding, rules: ThrottleRules): Verdict {
  const isLocked = standing.clientFailures >= rules.LOGIN_DEVICE_FAILURES_PER_HOUR;
  const waitedSeconds = standing.secondsSinceLastFailure ?? 0;
  return { limit: 'device', retryAfterSeconds: isLocked ? FAILURE_MEMORY_SECONDS - waitedSeconds : 0 };
}

/**
 * Failed sign-ins per (login, client), kept in PostgreSQL so that every API process agrees. A
 * client is an address, or a browser's device cookie naming the login (issued at a successful
 * sign-in). After LOGIN_ACCOUNT_FAILURES_PER_HOUR from all addresses the login is closed to
 * addresses, while each device cookie has LOGIN_DEVICE_FAILURES_PER_HOUR of its own: guessing is
 * bounded and cannot lock the owner out. A try is counted as a failure before the password is
 * checked (a success clears it), one at a time per login, so tries sent at once cannot all slip
 * through before the failures are written.
 */
export function createLoginThrottle(db: Database, rules: ThrottleRules) {
  /** The client the try is counted on: the device cookie when it names this login, else the address. */
  const clientOf = (login: string, origin: AttemptOrigin) =>
    origin.device?.login === login ? deviceClient(origin.device.id) : origin.address;

  async function judge(tx: Queryable, key: string, client: string, isDevice: boolean): Promise<Verdict> {
    await lockLogin(tx, key);
    const standing = await findFailureStanding(tx, key, client);
    const verdict = isDevice ? judgeDevice(standing, rules) : judgeAddress(standing, rules);
    if (verdict.retryAfterSeconds <= 0) await recordFailure(tx, key, client);
    return verdict;
  }

  return {
    /**
     * Counts the try (`login` lower-cased), or throws `SignInThrottled` (logged with the login
     * and the real address, not counted) while the login, the address or the device must wait.
     * A second factor's code is claimed the same way, with `kind` 'second-factor'.
     */
    async claimAttempt(login: string, origin: AttemptOrigin, kind: AttemptKind = 'password'): Promise<void> {
      const client = clientOf(login, origin);
      const isDevice = client !== origin.address;
      const verdict = await db.transaction((tx) => judge(tx, keyOf(kind, login), client, isDevice));
      if (verdict.retryAfterSeconds <= 0) return;
      origin.log.warn({ login, address: origin.address, kind, limit: verdict.limit }, 'sign-in throttled');
      throw new SignInThrottled(Math.ceil(verdict.retryAfterSeconds), verdict.limit);
    },
    /** The password (or code) was right: the failures of the address and of the device are cleared. */
    recordSuccess: (login: string, origin: AttemptOrigin, kind: AttemptKind = 'password') =>
      clearFailures(db, keyOf(kind, login), [...new Set([origin.address, clientOf(login, origin)])]),
  };
}
export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
