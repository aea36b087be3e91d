import { z } from 'zod';
import { defineEndpoint } from '../endpoint';

/**
 * Whether the embedded demo is still selling its months of history in the background (a first
 * `npm start` answers before that is done); the portal shows a banner meanwhile.
 */
export const getDemoStatus = defineEndpoint({
  method: 'GET',
  path: '/settings/demo-status',
  summary: 'Whether the demo world is still filling in its history',
  tag: 'settings',
  auth: false,
  data: z.object({ isHistoryFilling: z.boolean() }),
});
