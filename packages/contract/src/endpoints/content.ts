// Tutorials, release notes ("What's new") and feedback (docs/product.md §7, §9).
import { z } from 'zod';
import { idSchema } from '../common';
import { defineEndpoint } from '../endpoint';
import { uploadedFile } from './uploads';

export const tutorial = z.object({
  _id: z.number(),
  id: z.number(),
  title: z.string(),
  description: z.string(),
  /** The page where the task is done. */
  url: z.string(),
  /** The recorded video (WebM) of the task in the portal, its WebVTT captions and its poster (JPEG); null for a text-only guide. */
  videoUrl: z.string().nullable(),
  captionsUrl: z.string().nullable(),
  posterUrl: z.string().nullable(),
  durationSeconds: z.number(),
  views: z.number(),
  watched: z.boolean(),
});
export type Tutorial = z.infer<typeof tutorial>;

export const listTutorials = defineEndpoint({
  method: 'GET',
  path: '/videos/tutorials/public',
  summary: 'The tutorial videos in order, with play counts and the caller’s watched marks',
  tag: 'tutorials',
  auth: true,
  data: z.object({ tutorials: z.array(tutorial) }),
});

export const viewTutorial = defineEndpoint({
  method: 'POST',
  path: '/videos/view',
  summary: 'Count a play and mark the tutorial watched by the caller',
  tag: 'tutorials',
  auth: true,
  refusals: ['NOT_FOUND'],
  body: z.object({ videoId: idSchema }),
  data: z.object({ tutorial }),
});

export const patchNote = z.object({
  _id: z.number(),
  title: z.string(),
  body: z.string(),
  releasedAt: z.string(),
});
export type PatchNote = z.infer<typeof patchNote>;

export const unseenPatches = defineEndpoint({
  method: 'GET',
  path: '/patches/unseen',
  summary: 'Release notes the caller has not seen, newest first',
  tag: 'patches',
  auth: true,
  data: z.object({ patches: z.array(patchNote) }),
});

export const markPatchesViewed = defineEndpoint({
  method: 'POST',
  path: '/patches/mark-viewed',
  summary: 'Mark release notes seen (all unseen ones when no ids are given)',
  tag: 'patches',
  auth: true,
  body: z.object({ ids: z.array(idSchema).max(100).optional() }),
  data: z.object({ marked: z.number() }),
});

export const sendFeedback = defineEndpoint({
  method: 'POST',
  path: '/feedback',
  summary: 'Tell support something (multipart: `message`, optional `pageUrl` and one `file` ≤ 5 MB)',
  tag: 'feedback',
  auth: true,
  multipart: true,
  body: z.object({
    message: z.string().trim().min(1, 'Write a few words').max(4000, 'Keep it under 4,000 characters'),
    pageUrl: z.string().trim().max(500).optional(),
    file: uploadedFile.optional(),
  }),
  data: z.object({ feedbackId: z.number() }),
});
