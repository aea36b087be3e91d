import { deleteAuthorizedContact, removeTeamMember, updateAuthorizedContact } from '@vanbid/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../platform/http/route';
import { deleteContact, updateContact } from './contacts.service';
import { removeMember } from './members.service';

/** Authorized contacts and members of an account (docs/product.md §9, "Team"). */
export async function teamRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;
  route(app, updateAuthorizedContact, ({ auth, params, body }) => updateContact(db, auth, params.id, body));
  route(app, deleteAuthorizedContact, ({ auth, params }) => deleteContact(db, auth, params.id));
  route(app, removeTeamMember, ({ auth, params }) => removeMember(db, auth, params.id));
}
