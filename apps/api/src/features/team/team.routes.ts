import { deleteAuthorizedContact, removeTeamMember, updateAuthorizedContact } from '@vanbid/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../platform/http/route';
import { recordChange } from '../logs';
import { deleteContact, updateContact } from './contacts.service';
import { removeMember } from './members.service';
import { contactName } from './team-changes';

/** Authorized contacts and members of an account (docs/product.md §1, "Authorized contacts and members"). */
export async function teamRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;
  route(app, updateAuthorizedContact, async ({ auth, params, body }) => {
    const before = await contactName(db, auth.accountId, params.id);
    const updated = await updateContact(db, auth, params.id, body);
    await recordChange(db, auth, {
      field: 'contact_changed',
      subject: null,
      before,
      after: await contactName(db, auth.accountId, params.id),
    });
    return updated;
  });
  route(app, deleteAuthorizedContact, async ({ auth, params }) => {
    const before = await contactName(db, auth.accountId, params.id);
    const deleted = await deleteContact(db, auth, params.id);
    await recordChange(db, auth, { field: 'contact_removed', subject: null, before, after: null });
    return deleted;
  });
  route(app, removeTeamMember, ({ auth, params }) => removeMember(db, auth, params.id));
}
