import { eq } from 'drizzle-orm';
import type { Queryable } from '../db/database';
import { users } from '../db/schema/index';
import { AppError } from '../errors';
import type { RequestAuth } from './guard';

/**
 * Support staff only, signed in as themselves (never through a guest session); `doing` finishes
 * the 403's sentence: "Only Vanbid support staff can {doing}".
 */
export async function assertSupportStaff(db: Queryable, auth: RequestAuth, doing: string): Promise<void> {
  const [caller] = await db
    .select({ isSupport: users.isSupport })
    .from(users)
    .where(eq(users.id, auth.userId));
  if (!caller?.isSupport || auth.role === 'guest')
    throw new AppError('FORBIDDEN', `Only Vanbid support staff can ${doing}`);
}
