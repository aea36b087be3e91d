import { logoUrlOf } from '@vanbid/contract';
import { and, asc, eq, gte, sql } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/database';
import {
  accountMeta,
  accounts,
  callRecords,
  campaigns,
  contactMeta,
  memberships,
} from '../../platform/db/schema/index';
import { notFound } from '../../platform/errors';

export async function listSelectableCompanies(db: Queryable, userId: number) {
  const rows = await db
    .select({
      globalId: accounts.id,
      name: accounts.name,
      logoFileId: accounts.logoFileId,
      isMainAccount: accounts.isMainAccount,
      contactType: memberships.contactType,
    })
    .from(memberships)
    .innerJoin(accounts, eq(accounts.id, memberships.accountId))
    .where(eq(memberships.userId, userId))
    .orderBy(asc(accounts.name), asc(accounts.id));
  return rows.map(({ logoFileId, ...row }) => ({ ...row, logoUrl: logoUrlOf(row.globalId, logoFileId) }));
}

export async function getCompanyName(db: Queryable, accountId: number) {
  const [row] = await db
    .select({ name: accounts.name, logoFileId: accounts.logoFileId })
    .from(accounts)
    .where(eq(accounts.id, accountId));
  if (!row) throw notFound('Company');
  return { name: row.name, logoUrl: logoUrlOf(accountId, row.logoFileId) };
}

export async function readAccountMeta(db: Queryable, accountId: number): Promise<Record<string, boolean>> {
  const [row] = await db
    .select({ meta: accountMeta.meta })
    .from(accountMeta)
    .where(eq(accountMeta.accountId, accountId));
  return row?.meta ?? {};
}

/** Merges `changes` into the account's meta (jsonb `||`), creating the row when absent. */
export async function mergeAccountMeta(db: Queryable, accountId: number, changes: Record<string, boolean>) {
  await db
    .insert(accountMeta)
    .values({ accountId, meta: changes })
    .onConflictDoUpdate({
      target: accountMeta.accountId,
      set: { meta: sql`${accountMeta.meta} || ${JSON.stringify(changes)}::jsonb`, updatedAt: sql`now()` },
    });
}

export async function readContactMeta(
  db: Queryable,
  userId: number,
  accountId: number,
): Promise<Record<string, boolean>> {
  const [row] = await db
    .select({ meta: contactMeta.meta })
    .from(contactMeta)
    .where(and(eq(contactMeta.userId, userId), eq(contactMeta.accountId, accountId)));
  return row?.meta ?? {};
}

/** Accounts of the user that run a branded campaign. */
export async function listBrandedCompanies(db: Queryable, userId: number) {
  return db
    .selectDistinct({ id: accounts.id, name: accounts.name, logoFileId: accounts.logoFileId })
    .from(memberships)
    .innerJoin(accounts, eq(accounts.id, memberships.accountId))
    .innerJoin(campaigns, and(eq(campaigns.accountId, accounts.id), sql`${campaigns.type} ilike '%branded%'`))
    .where(eq(memberships.userId, userId))
    .then((rows) =>
      rows.map(({ logoFileId, ...row }) => ({ ...row, logoUrl: logoUrlOf(row.id, logoFileId) })),
    );
}

export async function countBrandedCallsSince(db: Queryable, accountId: number, since: Date): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(callRecords)
    .where(
      and(
        eq(callRecords.accountId, accountId),
        eq(callRecords.isBranded, true),
        gte(callRecords.timeCreated, since),
      ),
    );
  return row?.count ?? 0;
}

/** Merges `changes` into a contact invitee's own flags for the account. */
export async function mergeContactMeta(
  db: Queryable,
  userId: number,
  accountId: number,
  changes: Record<string, boolean>,
) {
  await db
    .insert(contactMeta)
    .values({ userId, accountId, meta: changes })
    .onConflictDoUpdate({
      target: [contactMeta.userId, contactMeta.accountId],
      set: { meta: sql`${contactMeta.meta} || ${JSON.stringify(changes)}::jsonb` },
    });
}
