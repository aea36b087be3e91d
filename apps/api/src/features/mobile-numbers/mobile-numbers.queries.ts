import { MOBILE_CODE_MAX_ATTEMPTS } from '@vanbid/domain';
import { and, asc, count, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/database';
import { memberships, mobileCodeSends, mobileNumbers } from '../../platform/db/schema/index';

export type MobileNumberRow = typeof mobileNumbers.$inferSelect;

/** Whose numbers: a user's own, for one company. */
export interface Member {
  accountId: number;
  userId: number;
}

const ofMember = (member: Member) =>
  and(eq(mobileNumbers.accountId, member.accountId), eq(mobileNumbers.userId, member.userId));

export function listNumbersOf(db: Queryable, member: Member) {
  return db.select().from(mobileNumbers).where(ofMember(member)).orderBy(asc(mobileNumbers.id));
}

export async function findNumberOf(db: Queryable, member: Member, id: number, lock = false) {
  const query = db
    .select()
    .from(mobileNumbers)
    .where(and(ofMember(member), eq(mobileNumbers.id, id)));
  const [row] = await (lock ? query.for('update') : query);
  return row;
}

export async function findNumberByPhone(db: Queryable, member: Member, phone: string) {
  const [row] = await db
    .select()
    .from(mobileNumbers)
    .where(and(ofMember(member), eq(mobileNumbers.phone, phone)));
  return row;
}

export async function insertNumber(db: Queryable, member: Member, phone: string) {
  const [row] = await db
    .insert(mobileNumbers)
    .values({ ...member, phone })
    .returning();
  return row!;
}

/** Codes texted to the user within the last hour, over all their numbers and companies. */
export async function codesSentWithinHour(db: Queryable, userId: number): Promise<number> {
  const [row] = await db
    .select({ sent: count() })
    .from(mobileCodeSends)
    .where(
      and(eq(mobileCodeSends.userId, userId), gt(mobileCodeSends.sentAt, sql`now() - interval '1 hour'`)),
    );
  return row?.sent ?? 0;
}

/** One user's code sends one at a time, so two at once cannot both pass the hourly limit. */
export async function lockCodeSendsOf(db: Queryable, userId: number): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext('mobile_code_sends'), ${userId})`);
}

/** A new code for the number: the old one stops working, the tries start over. */
export async function storeCode(db: Queryable, row: MobileNumberRow, codeHash: string, ttlMinutes: number) {
  await db.insert(mobileCodeSends).values({ userId: row.userId, phone: row.phone });
  const [stored] = await db
    .update(mobileNumbers)
    .set({
      codeHash,
      codeExpiresAt: sql`now() + make_interval(mins => ${ttlMinutes})`,
      codeAttempts: 0,
      codeSentAt: sql`now()`,
    })
    .where(eq(mobileNumbers.id, row.id))
    .returning();
  return stored!;
}

/** A wrong try: counted, and the code is dropped once it had its last try. */
export async function countWrongTry(db: Queryable, id: number) {
  await db
    .update(mobileNumbers)
    .set({
      codeAttempts: sql`${mobileNumbers.codeAttempts} + 1`,
      codeHash: sql`case when ${mobileNumbers.codeAttempts} + 1 >= ${MOBILE_CODE_MAX_ATTEMPTS} then null else ${mobileNumbers.codeHash} end`,
    })
    .where(eq(mobileNumbers.id, id));
}

export async function markVerified(db: Queryable, id: number) {
  const [row] = await db
    .update(mobileNumbers)
    .set({ verifiedAt: sql`now()`, codeHash: null, codeExpiresAt: null })
    .where(eq(mobileNumbers.id, id))
    .returning();
  return row!;
}

export async function deleteNumberOf(db: Queryable, member: Member, id: number): Promise<boolean> {
  const deleted = await db
    .delete(mobileNumbers)
    .where(and(ofMember(member), eq(mobileNumbers.id, id)))
    .returning({ id: mobileNumbers.id });
  return deleted.length > 0;
}

/**
 * The confirmed numbers of an account's members (of the given users only, when named), with
 * whose each is; numbers of people no longer members are left out.
 */
export async function verifiedNumbersOf(db: Queryable, accountId: number, userIds?: readonly number[]) {
  const rows = await db
    .select({ userId: mobileNumbers.userId, phone: mobileNumbers.phone })
    .from(mobileNumbers)
    .innerJoin(
      memberships,
      and(eq(memberships.accountId, mobileNumbers.accountId), eq(memberships.userId, mobileNumbers.userId)),
    )
    .where(
      and(
        eq(mobileNumbers.accountId, accountId),
        sql`${mobileNumbers.verifiedAt} is not null`,
        userIds ? inArray(mobileNumbers.userId, [...userIds]) : undefined,
      ),
    )
    .orderBy(asc(mobileNumbers.id));
  return rows;
}
