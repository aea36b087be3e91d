import { z } from 'zod';
import { defineEndpoint } from '../endpoint';

export const roleSchema = z.enum(['user', 'guest']);

export const sessionUser = z.object({
  id: z.number(),
  username: z.string(),
  email: z.string(),
  role: roleSchema,
});

/**
 * What a right password answers when a second step is due: `verify` (ask for the code) or
 * `enrol` (the user must set up an authenticator first: support staff, or an account that
 * requires it). No session yet.
 */
export const twoFactorChallenge = z.object({
  twoFactor: z.object({
    step: z.enum(['verify', 'enrol']),
    /** A signed, short-lived proof that the password was right; swapped for a session with a code. */
    challenge: z.string(),
    expiresAt: z.string(),
  }),
});
export type TwoFactorChallenge = z.infer<typeof twoFactorChallenge>;

export const proappLogin = defineEndpoint({
  method: 'POST',
  path: '/users/proappLogin',
  summary: 'Sign in with e-mail (login) and password',
  tag: 'auth',
  auth: false,
  refusals: ['INVALID_CREDENTIALS'],
  body: z.object({
    login: z.string().trim().min(1, 'Enter your e-mail').max(254),
    password: z.string().min(1, 'Enter your password').max(200),
  }),
  /**
   * A session, or, when a second step is due (docs/product.md §9, "Two-factor sign-in"), the
   * challenge for `verifyTwoFactorSignIn` and no session yet.
   */
  data: z.union([
    z.object({ token: z.string(), globalId: z.number(), user: sessionUser }),
    twoFactorChallenge,
  ]),
});

/**
 * An addition (docs/product.md §9, "Sessions can be ended."; a logout only clears the browser): ends every session of the
 * signed-in user, this one included, and disconnects their sockets. Refused to guest sessions.
 */
export const logoutEverywhere = defineEndpoint({
  method: 'POST',
  path: '/users/logoutEverywhere',
  summary: 'Sign out everywhere: end every session of the signed-in user',
  tag: 'auth',
  auth: true,
  refusals: ['FORBIDDEN'],
  data: z.object({ signedOut: z.literal(true) }),
});

export const tokenMetaData = z.object({
  exp: z.number(),
  sub: z.string(),
  user: z.object({
    role: roleSchema,
    inviteType: z.string().nullable(),
    isMainAccount: z.boolean(),
    globalId: z.number(),
  }),
});
export type TokenMetaData = z.infer<typeof tokenMetaData>;

export const getTokenMetaData = defineEndpoint({
  method: 'GET',
  path: '/users/getTokenMetaData',
  summary: 'The verified claims of the caller’s token',
  tag: 'auth',
  auth: true,
  data: tokenMetaData,
});

export const currentUser = z.object({
  id: z.number(),
  username: z.string(),
  email: z.string(),
  avatarUrl: z.string().nullable(),
  /** The kept time zone preference (an index into the four US zones, '4' the browser's); null until chosen. */
  timeZone: z.string().nullable(),
  isSupport: z.boolean(),
});
export type CurrentUser = z.infer<typeof currentUser>;

export const getCurrentUser = defineEndpoint({
  method: 'GET',
  path: '/admin/getCurrentUser',
  summary: 'The signed-in user',
  tag: 'users',
  auth: true,
  data: currentUser,
});

export const updateMe = defineEndpoint({
  method: 'POST',
  path: '/users/updateMe',
  summary: 'Change the signed-in user’s display name',
  tag: 'users',
  auth: true,
  body: z.object({
    newUserName: z.string().trim().min(2, 'Use at least 2 characters').max(80, 'Use at most 80 characters'),
  }),
  data: currentUser,
});

export const contactPhoneNumbers = defineEndpoint({
  method: 'GET',
  path: '/users/contactPhoneNumbers',
  summary: 'Vanbid phone numbers shown to the user (support, sales)',
  tag: 'users',
  auth: true,
  data: z.object({
    contactPhoneNumber: z.string(),
    phoneNumbers: z.array(z.object({ label: z.string(), number: z.string() })),
  }),
});
