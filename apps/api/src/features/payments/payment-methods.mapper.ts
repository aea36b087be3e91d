import type { PaymentMethod } from '@vanbid/contract';
import { isPaymentMethodType } from '@vanbid/domain';
import creditCardType from 'credit-card-type';
import type { PaymentMethodRow } from './payment-methods.queries';

/** `Visa`, `Mastercard`, ... for a card-validator brand; the bank's name for a bank account. */
export function methodLabel(row: Pick<PaymentMethodRow, 'brand' | 'bankName' | 'type'>): string {
  if (row.type === 'BankAccount') return row.bankName ?? 'Bank account';
  if (!row.brand) return 'Card';
  try {
    return creditCardType.getTypeInfo(row.brand)?.niceType ?? row.brand;
  } catch {
    return row.brand;
  }
}

/** `Visa •••• 4242`: how a method is named on screens, receipts and billed items. */
export function methodDisplayName(
  row: Pick<PaymentMethodRow, 'brand' | 'bankName' | 'type' | 'last4'>,
): string {
  return `${methodLabel(row)} •••• ${row.last4}`;
}

/** The one mapper from a stored method to the wire (its snake_case field names). */
export function toWireMethod(row: PaymentMethodRow): PaymentMethod {
  if (!isPaymentMethodType(row.type)) throw new Error(`Stored method ${row.id} has an unknown type`);
  return {
    id: row.id,
    payment_method_type: row.type,
    payment_method_id: row.paymentMethodId,
    primary: row.isPrimary,
    position: row.position,
    details: {
      brand: row.brand,
      label: methodLabel(row),
      last4: row.last4,
      exp_month: row.expMonth,
      exp_year: row.expYear,
      bank_name: row.bankName,
      billing: Object.keys(row.billing).length > 0 ? row.billing : null,
    },
  };
}

export function toWireMethodList(rows: PaymentMethodRow[]) {
  return {
    paymentMethods: rows.map(toWireMethod),
    primaryId: rows.find((row) => row.isPrimary)?.paymentMethodId ?? null,
  };
}
