import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/database';
import { accounts, twoFactorCredentials, twoFactorRecoveryCodes } from '../../platform/db/schema/index';

export type Credential = typeof twoFactorCredentials.$inferSelect;

export async function findCredential(db: Queryable, userId: number): Promise<Credential | undefined> {
  const [row] = await db.select().from(twoFactorCredentials).where(eq(twoFactorCredentials.userId, userId));
  return row;
}

/** A new enrolment (a new id) replacing any waiting one; refused (undefined) when one is already on. */
export async function replacePendingCredential(
  tx: Queryable,
  userId: number,
  sealedSecret: string,
): Promise<Credential | undefined> {
  await tx
    .delete(twoFactorCredentials)
    .where(and(eq(twoFactorCredentials.userId, userId), isNull(twoFactorCredentials.enabledAt)));
  const [row] = await tx
    .insert(twoFactorCredentials)
    .values({ userId, sealedSecret })
    .onConflictDoNothing()
    .returning();
  return row;
}

/**
 * Takes the code of `step`: sets it as the last used one (and turns the credential on) only when
 * it is newer than the last, so one code never opens two sessions, even sent twice at once.
 */
export async function claimCodeStep(tx: Queryable, credentialId: number, step: number): Promise<boolean> {
  const rows = await tx
    .update(twoFactorCredentials)
    .set({ lastUsedStep: step, enabledAt: sql`coalesce(${twoFactorCredentials.enabledAt}, now())` })
    .where(
      and(
        eq(twoFactorCredentials.id, credentialId),
        sql`(${twoFactorCredentials.lastUsedStep} is null or ${twoFactorCredentials.lastUsedStep} < ${step})`,
      ),
    )
    .returning({ id: twoFactorCredentials.id });
  return rows.length === 1;
}

export async function replaceRecoveryCodes(tx: Queryable, userId: number, hashes: string[]): Promise<void> {
  await tx.delete(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, userId));
  await tx.insert(twoFactorRecoveryCodes).values(hashes.map((codeHash) => ({ userId, codeHash })));
}

/** Uses an unused recovery code once; false when unknown or already used. */
export async function claimRecoveryCode(tx: Queryable, userId: number, codeHash: string): Promise<boolean> {
  const rows = await tx
    .update(twoFactorRecoveryCodes)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(twoFactorRecoveryCodes.userId, userId),
        eq(twoFactorRecoveryCodes.codeHash, codeHash),
        isNull(twoFactorRecoveryCodes.usedAt),
      ),
    )
    .returning({ id: twoFactorRecoveryCodes.id });
  return rows.length === 1;
}

export async function countRecoveryCodesLeft(db: Queryable, userId: number): Promise<number> {
  const [row] = await db
    .select({ left: sql<number>`count(*)::int` })
    .from(twoFactorRecoveryCodes)
    .where(and(eq(twoFactorRecoveryCodes.userId, userId), isNull(twoFactorRecoveryCodes.usedAt)));
  return row?.left ?? 0;
}

export async function deleteTwoFactor(tx: Queryable, userId: number): Promise<void> {
  await tx.delete(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, userId));
  await tx.delete(twoFactorCredentials).where(eq(twoFactorCredentials.userId, userId));
}

/** Why the user must have a second factor: support staff, a member of an account that requires it, or null. */
export async function findRequirement(db: Queryable, userId: number): Promise<'support' | 'account' | null> {
  const { rows } = await db.execute<{ is_support: boolean; account_requires: boolean }>(sql`
    select u.is_support, exists (
      select 1 from memberships m join accounts a on a.id = m.account_id
      where m.user_id = u.id and a.requires_two_factor
    ) as account_requires
    from users u where u.id = ${userId}`);
  const row = rows[0];
  if (row?.is_support) return 'support';
  return row?.account_requires ? 'account' : null;
}

export async function findAccountPolicy(db: Queryable, accountId: number) {
  const { rows } = await db.execute<{ required: boolean; members_without: number }>(sql`
    select a.requires_two_factor as required, (
      select count(*)::int from memberships m
      left join two_factor_credentials c on c.user_id = m.user_id and c.enabled_at is not null
      where m.account_id = a.id and c.id is null
    ) as members_without
    from accounts a where a.id = ${accountId}`);
  return { required: rows[0]?.required ?? false, membersWithout: rows[0]?.members_without ?? 0 };
}

export async function setAccountRequirement(db: Queryable, accountId: number, required: boolean) {
  await db.update(accounts).set({ requiresTwoFactor: required }).where(eq(accounts.id, accountId));
}

/** The members of the account who have not turned two-factor sign-in on. */
export async function findMembersWithout(db: Queryable, accountId: number): Promise<number[]> {
  const { rows } = await db.execute<{ user_id: number }>(sql`
    select m.user_id::int as user_id from memberships m
    left join two_factor_credentials c on c.user_id = m.user_id and c.enabled_at is not null
    where m.account_id = ${accountId} and c.id is null`);
  return rows.map((row) => Number(row.user_id));
}

export async function enableCredential(tx: Queryable, credentialId: number): Promise<void> {
  await tx
    .update(twoFactorCredentials)
    .set({ enabledAt: sql`now()` })
    .where(eq(twoFactorCredentials.id, credentialId));
}
