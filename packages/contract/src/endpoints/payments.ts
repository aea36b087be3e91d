// Payment methods and the card tokenization of the sandbox gateway (docs/product.md §7; card data
// §9; sandbox §11). Longer than most files: it is the whole payments wire in one place; split out
// tokenization when it grows.
import {
  hasAtMostTwoDecimals,
  isValidRoutingNumber,
  MAX_MONEY_AMOUNT,
  PAYMENT_METHOD_TYPES,
  US_STATES,
} from '@vanbid/domain';
import { z } from 'zod';
import { dollars } from '../common';
import { defineEndpoint } from '../endpoint';

/**
 * An amount of money on the wire: a JSON number of dollars, positive, at most 2 decimals, at most
 * `MAX_MONEY_AMOUNT` (19.99 is accepted; strings, 0, negatives, 1.005 and 1e9 are not).
 */
export const moneyAmount = z
  .number({ error: 'Enter an amount in dollars' })
  .positive('The amount must be more than $0.00')
  // The message is written when an amount is refused, not when the module loads (a page's first
  // number formatting loads the browser's locale data).
  .max(MAX_MONEY_AMOUNT, {
    error: () => `The amount can be at most $${MAX_MONEY_AMOUNT.toLocaleString('en-US')}`,
  })
  .refine(hasAtMostTwoDecimals, 'Use at most 2 decimals (whole cents)');

export const paymentMethodType = z.enum(PAYMENT_METHOD_TYPES, {
  error: `Expected one of ${PAYMENT_METHOD_TYPES.join(', ')}`,
});

/** A gateway token of a saved method (`pm_...`): every payment call names a method by it. */
export const paymentMethodIdSchema = z
  .string()
  .trim()
  .min(1, 'Choose a payment method')
  .max(100)
  .regex(/^[A-Za-z0-9_-]+$/, 'Not a payment method id');

const stateCodes = US_STATES.map((state) => state.code) as [string, ...string[]];

/** The card's billing address (the wizard's cardAddress1, cardCity, ...). */
export const billingAddress = z.object({
  address1: z.string().trim().min(1, 'Enter the street address').max(200),
  address2: z.string().trim().max(200).optional(),
  city: z.string().trim().min(1, 'Enter the city').max(100),
  state: z.enum(stateCodes, { error: 'Choose a state' }),
  zip: z
    .string()
    .trim()
    .max(10, 'Enter a 5-digit ZIP code')
    .regex(/^\d{5}(-\d{4})?$/, 'Enter a 5-digit ZIP code'),
  /** The authorized contact named on the card (wizard `cardAuthorizedContact`). */
  authorized_contact: z.string().trim().max(200).optional(),
});
export type BillingAddress = z.infer<typeof billingAddress>;

export const paymentMethodDetails = z.object({
  /** `visa`, `mastercard`, `american-express`, ... (card-validator names); null for bank accounts. */
  brand: z.string().nullable(),
  /** Display name of the brand (`Visa`, `Mastercard`) or the bank's name. */
  label: z.string(),
  last4: z.string(),
  exp_month: z.number().nullable(),
  exp_year: z.number().nullable(),
  bank_name: z.string().nullable(),
  billing: billingAddress.partial().nullable(),
});

export const paymentMethod = z.object({
  id: z.number(),
  payment_method_type: paymentMethodType,
  details: paymentMethodDetails,
  payment_method_id: z.string(),
  primary: z.boolean(),
  /** Place in the auto-recharge order after the primary (lower first). */
  position: z.number(),
});
export type PaymentMethod = z.infer<typeof paymentMethod>;

const paymentMethodsData = z.object({
  paymentMethods: z.array(paymentMethod),
  /** `payment_method_id` of the primary method; null when there is none. */
  primaryId: z.string().nullable(),
});

export const getPaymentMethods = defineEndpoint({
  method: 'GET',
  path: '/payment/getPaymentMethods',
  summary: 'Saved payment methods of the account, the primary first',
  tag: 'payments',
  auth: true,
  data: paymentMethodsData,
});

export const addBillingProfile = defineEndpoint({
  method: 'POST',
  path: '/payment/addBillingProfile',
  summary: 'Create the account’s customer at the payment gateway (once; later calls answer the same)',
  tag: 'payments',
  auth: true,
  body: z.strictObject({
    parent_company: z.literal('all').default('all'),
  }),
  data: z.object({ billing_profile_id: z.string(), parent_company: z.string() }),
});

const methodChoice = {
  /** Make this method the primary one (the first method always is). */
  make_primary: z.boolean().default(false),
};

