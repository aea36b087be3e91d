import type { authorizedContactInput } from '@vanbid/contract';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../platform/db/database';
import { contacts } from '../../platform/db/schema/index';
import { AppError, notFound } from '../../platform/errors';
import { contactValues, toWireContact } from '../onboarding';

type ContactInput = z.output<typeof authorizedContactInput>;

/** Changes one of the account's authorized contacts; an e-mail of another of its contacts is a 409. */
export async function updateContact(db: Database, accountId: number, contactId: number, input: ContactInput) {
  const values = contactValues(input);
  return db.transaction(async (tx) => {
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

/** Removes an authorized contact; the last one stays (the insertion order names it): a 409. */
export async function deleteContact(db: Database, accountId: number, contactId: number) {
  await db.transaction(async (tx) => {
    // Two removals at once must not leave none: the account's contacts are locked first.
    const ids = await tx
      .select({ id: contacts.id })
      .from(contacts)
      .where(eq(contacts.accountId, accountId))
      .for('update');
    if (!ids.some((row) => row.id === contactId)) throw notFound('Authorized contact');
    if (ids.length <= 1)
      throw new AppError(
        'CONFLICT',
        'The company keeps at least one authorized contact. Add another before removing this one.',
      );
    await tx.delete(contacts).where(eq(contacts.id, contactId));
  });
  return {};
}
