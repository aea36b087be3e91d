// Invites by e-mail link (docs/product.md §1, "Invites"): tokens of 256 bits, kept hashed, single
// use, 7 days.
import { CONTACT_TYPES, INVITE_KINDS } from '@vanbid/domain';
import { z } from 'zod';
import { idSchema } from '../common';
import { defineEndpoint } from '../endpoint';
import { sessionUser, twoFactorChallenge } from './auth';

/** An invite token as the e-mail link carries it (base64url of 32 random bytes). */
export const inviteTokenSchema = z
  .string()
  .max(43, 'This invitation link is not valid')
  .regex(/^[A-Za-z0-9_-]{43}$/, 'This invitation link is not valid');

const email = z.string().trim().toLowerCase().max(254).email('Enter an e-mail address like name@example.com');

export const inviteInput = z.object({
  email,
  contactType: z.enum(CONTACT_TYPES, { message: 'Choose a contact type' }),
  inviteType: z.enum(INVITE_KINDS).default('authorized_contact_invite'),
});

export const invite = z.object({
  _id: z.number(),
  id: z.number(),
  email: z.string(),
  contactType: z.string(),
  inviteType: z.string(),
  status: z.enum(['pending', 'used', 'expired']),
  expiresAt: z.string(),
  createdAt: z.string(),
});
export type Invite = z.infer<typeof invite>;

export const listInvites = defineEndpoint({
  method: 'GET',
  path: '/invites',
  summary: 'The account’s invites, newest first',
  tag: 'invites',
  auth: true,
  query: z.object({
    page: z.coerce.number().int().min(1).default(1),
    size: z.coerce.number().int().min(1).max(1000).default(1000),
  }),
  data: z.object({ invites: z.array(invite), total: z.number() }),
});

export const createInvite = defineEndpoint({
  method: 'POST',
  path: '/invites',
  summary: 'Invite someone by e-mail (the link is e-mailed, never answered)',
  tag: 'invites',
  auth: true,
  refusals: ['CONFLICT'],
  body: inviteInput,
  data: z.object({ invite }),
});

export const createInvites = defineEndpoint({
  method: 'POST',
  path: '/invites/batch',
  summary: 'Invite up to 20 people at once (all or none)',
  tag: 'invites',
  auth: true,
  refusals: ['CONFLICT'],
  body: z.object({
    invites: z.array(inviteInput).min(1, 'Add at least one invite').max(20, 'At most 20 at once'),
  }),
  data: z.object({ invites: z.array(invite) }),
});

export const deleteInvite = defineEndpoint({
  method: 'DELETE',
  path: '/invites/:id',
  summary: 'Withdraw an invite: its link stops working',
  tag: 'invites',
  auth: true,
  refusals: ['NOT_FOUND'],
  params: z.object({ id: idSchema }),
  data: z.object({}),
});

export const inviteStatus = defineEndpoint({
  method: 'GET',
  path: '/invites/:token/status',
  summary: 'What an invitation link is for (public, rate-limited); 404 when invalid, used or expired',
  tag: 'invites',
  auth: false,
  params: z.object({ token: inviteTokenSchema }),
  data: z.object({
    contactType: z.string(),
    inviteType: z.string(),
    isNewUser: z.boolean(),
    email: z.string(),
    companyName: z.string(),
  }),
});

export const useInvite = defineEndpoint({
  method: 'PATCH',
  path: '/invites/:token/use',
  summary: 'The signed-in user (the invited e-mail) joins the inviting account; once',
  tag: 'invites',
  auth: true,
  refusals: ['FORBIDDEN'],
  params: z.object({ token: inviteTokenSchema }),
  data: z.object({
    globalId: z.number(),
    contactType: z.string(),
    inviteType: z.string(),
    /**
     * The joined account requires two-factor sign-in and the user has not turned it on: until
     * they do (Settings → Security), their signed-in calls answer 403 `TWO_FACTOR_REQUIRED`.
     */
    twoFactorRequired: z.boolean(),
  }),
});

export const registerWithInvite = defineEndpoint({
  method: 'POST',
  path: '/users/registerWithInvite',
  summary:
    'Create the invited user (name and password) and sign in; the invite is used. An account that requires two-factor sign-in answers the enrolment step instead of a session',
  tag: 'invites',
  auth: false,
  refusals: ['NOT_FOUND', 'CONFLICT'],
  body: z.object({
    token: inviteTokenSchema,
    username: z.string().trim().min(2, 'Enter your name').max(120),
    password: z.string().min(10, 'Use at least 10 characters').max(200),
  }),
  /**
   * A session, or, when the account requires two-factor sign-in (docs/product.md §9), the
   * `enrol` challenge for `startSignInEnrolment` and `verifyTwoFactorSignIn`, and no session yet.
   */
  data: z.union([
    z.object({ token: z.string(), globalId: z.number(), user: sessionUser }),
    twoFactorChallenge,
  ]),
});
