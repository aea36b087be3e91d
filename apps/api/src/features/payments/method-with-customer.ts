import type { Queryable } from '../../platform/db/database';
import { findBillingProfile, getActiveMethod } from './payment-methods.queries';

/** A saved method of the account and its gateway customer: what a charge or a payout names. */
export async function getMethodWithCustomer(tx: Queryable, accountId: number, paymentMethodId: string) {
  const method = await getActiveMethod(tx, accountId, paymentMethodId);
  const profile = await findBillingProfile(tx, accountId);
  if (!profile) throw new Error(`Account ${accountId} has a method but no billing profile`);
  return { method, customerId: profile.gatewayCustomerId };
}
