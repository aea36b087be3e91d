import type { Queryable } from '../platform/db/database';
import { contacts } from '../platform/db/schema/index';

/** The demo company's authorized contacts (docs/product.md §1, "Accounts that exist on a fresh start"). */
export async function seedDemoContacts(db: Queryable, accountId: number): Promise<void> {
  await db.insert(contacts).values([
    {
      accountId,
      firstName: 'Dee',
      lastName: 'Morgan',
      phoneNumber: '(804) 555-0100',
      email: 'demo@vanbid.test',
      contactType: 'Owner',
    },
    {
      accountId,
      firstName: 'Ray',
      lastName: 'Alvarez',
      phoneNumber: '(804) 555-0142',
      email: 'ray.alvarez@example.com',
      contactType: 'Sales Manager',
    },
  ]);
}
