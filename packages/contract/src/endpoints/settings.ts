import { z } from 'zod';
import { defineEndpoint } from '../endpoint';

export const getFeatures = defineEndpoint({
  method: 'GET',
  path: '/settings/features',
  summary: 'Feature switches of the portal',
  tag: 'settings',
  auth: true,
  data: z.object({ features: z.record(z.string(), z.boolean()) }),
});

export const teamMember = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string(),
  contactType: z.string(),
  avatarUrl: z.string().nullable(),
});
export type TeamMember = z.infer<typeof teamMember>;

export const getTeam = defineEndpoint({
  method: 'GET',
  path: '/settings/team',
  summary: 'People with access to the selected account',
  tag: 'settings',
  auth: true,
  data: z.object({ team: z.array(teamMember) }),
});
