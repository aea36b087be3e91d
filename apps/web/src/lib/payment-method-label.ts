import type { PaymentMethod } from '@vanbid/contract';

const TYPE_LABELS: Record<PaymentMethod['payment_method_type'], string> = {
  CreditCard: 'Credit card',
  DebitCard: 'Debit card',
  BankAccount: 'Bank account',
};

export const methodTypeLabel = (method: PaymentMethod) => TYPE_LABELS[method.payment_method_type];

/** `Visa •••• 4242` or `Sandbox National Bank •••• 6789`. */
export const methodTitle = (method: PaymentMethod) => `${method.details.label} •••• ${method.details.last4}`;

/** `Expires 12/2028`, or null for bank accounts. */
export function methodExpiry(method: PaymentMethod): string | null {
  const { exp_month: month, exp_year: year } = method.details;
  return month && year ? `Expires ${String(month).padStart(2, '0')}/${year}` : null;
}
