// The signed-in user's picture, the company logo and the time zone preference (docs/product.md §3).
import { TIME_ZONE_PREFERENCES } from '@vanbid/domain';
import { z } from 'zod';
import { idSchema } from '../common';
import { defineEndpoint } from '../endpoint';
import { uploadedFile } from './uploads';

/** Where the web reads a member's picture (`getAvatar`); `v` changes with each new picture. */
export const avatarUrlOf = (userId: number, fileId: number | null) =>
  fileId ? `/api/team/${userId}/avatar?v=${fileId}` : null;
/** Where the web reads an account's logo (`getCompanyLogo`); `v` changes with each new logo. */
export const logoUrlOf = (accountId: number, fileId: number | null) =>
  fileId ? `/api/company/logo?globalId=${accountId}&v=${fileId}` : null;

export const updateAvatar = defineEndpoint({
  method: 'POST',
  path: '/admin/updateAvatar',
  summary: 'Upload the user’s picture (multipart `file`; PNG, JPEG or WebP by content, at most 2 MB)',
  tag: 'profile',
  auth: true,
  multipart: true,
  body: z.object({ file: uploadedFile }),
  data: z.object({ avatarUrl: z.string() }),
});

export const getAvatar = defineEndpoint({
  method: 'GET',
  path: '/team/:userId/avatar',
  summary: 'A member’s picture, to members of the same account only (404 without one)',
  tag: 'profile',
  auth: true,
  refusals: ['NOT_FOUND'],
  params: z.object({ userId: idSchema }),
  produces: 'image/webp',
  data: z.string(),
});

export const updateCompanyLogo = defineEndpoint({
  method: 'POST',
  path: '/company/logo',
  summary: 'Upload the company logo (multipart `file`; PNG, JPEG or WebP by content, at most 2 MB)',
  tag: 'profile',
  auth: true,
  multipart: true,
  body: z.object({ file: uploadedFile }),
  data: z.object({ logoUrl: z.string() }),
});

export const getCompanyLogo = defineEndpoint({
  method: 'GET',
  path: '/company/logo',
  summary: 'The selected account’s logo (404 without one)',
  tag: 'profile',
  auth: true,
  refusals: ['NOT_FOUND'],
  produces: 'image/webp',
  data: z.string(),
});

export const updateTimeZone = defineEndpoint({
  method: 'PATCH',
  path: '/users/time-zone',
  summary: 'Keep the time zone preference (an index into the four US zones, 4 for the browser’s)',
  tag: 'profile',
  auth: true,
  body: z.object({ timeZone: z.enum(TIME_ZONE_PREFERENCES, { message: 'Choose a time zone' }) }),
  data: z.object({ timeZone: z.string() }),
});
