// The people of an account (docs/product.md §1, "Authorized contacts and members"): authorized contacts and members.
import { z } from 'zod';
import { idSchema } from '../common';
import { defineEndpoint } from '../endpoint';
import { authorizedContact, authorizedContactInput } from './onboarding';

export const updateAuthorizedContact = defineEndpoint({
  method: 'PATCH',
  path: '/authorized-contact/:id',
  summary: 'Change an authorized contact (one contact per e-mail in an account)',
  tag: 'team',
  auth: true,
  refusals: ['CONFLICT'],
  params: z.object({ id: idSchema }),
  body: authorizedContactInput,
  data: z.object({ contact: authorizedContact }),
});

export const deleteAuthorizedContact = defineEndpoint({
  method: 'DELETE',
  path: '/admin/authorizedContacts/:id',
  summary: 'Remove an authorized contact; the account keeps at least one',
  tag: 'team',
  auth: true,
  params: z.object({ id: idSchema }),
  data: z.object({}),
});

export const removeTeamMember = defineEndpoint({
  method: 'DELETE',
  path: '/settings/team/:id',
  summary:
    'Remove a member (an owner only by an owner): their access to this account and its sockets end at once',
  tag: 'team',
  auth: true,
  refusals: ['CONFLICT'],
  params: z.object({ id: idSchema }),
  data: z.object({}),
});
