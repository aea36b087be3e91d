import { z } from 'zod';
import { idSchema } from '../common';
import { defineEndpoint } from '../endpoint';
import { sessionUser } from './auth';

/** Support staff issue a single-use link that signs them in as guest on a user's behalf. */
export const createGuestLink = defineEndpoint({
  method: 'POST',
  path: '/admin/guestLinks',
  summary: 'Support only: a single-use guest sign-in link for a user (expires in 10 minutes)',
  tag: 'auth',
  auth: true,
  refusals: ['FORBIDDEN', 'NOT_FOUND'],
  body: z.object({
    email: z.string().trim().email('Enter the user’s e-mail').max(254),
  }),
  data: z.object({ url: z.string(), expiresAt: z.string() }),
});

/** Swaps a guest-link or notification-link code for a session (docs/product.md §9). */
export const exchangeLoginCode = defineEndpoint({
  method: 'POST',
  path: '/users/exchangeLoginCode',
  summary: 'Exchange a single-use link code for a session',
  tag: 'auth',
  auth: false,
  refusals: ['UNAUTHENTICATED'],
  body: z.object({ code: z.string().min(20).max(200) }),
  data: z.object({ token: z.string(), globalId: z.number(), user: sessionUser }),
});

export const logKind = z.enum(['error', 'user_activity', 'webhook']);

export const createLog = defineEndpoint({
  method: 'POST',
  path: '/logs/create',
  summary: 'Record a client-side event in the activity log (the role is the server’s, whatever is sent)',
  tag: 'logs',
  auth: true,
  body: z.object({
    global_id: idSchema.optional(),
    event: z.string().trim().min(1).max(200),
    type: logKind,
    importance: z.union([z.literal(1), z.literal(2), z.literal(3)]).default(1),
    content: z.unknown().optional(),
    role: z.string().max(40).optional(),
  }),
  data: z.object({ id: z.number() }),
});
