import {
  type DataOf,
  type proappLogin,
  startSignInEnrolment,
  type TwoFactorChallenge,
  verifyTwoFactorSignIn,
} from '@vanbid/contract';
import { generate } from 'otplib';
import type { Answer } from './answer';
import { rememberShownSecret } from './shown-secrets';
import type { TestContext } from './test-app';

type LoginData = DataOf<typeof proappLogin>;

/**
 * The session of a sign-in (or of a registration from an invite) that asked for no second step
 * (a two-factor challenge throws).
 */
export function sessionOf<D extends object = LoginData>(answer: {
  data: D | TwoFactorChallenge;
}): Exclude<D, TwoFactorChallenge> {
  const data = answer.data;
  if ('twoFactor' in data)
    throw new Error(`Expected a session, got a two-factor ${data.twoFactor.step} step`);
  return data as Exclude<D, TwoFactorChallenge>;
}

/** The two-factor challenge of a sign-in (a session throws). */
export function challengeOf(answer: Answer<typeof proappLogin>): TwoFactorChallenge['twoFactor'] {
  const data = answer.data;
  if (!('twoFactor' in data)) throw new Error('Expected a two-factor challenge, got a session');
  return data.twoFactor;
}

/** The secret of an otpauth:// URI, as an authenticator app reads it from the QR code. */
export function secretOfUri(otpauthUri: string): string {
  const secret = new URL(otpauthUri).searchParams.get('secret');
  if (!secret) throw new Error(`No secret in ${otpauthUri}`);
  rememberShownSecret('a two-factor key', secret);
  return secret;
}

/** The code an authenticator app shows for `secret`, `steps` 30 s steps from now. */
export function authenticatorCode(secret: string, steps = 0): Promise<string> {
  return generate({ secret, epoch: Math.floor(Date.now() / 1000) + steps * 30 });
}

/**
 * Finishes a sign-in whose password asked to enrol (support staff, an account that requires it):
 * sets up an authenticator with the challenge and sends its first code. Answers the session, the
 * authenticator's secret and the recovery codes.
 */
export async function enrolAtSignIn(context: TestContext, challenge: string) {
  const enrolment = await context.call(startSignInEnrolment, { body: { challenge } });
  const secret = secretOfUri(enrolment.data.otpauthUri);
  const verified = await context.call(verifyTwoFactorSignIn, {
    body: { challenge, code: await authenticatorCode(secret) },
  });
  const { recoveryCodes = [], ...session } = verified.data;
  for (const code of recoveryCodes) rememberShownSecret('a recovery code', code);
  return { session, secret, recoveryCodes };
}
