// Verified mobile numbers for text messages (docs/product.md §8, "Text messages"): the signed-in
// user's own numbers for the selected company; a number gets texts once it confirmed its code.
import { isMobileCode, MOBILE_CODE_DIGITS, mobileNumberProblem } from '@vanbid/domain';
import { z } from 'zod';
import { idSchema } from '../common';
import { defineEndpoint } from '../endpoint';

export const mobileNumberSchema = z.object({
  id: z.number(),
  /** E.164, such as `+18045551234`. */
  phone: z.string(),
  /** As people read it: `(804) 555-1234` for US numbers, international format otherwise. */
  display: z.string(),
  verified: z.boolean(),
  /** ISO 8601 instants; null until it happened. */
  verifiedAt: z.string().nullable(),
  codeSentAt: z.string().nullable(),
});
export type MobileNumber = z.infer<typeof mobileNumberSchema>;

/** A number as the user types it, checked by the same rule the form uses. */
export const typedMobileNumber = z
  .string()
  .max(40)
  .superRefine((typed, context) => {
    const problem = mobileNumberProblem(typed);
    if (problem) context.addIssue({ code: 'custom', message: problem });
  });

const mobileCode = z
  .string()
  .trim()
  .max(20)
  .refine(isMobileCode, `Enter the ${MOBILE_CODE_DIGITS}-digit code from the text message`);

export const listMobileNumbers = defineEndpoint({
  method: 'GET',
  path: '/users/mobileNumbers',
  summary: 'The signed-in user’s mobile numbers for text messages from this company',
  tag: 'notifications',
  auth: true,
  data: z.object({ numbers: z.array(mobileNumberSchema) }),
});

export const addMobileNumber = defineEndpoint({
  method: 'POST',
  path: '/users/mobileNumbers',
  summary: 'Add a mobile number and text it a confirmation code',
  tag: 'notifications',
  auth: true,
  refusals: ['ALREADY_EXISTS', 'BUSINESS_RULE', 'RATE_LIMITED', 'UNAVAILABLE'],
  body: z.strictObject({ phone: typedMobileNumber }),
  data: z.object({ number: mobileNumberSchema }),
});

export const resendMobileCode = defineEndpoint({
  method: 'POST',
  path: '/users/mobileNumbers/:id/code',
  summary: 'Text a new confirmation code to a number not confirmed yet',
  tag: 'notifications',
  auth: true,
  refusals: ['NOT_FOUND', 'CONFLICT', 'RATE_LIMITED', 'UNAVAILABLE'],
  params: z.object({ id: idSchema }),
  body: z.strictObject({}).nullish(),
  data: z.object({ number: mobileNumberSchema }),
});

export const confirmMobileNumber = defineEndpoint({
  method: 'POST',
  path: '/users/mobileNumbers/:id/confirm',
  summary: 'Confirm a mobile number with the code it was texted',
  tag: 'notifications',
  auth: true,
  refusals: ['NOT_FOUND'],
  params: z.object({ id: idSchema }),
  body: z.strictObject({ code: mobileCode }),
  data: z.object({ number: mobileNumberSchema }),
});

export const deleteMobileNumber = defineEndpoint({
  method: 'DELETE',
  path: '/users/mobileNumbers/:id',
  summary: 'Remove a mobile number: it gets no more texts',
  tag: 'notifications',
  auth: true,
  refusals: ['NOT_FOUND'],
  params: z.object({ id: idSchema }),
  data: z.object({ deleted: z.literal(true) }),
});

export const outboxSms = z.object({
  id: z.number(),
  to: z.string(),
  body: z.string(),
  createdAt: z.string(),
});

/** The local SMS outbox (docs/product.md §11), when no SMS provider is configured and it is shown. */
export const devSmsOutbox = defineEndpoint({
  method: 'GET',
  path: '/dev/sms-outbox',
  summary: 'Support only: text messages kept in the local outbox, newest first (development)',
  tag: 'dev',
  auth: true,
  refusals: ['FORBIDDEN'],
  query: z.object({ to: z.string().max(40).optional() }),
  data: z.object({ messages: z.array(outboxSms) }),
});
