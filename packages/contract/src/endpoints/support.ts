// The support console (docs/product.md §1, "Support console"): support staff only.
import { z } from 'zod';
import { idSchema } from '../common';
import { defineEndpoint } from '../endpoint';

export const supportAccount = z.object({
  accountId: z.number(),
  name: z.string(),
  ownerEmail: z.string().nullable(),
  setupComplete: z.boolean(),
  balance: z.number(),
  members: z.number(),
});
export type SupportAccount = z.infer<typeof supportAccount>;

export const findAccounts = defineEndpoint({
  method: 'GET',
  path: '/support/accounts',
  summary: 'Support: accounts whose name or a member’s e-mail contains the text',
  tag: 'support',
  auth: true,
  refusals: ['FORBIDDEN'],
  query: z.object({ q: z.string().trim().min(2, 'Type at least 2 characters').max(100) }),
  data: z.object({ accounts: z.array(supportAccount) }),
});

export const activityEntry = z.object({
  _id: z.number(),
  time: z.string(),
  event: z.string(),
  kind: z.string(),
  who: z.string(),
  bySupport: z.boolean(),
});
export type ActivityEntry = z.infer<typeof activityEntry>;

const activityPage = {
  query: z.object({ before: idSchema.optional() }),
  data: z.object({ entries: z.array(activityEntry), next_cursor: z.number().nullable() }),
};

export const accountActivity = defineEndpoint({
  method: 'GET',
  path: '/support/accounts/:accountId/activity',
  summary: 'Support: an account’s activity log, newest first (100 a page)',
  tag: 'support',
  auth: true,
  refusals: ['FORBIDDEN', 'NOT_FOUND'],
  params: z.object({ accountId: idSchema }),
  ...activityPage,
});

export const feedbackEntry = z.object({
  _id: z.number(),
  time: z.string(),
  message: z.string(),
  pageUrl: z.string().nullable(),
  account: z.string().nullable(),
  from: z.string(),
  hasFile: z.boolean(),
});
export type FeedbackEntry = z.infer<typeof feedbackEntry>;

export const listFeedback = defineEndpoint({
  method: 'GET',
  path: '/support/feedback',
  summary: 'Support: feedback, newest first',
  tag: 'support',
  auth: true,
  refusals: ['FORBIDDEN'],
  query: z.object({ before: idSchema.optional() }),
  data: z.object({ feedback: z.array(feedbackEntry), next_cursor: z.number().nullable() }),
});

export const getFeedbackFile = defineEndpoint({
  method: 'GET',
  path: '/support/feedback/:id/file',
  summary: 'Support: the file attached to a feedback',
  tag: 'support',
  auth: true,
  refusals: ['FORBIDDEN'],
  params: z.object({ id: idSchema }),
  produces: 'application/octet-stream',
  data: z.string(),
});
