import { and, asc, desc, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/database';
import { billingProfiles, paymentMethods } from '../../platform/db/schema/index';
import { notFound } from '../../platform/errors';

export type PaymentMethodRow = typeof paymentMethods.$inferSelect;

const active = (accountId: number) =>
  and(eq(paymentMethods.accountId, accountId), isNull(paymentMethods.deletedAt));

/** Saved methods in auto-recharge order: the primary first, then by position. */
export function listActiveMethods(db: Queryable, accountId: number): Promise<PaymentMethodRow[]> {
  return db
    .select()
    .from(paymentMethods)
    .where(active(accountId))
    .orderBy(desc(paymentMethods.isPrimary), asc(paymentMethods.position), asc(paymentMethods.id));
}

/** A saved method of this account; another account's or a deleted one is "not found". */
export async function getActiveMethod(
  db: Queryable,
  accountId: number,
  paymentMethodId: string,
): Promise<PaymentMethodRow> {
  const [row] = await db
    .select()
    .from(paymentMethods)
    .where(and(active(accountId), eq(paymentMethods.paymentMethodId, paymentMethodId)));
  if (!row) throw notFound('Payment method');
  return row;
}

export async function findBillingProfile(db: Queryable, accountId: number) {
  const [row] = await db.select().from(billingProfiles).where(eq(billingProfiles.accountId, accountId));
  return row ?? null;
}

/** Locks the account's billing profile row: payment-method changes of one account run one at a time. */
export async function lockBillingProfile(db: Queryable, accountId: number) {
  const [row] = await db
    .select()
    .from(billingProfiles)
    .where(eq(billingProfiles.accountId, accountId))
    .for('update');
  return row ?? null;
}

export async function insertBillingProfile(db: Queryable, accountId: number, gatewayCustomerId: string) {
  await db.insert(billingProfiles).values({ accountId, gatewayCustomerId }).onConflictDoNothing();
}

export async function nextPosition(db: Queryable, accountId: number): Promise<number> {
  const [row] = await db
    .select({ next: sql<number>`coalesce(max(${paymentMethods.position}), -1)::int + 1` })
    .from(paymentMethods)
    .where(active(accountId));
  return row?.next ?? 0;
}

/** Clears the primary flag of every other method; call before marking a new primary. */
export async function clearPrimary(db: Queryable, accountId: number, exceptId?: number) {
  await db
    .update(paymentMethods)
    .set({ isPrimary: false })
    .where(
      and(
        active(accountId),
        eq(paymentMethods.isPrimary, true),
        exceptId === undefined ? undefined : ne(paymentMethods.id, exceptId),
      ),
    );
}

export async function markPrimary(db: Queryable, id: number) {
  await db.update(paymentMethods).set({ isPrimary: true }).where(eq(paymentMethods.id, id));
}

export async function findActiveByFingerprint(db: Queryable, accountId: number, fingerprint: string) {
  const [row] = await db
    .select({ id: paymentMethods.id })
    .from(paymentMethods)
    .where(and(active(accountId), eq(paymentMethods.fingerprint, fingerprint)));
  return row ?? null;
}
