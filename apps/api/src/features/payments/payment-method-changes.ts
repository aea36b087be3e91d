import type { PaymentMethod } from '@vanbid/contract';
import type { ActivityChange } from '@vanbid/domain';
import type { Queryable } from '../../platform/db/database';
import { methodDisplayName } from './payment-methods.mapper';
import { listActiveMethods, type PaymentMethodRow } from './payment-methods.queries';

// Payment method changes in words, for the activity log (docs/product.md §9, "Activity").

export function additionInWords(method: PaymentMethod): ActivityChange {
  const { label, last4 } = method.details;
  const name = `${label} •••• ${last4}${method.primary ? ' (primary)' : ''}`;
  return { field: 'payment_method_added', subject: null, before: null, after: name };
}

export function removalInWords(
  method: PaymentMethodRow,
  newPrimary: PaymentMethodRow | null,
): ActivityChange[] {
  const name = methodDisplayName(method);
  const removed: ActivityChange = {
    field: 'payment_method_removed',
    subject: null,
    before: name,
    after: null,
  };
  if (!newPrimary) return [removed];
  return [
    removed,
    { field: 'primary_payment_method', subject: null, before: name, after: methodDisplayName(newPrimary) },
  ];
}

/** The account's primary method by name, for the activity log ("None" when there is none). */
export async function primaryName(tx: Queryable, accountId: number) {
  const primary = (await listActiveMethods(tx, accountId)).find((row) => row.isPrimary);
  return primary ? methodDisplayName(primary) : 'None';
}

const expiry = (row: Pick<PaymentMethodRow, 'expMonth' | 'expYear'>) =>
  row.expMonth && row.expYear ? `${String(row.expMonth).padStart(2, '0')}/${row.expYear}` : 'None';

export function methodChangesInWords(before: PaymentMethodRow, after: PaymentMethodRow, hasBilling: boolean) {
  const subject = methodDisplayName(before);
  const changes: ActivityChange[] = [
    { field: 'payment_method_expiry', subject, before: expiry(before), after: expiry(after) },
  ];
  if (hasBilling && JSON.stringify(before.billing) !== JSON.stringify(after.billing))
    changes.push({ field: 'payment_method_billing', subject, before: null, after: null });
  return changes;
}
