import type { Queryable } from '../db/database';

/**
 * The payment processor behind the money calls. Every method takes the caller's query handle:
 * the sandbox keeps its state in our database and writes through the caller's transaction, so a
 * sale and the gateway's record of it commit or roll back together; a real adapter ignores it.
 */
export interface PaymentGateway {
  /** The only place a card number, CVV or account number is ever handled; nothing of it is kept. */
  tokenize(db: Queryable, input: TokenizeInput): Promise<TokenFacts>;
  /** Brand and funding of a card by its first 6 digits (docs/product.md §7). */
  lookupBin(bin: string): BinFacts;
  /** The fingerprint of a token the account created (isCardExist by token); null when unknown. */
  findTokenFingerprint(db: Queryable, input: { accountId: number; token: string }): Promise<string | null>;
  createCustomer(db: Queryable, input: { accountId: number }): Promise<{ customerId: string }>;
  /** Consumes a token of the account and attaches it to the customer as a reusable method. */
  attachMethod(
    db: Queryable,
    input: { accountId: number; customerId: string; token: string },
  ): Promise<AttachedMethod>;
  detachMethod(db: Queryable, input: { customerId: string; paymentMethodId: string }): Promise<void>;
  /** Money from the method to us. The same idempotency key never charges twice. */
  charge(db: Queryable, input: MoneyMovementInput): Promise<{ reference: string }>;
  /** Money from us to the method (a wallet withdrawal). */
  payout(db: Queryable, input: MoneyMovementInput): Promise<{ reference: string }>;
  refund(
    db: Queryable,
    input: { chargeReference: string; amountCents: number; idempotencyKey: string },
  ): Promise<{ reference: string }>;
}

export type TokenizeInput = { accountId: number } & (
  | {
      type: 'card';
      card_number: string;
      card_cvv: string;
      exp_month: number;
      exp_year: number;
      name?: string | undefined;
    }
  | {
      type: 'bank_account';
      routing_number: string;
      account_number: string;
      account_holder_name: string;
      account_type: 'checking' | 'savings';
    }
);

export type CardFunding = 'credit' | 'debit' | 'unknown';

export interface BinFacts {
  brand: string | null;
  label: string | null;
  funding: CardFunding;
}

export interface TokenFacts {
  token: string;
  type: 'card' | 'bank_account';
  fingerprint: string;
  brand: string | null;
  label: string;
  last4: string;
  exp_month: number | null;
  exp_year: number | null;
  funding: CardFunding;
  bank_name: string | null;
}

export interface AttachedMethod {
  paymentMethodId: string;
  type: 'card' | 'bank_account';
  fingerprint: string;
  brand: string | null;
  label: string;
  last4: string;
  expMonth: number | null;
  expYear: number | null;
  funding: CardFunding;
  bankName: string | null;
}

export interface MoneyMovementInput {
  customerId: string;
  paymentMethodId: string;
  amountCents: number;
  idempotencyKey: string;
  description: string;
}

export type GatewayFailure =
  | 'card_declined'
  | 'insufficient_funds'
  | 'expired_card'
  | 'incorrect_cvc'
  | 'invalid_number'
  | 'invalid_expiry'
  | 'invalid_cvc'
  | 'invalid_routing_number'
  | 'account_closed'
  | 'token_invalid'
  | 'payment_method_unavailable';

/** A refusal of the processor. Its message is for the user and never holds card data. */
export class GatewayError extends Error {
  readonly reason: GatewayFailure;
  /** The input field at fault for tokenization errors (`card_number`, `exp_month`, ...). */
  readonly field: string | undefined;

  constructor(reason: GatewayFailure, message: string, field?: string) {
    super(message);
    this.name = 'GatewayError';
    this.reason = reason;
    this.field = field;
  }
}
