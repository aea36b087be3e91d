import { sql } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/database';
import { users } from '../../platform/db/schema/index';

export async function findUserByEmail(db: Queryable, email: string) {
  const [user] = await db.select().from(users).where(sql`lower(${users.email}) = lower(${email})`).limit(1);
  return user;
}
