import { avatarUrlOf } from '@vanbid/contract';
import { eq } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/database';
import { users } from '../../platform/db/schema/index';
import { notFound } from '../../platform/errors';

export async function getCurrentUser(db: Queryable, userId: number) {
  const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!user) throw notFound('User');
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    avatarUrl: avatarUrlOf(user.id, user.avatarFileId),
    timeZone: user.timeZonePreference,
    isSupport: user.isSupport,
  };
}

export async function renameUser(db: Queryable, userId: number, username: string) {
  await db.update(users).set({ username }).where(eq(users.id, userId));
  return getCurrentUser(db, userId);
}
