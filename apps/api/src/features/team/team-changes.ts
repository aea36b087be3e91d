import { and, eq } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/database';
import { contacts, memberships, users } from '../../platform/db/schema/index';

/** An authorized contact by name and e-mail, for the activity log ("Jo Park <jo@x.test>"). */
export async function contactName(db: Queryable, accountId: number, contactId: number) {
  const [row] = await db
    .select({ firstName: contacts.firstName, lastName: contacts.lastName, email: contacts.email })
    .from(contacts)
    .where(and(eq(contacts.id, contactId), eq(contacts.accountId, accountId)));
  return row ? `${row.firstName} ${row.lastName} <${row.email}>` : null;
}

/** A member by name and role, for the activity log ("Sam Rivera (Manager)"). */
export async function memberLabel(db: Queryable, accountId: number, userId: number) {
  const [row] = await db
    .select({ name: users.username, contactType: memberships.contactType })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(and(eq(memberships.userId, userId), eq(memberships.accountId, accountId)));
  return row ? `${row.name} (${row.contactType})` : null;
}
