// Password reset (docs/product.md §1; limits §9, e-mail §11): a 6-digit code by e-mail swapped
// for a reset token, or a link carrying that token; the token sets the new password once.
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, RESET_CODE_DIGITS } from '@vanbid/domain';
import { z } from 'zod';
import { defineEndpoint } from '../endpoint';

const email = z.email('Enter a valid e-mail address').trim().max(254);
const resetToken = z.string().min(20).max(200);

/** Every "send" answers the same whether or not the address has an account (no account oracle). */
const sent = z.object({ sent: z.literal(true) });

export const sendResetCode = defineEndpoint({
  method: 'POST',
  path: '/password-reset/send-code',
  summary: 'E-mail a reset code to the address, if it has an account',
  tag: 'auth',
  auth: false,
  body: z.strictObject({ email }),
  data: sent,
});

export const verifyResetCode = defineEndpoint({
  method: 'POST',
  path: '/password-reset/verify-code',
  summary: 'Swap the e-mailed code for a reset token',
  tag: 'auth',
  auth: false,
  body: z.strictObject({
    email,
    code: z
      .string()
      .trim()
      .max(RESET_CODE_DIGITS, `Enter the ${RESET_CODE_DIGITS}-digit code from the e-mail`)
      .regex(
        new RegExp(`^\\d{${RESET_CODE_DIGITS}}$`),
        `Enter the ${RESET_CODE_DIGITS}-digit code from the e-mail`,
      ),
  }),
  data: z.object({ token: resetToken }),
});

export const sendResetEmail = defineEndpoint({
  method: 'POST',
  path: '/password-reset/send-email',
  summary: 'E-mail a reset link to the address, if it has an account',
  tag: 'auth',
  auth: false,
  body: z.strictObject({ email }),
  data: sent,
});

export const newPasswordSchema = z
  .string()
  .min(PASSWORD_MIN_LENGTH, `Use at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(PASSWORD_MAX_LENGTH, `Use at most ${PASSWORD_MAX_LENGTH} characters`);

export const resetPassword = defineEndpoint({
  method: 'PATCH',
  path: '/password-reset',
  summary: 'Set a new password with a reset token (once)',
  tag: 'auth',
  auth: false,
  refusals: ['TOKEN_EXPIRED'],
  body: z.strictObject({ token: resetToken, password: newPasswordSchema }),
  data: z.object({ reset: z.literal(true) }),
});

export const outboxMail = z.object({
  id: z.number(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  createdAt: z.string(),
});

/** The local e-mail outbox (docs/product.md §11), when no SMTP server is configured and it is shown. */
export const devMailbox = defineEndpoint({
  method: 'GET',
  path: '/dev/mailbox',
  summary: 'Support only: e-mails kept in the local outbox, newest first (development)',
  tag: 'dev',
  auth: true,
  refusals: ['FORBIDDEN'],
  query: z.object({ to: z.string().max(254).optional() }),
  data: z.object({ mails: z.array(outboxMail) }),
});
