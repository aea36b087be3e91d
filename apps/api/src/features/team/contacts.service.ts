import type { authorizedContactInput } from '@vanbid/contract';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { RequestAuth } from '../../platform/auth/guard';
import { assertMayGrantRole } from '../../platform/auth/role-grants';
import type { Database } from '../../platform/db/database';
import { contacts } from '../../platform/db/schema/index';
import { AppError, notFound } from '../../platform/errors';
import { contactValues, toWireContact } from '../onboarding';

type ContactInput = z.output<typeof authorizedContactInput>;

type Caller = Pick<RequestAuth, 'accountId' | 'contactType'>;

/**
 * Changes one of the account's authorized contacts: from and to contact types the caller may
 * give (docs/product.md §1, "Roles"); an e-mail of another of its contacts is a 409.
 */
export async function updateContact(db: Database, auth: Caller, contactId: number, input: ContactInput) {
  const { accountId } = auth;
  const values = contactValues(input);
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select({ contactType: contacts.contactType })
      .from(contacts)
      .where(and(eq(contacts.id, contactId), eq(contacts.accountId, accountId)))
      .for('update');
    if (!current) throw notFound('Authorized contact');
    assertMayGrantRole(auth.contactType, current.contactType);
    assertMayGrantRole(auth.contactType, values.contactType, 'authorizedContactType');
    const [taken] = await tx
      .select({ id: contacts.id })
      .from(contacts)
      .where(
        and(
          eq(contacts.accountId, accountId),
          ne(contacts.id, contactId),
          sql`lower(${contacts.email}) = ${values.email}`,
        ),
      );
    if (taken)
      throw new AppError('CONFLICT', 'Another authorized contact already has this e-mail', {
        authorizedContactEmail: 'Another contact has this e-mail',
      });
    const [row] = await tx
      .update(contacts)
      .set(values)
      .where(and(eq(contacts.id, contactId), eq(contacts.accountId, accountId)))
      .returning();
    if (!row) throw notFound('Authorized contact');
    return { contact: toWireContact(row) };
  });
}

/**
 * Removes an authorized contact of a type the caller may give; the last one stays (the
 * insertion order names it): a 409.
 */
export async function deleteContact(db: Database, auth: Caller, contactId: number) {
  const { accountId } = auth;
  await db.transaction(async (tx) => {
    // Two removals at once must not leave none: the account's contacts are locked first.
    const ids = await tx
      .select({ id: contacts.id, contactType: contacts.contactType })
      .from(contacts)
      .where(eq(contacts.accountId, accountId))
      .for('update');
    const contact = ids.find((row) => row.id === contactId);
    if (!contact) throw notFound('Authorized contact');
    assertMayGrantRole(auth.contactType, contact.contactType);
    if (ids.length <= 1)
      throw new AppError(
        'CONFLICT',
        'The company keeps at least one authorized contact. Add another before removing this one.',
      );
    await tx.delete(contacts).where(eq(contacts.id, contactId));
  });
  return {};
}