export const savePaymentMethod = defineEndpoint({
  method: 'POST',
  path: '/payment/savePaymentMethod',
  summary: 'Save a tokenized card (Idempotency-Key supported); never takes a card number',
  tag: 'payments',
  auth: true,
  idempotent: true,
  refusals: ['ALREADY_EXISTS', 'BUSINESS_RULE', 'PAYMENT_DECLINED'],
  body: z.strictObject({
    /** The token from `POST /integrations/payments/tokens`. */
    token: z.string().trim().min(1).max(100),
    /** When given, must match what the card is (CreditCard or DebitCard by its BIN). */
    payment_method_type: paymentMethodType.optional(),
    billing: billingAddress,
    ...methodChoice,
  }),
  data: z.object({ paymentMethod }),
});

export const saveBankAccount = defineEndpoint({
  method: 'POST',
  path: '/payment/saveBankAccount',
  summary: 'Save a tokenized bank account (Idempotency-Key supported)',
  tag: 'payments',
  auth: true,
  idempotent: true,
  refusals: ['ALREADY_EXISTS', 'BUSINESS_RULE', 'PAYMENT_DECLINED'],
  body: z.strictObject({
    token: z.string().trim().min(1).max(100),
    billing: billingAddress.partial().optional(),
    ...methodChoice,
  }),
  data: z.object({ paymentMethod }),
});

const deleteInput = {
  payment_method_id: paymentMethodIdSchema,
  /** Required when deleting the primary while other methods exist: the method that becomes primary. */
  new_primary_id: paymentMethodIdSchema.optional(),
};

/**
 * The method goes in the body; the query is accepted too (some clients cannot send a
 * DELETE body). `globalId` goes in the query, as for every DELETE.
 */
export const deletePaymentMethod = defineEndpoint({
  method: 'DELETE',
  path: '/payment/deletePaymentMethod',
  summary: 'Delete a saved method (the primary only with a new primary when others exist)',
  tag: 'payments',
  auth: true,
  refusals: ['NOT_FOUND', 'BUSINESS_RULE'],
  query: z.strictObject({
    payment_method_id: paymentMethodIdSchema.optional(),
    new_primary_id: paymentMethodIdSchema.optional(),
  }),
  body: z.strictObject(deleteInput).nullish(),
  data: paymentMethodsData,
});

export const updatePaymentMethod = defineEndpoint({
  method: 'PUT',
  path: '/payment/updatePaymentMethod',
  summary: 'Change a card’s expiry or a method’s billing address',
  tag: 'payments',
  auth: true,
  refusals: ['NOT_FOUND', 'BUSINESS_RULE'],
  body: z.strictObject({
    payment_method_id: paymentMethodIdSchema,
    exp_month: z.number().int().min(1).max(12).optional(),
    exp_year: z.number().int().min(2000).max(2100).optional(),
    billing: billingAddress.optional(),
  }),
  data: z.object({ paymentMethod }),
});

export const changePrimaryPaymentMethod = defineEndpoint({
  method: 'PUT',
  path: '/payment/changePrimaryPaymentMethod',
  summary: 'Make a saved method the primary one',
  tag: 'payments',
  auth: true,
  refusals: ['NOT_FOUND', 'BUSINESS_RULE'],
  body: z.strictObject({ payment_method_id: paymentMethodIdSchema }),
  data: paymentMethodsData,
});

/** Takes the token's fingerprint (or the token), never a card number (docs/product.md §9). */
export const isCardExist = defineEndpoint({
  method: 'GET',
  path: '/payment/isCardExist',
  summary: 'Whether the account already saved this card (by the token’s fingerprint)',
  tag: 'payments',
  auth: true,
  query: z
    .strictObject({
      fingerprint: z.string().trim().min(1).max(100).optional(),
      token: z.string().trim().min(1).max(100).optional(),
    })
    .refine((query) => Boolean(query.fingerprint ?? query.token), {
      message: 'Give the fingerprint or the token of the card',
      path: ['fingerprint'],
    }),
  data: z.object({ exists: z.boolean() }),
});

export const chargeCard = defineEndpoint({
  method: 'POST',
  path: '/payment/chargeCard',
  summary: 'The initial payment: charge a saved method into the wallet (Idempotency-Key supported)',
  tag: 'payments',
  auth: true,
  idempotent: true,
  refusals: ['NOT_FOUND', 'PAYMENT_DECLINED', 'BUSINESS_RULE'],
  body: z.strictObject({
    amount: moneyAmount,
    payment_method_id: paymentMethodIdSchema,
  }),
  data: z.object({
    amount_added_to_wallet: dollars,
    balance: dollars,
    transaction_id: z.number(),
  }),
});

