// Two-factor sign-in (docs/product.md §9, "Two-factor sign-in"): TOTP (RFC 6238) with an
// authenticator app, single-use recovery codes, "remember this browser", required for support
// staff and for every member of an account whose owner asks for it.
import { isRecoveryCode, isTwoFactorCode, TWO_FACTOR_CODE_DIGITS } from '@vanbid/domain';
import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { sessionUser } from './auth';

const challenge = z.string().min(20).max(2000);

const authenticatorCode = z
  .string()
  .trim()
  .max(20, `Enter the ${TWO_FACTOR_CODE_DIGITS}-digit code from your authenticator app`)
  .refine(isTwoFactorCode, `Enter the ${TWO_FACTOR_CODE_DIGITS}-digit code from your authenticator app`);

/** An authenticator code or one of the recovery codes. */
const codeOrRecoveryCode = z
  .string()
  .trim()
  .max(40)
  .refine(
    (typed) => isTwoFactorCode(typed) || isRecoveryCode(typed),
    `Enter the ${TWO_FACTOR_CODE_DIGITS}-digit code from your authenticator app, or a recovery code`,
  );

/** What the authenticator app needs: the QR code (a PNG data URL), the same key typed by hand, and the URI. */
export const authenticatorEnrolment = z.object({
  qrCode: z.string(),
  manualKey: z.string(),
  otpauthUri: z.string(),
});

const recoveryCodes = z.array(z.string());

export const verifyTwoFactorSignIn = defineEndpoint({
  method: 'POST',
  path: '/users/twoFactor/verify',
  summary: 'Second sign-in step: the challenge and a code (or a recovery code) for a session',
  tag: 'auth',
  auth: false,
  refusals: ['INVALID_CREDENTIALS', 'UNAUTHENTICATED'],
  body: z.strictObject({
    challenge,
    code: codeOrRecoveryCode,
    /** Skip the code step in this browser for 30 days (an HttpOnly cookie). */
    rememberBrowser: z.boolean().default(false),
  }),
  data: z.object({
    token: z.string(),
    globalId: z.number(),
    user: sessionUser,
    /** Only when this sign-in finished an enrolment: shown once, never again. */
    recoveryCodes: recoveryCodes.optional(),
  }),
});

export const startSignInEnrolment = defineEndpoint({
  method: 'POST',
  path: '/users/twoFactor/enrolment',
  summary: 'Enrolment during sign-in (an `enrol` challenge): a new authenticator key',
  tag: 'auth',
  auth: false,
  refusals: ['UNAUTHENTICATED', 'CONFLICT'],
  body: z.strictObject({ challenge }),
  data: authenticatorEnrolment,
});

export const twoFactorStatus = z.object({
  enabled: z.boolean(),
  /** Why it may not be turned off: support staff, or an account that requires it; null when optional. */
  requiredBy: z.enum(['support', 'account']).nullable(),
  recoveryCodesLeft: z.number(),
});
export type TwoFactorStatus = z.infer<typeof twoFactorStatus>;

export const getTwoFactor = defineEndpoint({
  method: 'GET',
  path: '/users/twoFactor',
  summary: 'The signed-in user’s two-factor sign-in: on or off, required or not',
  tag: 'auth',
  auth: true,
  data: twoFactorStatus,
});

export const startTwoFactorSetup = defineEndpoint({
  method: 'POST',
  path: '/users/twoFactor/setup',
  summary: 'Start turning on two-factor sign-in: a new authenticator key (not on until a first code)',
  tag: 'auth',
  auth: true,
  refusals: ['FORBIDDEN', 'CONFLICT'],
  data: authenticatorEnrolment,
});

export const enableTwoFactor = defineEndpoint({
  method: 'POST',
  path: '/users/twoFactor/enable',
  summary: 'Turn on two-factor sign-in with a first code; answers the recovery codes, once',
  tag: 'auth',
  auth: true,
  refusals: ['FORBIDDEN', 'CONFLICT', 'INVALID_CREDENTIALS'],
  body: z.strictObject({ code: authenticatorCode }),
  data: z.object({ recoveryCodes }),
});

export const disableTwoFactor = defineEndpoint({
  method: 'POST',
  path: '/users/twoFactor/disable',
  summary: 'Turn off two-factor sign-in: the password and a code (or a recovery code)',
  tag: 'auth',
  auth: true,
  refusals: ['FORBIDDEN', 'INVALID_CREDENTIALS'],
  body: z.strictObject({
    password: z.string().min(1, 'Enter your password').max(200),
    code: codeOrRecoveryCode,
  }),
  data: twoFactorStatus,
});

export const accountTwoFactorPolicy = z.object({
  /** Every member of the account must sign in with a second factor. */
  required: z.boolean(),
  /** Members who have not set it up yet (they are sent to enrol at their next sign-in). */
  membersWithout: z.number(),
});

export const getAccountTwoFactorPolicy = defineEndpoint({
  method: 'GET',
  path: '/company/twoFactor',
  summary: 'Whether the account requires two-factor sign-in of every member',
  tag: 'company',
  auth: true,
  data: accountTwoFactorPolicy,
});

export const setAccountTwoFactorPolicy = defineEndpoint({
  method: 'PUT',
  path: '/company/twoFactor',
  summary: 'Owner only: require two-factor sign-in of every member (or not)',
  tag: 'company',
  auth: true,
  refusals: ['FORBIDDEN', 'BUSINESS_RULE'],
  body: z.strictObject({ required: z.boolean() }),
  data: accountTwoFactorPolicy,
});