export const rechargeSettings = z.object({
  is_enabled: z.boolean(),
  /** Recharge when the balance drops under this many dollars. */
  threshold: dollars,
  /** Dollars charged per recharge. */
  amount: dollars,
  /** ISO time of the last failed recharge; recharging waits until the settings are saved again. */
  last_failure_at: z.string().nullable(),
  /** ISO time a recharge last charged or tried the methods; null before the first. */
  last_run_at: z.string().nullable(),
  /** ISO time a recharge last failed on every method (kept after the settings are saved again). */
  last_failed_at: z.string().nullable(),
});
export type RechargeSettings = z.infer<typeof rechargeSettings>;

export const createOrUpdateRecharge = defineEndpoint({
  method: 'POST',
  path: '/payment/createOrUpdateRecharge',
  summary: 'Auto-recharge: threshold and amount (Idempotency-Key supported)',
  tag: 'payments',
  auth: true,
  idempotent: true,
  body: z.strictObject({
    is_enabled: z.boolean().default(true),
    threshold: z
      .number({ error: 'Enter the threshold in dollars' })
      .min(0, 'The threshold cannot be negative')
      .max(MAX_MONEY_AMOUNT)
      .refine(hasAtMostTwoDecimals, 'Use at most 2 decimals (whole cents)'),
    amount: moneyAmount,
  }),
  data: z.object({ recharge: rechargeSettings }),
});

const digitsWithSpaces = (what: string, min: number, max: number) =>
  z
    .string({ error: `Enter the ${what}` })
    // Digits with a separator between each at most, before the separators are dropped.
    .max(2 * max, `The ${what} is too long`)
    .transform((value) => value.replace(/[\s-]/g, ''))
    .pipe(
      z
        .string()
        .regex(/^\d+$/, `The ${what} has only digits`)
        .min(min, `The ${what} is too short`)
        .max(max, `The ${what} is too long`),
    );

const cardTokenInput = z.strictObject({
  type: z.literal('card'),
  card_number: digitsWithSpaces('card number', 12, 19),
  card_cvv: digitsWithSpaces('security code', 3, 4),
  exp_month: z.number().int().min(1, 'Choose the month').max(12, 'Choose the month'),
  exp_year: z.number().int().min(2000, 'Choose the year').max(2100, 'Choose the year'),
  name: z.string().trim().max(200).optional(),
});

const bankTokenInput = z.strictObject({
  type: z.literal('bank_account'),
  routing_number: digitsWithSpaces('routing number', 9, 9).refine(
    isValidRoutingNumber,
    'The routing number is not valid',
  ),
  account_number: digitsWithSpaces('account number', 4, 17),
  account_holder_name: z.string().trim().min(1, 'Enter the account holder’s name').max(200),
  account_type: z.enum(['checking', 'savings']).default('checking'),
});

export const tokenInput = z.discriminatedUnion('type', [cardTokenInput, bankTokenInput]);

/** Card funding by BIN (sandbox table); `unknown` when the BIN is not in it. */
export const cardFunding = z.enum(['credit', 'debit', 'unknown']);

/**
 * The gateway's tokenization: the only call that ever carries a card number, CVV or account
 * number. Served by the integrations proxy (`/integrations/payments/tokens`).
 */
export const createPaymentToken = defineEndpoint({
  method: 'POST',
  path: '/payments/tokens',
  base: 'integrations',
  summary: 'Tokenize a card or bank account (sandbox gateway); nothing sensitive is kept or echoed',
  tag: 'integrations',
  auth: true,
  body: tokenInput,
  data: z.object({
    token: z.string(),
    type: z.enum(['card', 'bank_account']),
    fingerprint: z.string(),
    brand: z.string().nullable(),
    label: z.string(),
    last4: z.string(),
    exp_month: z.number().nullable(),
    exp_year: z.number().nullable(),
    funding: cardFunding,
    bank_name: z.string().nullable(),
  }),
});

/** Card lookup by the first 6 digits (docs/product.md §7): brand by library, credit/debit by BIN table. */
export const lookupCardBin = defineEndpoint({
  method: 'GET',
  path: '/payments/bin/:bin',
  base: 'integrations',
  summary: 'Brand and funding (credit or debit) of a card by its first 6 digits',
  tag: 'integrations',
  auth: true,
  params: z.object({
    bin: z
      .string()
      .max(6, 'Expected the first 6 digits')
      .regex(/^\d{6}$/, 'Expected the first 6 digits'),
  }),
  data: z.object({
    bin: z.string(),
    brand: z.string().nullable(),
    label: z.string().nullable(),
    funding: cardFunding,
    payment_method_type: paymentMethodType.nullable(),
  }),
});
