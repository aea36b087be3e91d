import { createHash, createHmac, randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../db/database';
import { sandboxGatewayObjects } from '../db/schema/index';
import { binOf, checkCardNumber, describeBin, isExpiryValid } from './card-facts';
import {
  type AttachedMethod,
  GatewayError,
  type MoneyMovementInput,
  type PaymentGateway,
  type TokenFacts,
  type TokenizeInput,
} from './gateway';
import {
  type BankBehavior,
  type CardBehavior,
  SANDBOX_BANKS,
  TEST_BANK_ACCOUNTS,
  TEST_CARDS,
} from './sandbox-cards';

const TOKEN_TTL_MS = 60 * 60 * 1000;
const FINGERPRINT_KEY_ID = 'sandbox_fingerprint_key';

type StoredToken = Omit<TokenFacts, 'token'> & {
  accountId: number;
  behavior: CardBehavior | BankBehavior;
  expiresAt: string;
  usedAt: string | null;
};
type StoredMethod = Omit<AttachedMethod, 'paymentMethodId'> & {
  customerId: string;
  behavior: CardBehavior | BankBehavior;
  detachedAt: string | null;
};

const randomId = (prefix: string) => `${prefix}_sbx_${randomBytes(12).toString('hex')}`;

async function readObject<T>(db: Queryable, id: string, kind: string): Promise<T | null> {
  const [row] = await db
    .select({ data: sandboxGatewayObjects.data })
    .from(sandboxGatewayObjects)
    .where(and(eq(sandboxGatewayObjects.id, id), eq(sandboxGatewayObjects.kind, kind)));
  return (row?.data as T | undefined) ?? null;
}

async function writeObject(db: Queryable, id: string, kind: string, data: object): Promise<void> {
  await db
    .insert(sandboxGatewayObjects)
    .values({ id, kind, data: data as Record<string, unknown> })
    .onConflictDoUpdate({ target: sandboxGatewayObjects.id, set: { data: data as Record<string, unknown> } });
}

/** The processor's secret for fingerprints, created once (a keyed hash: a card number cannot be guessed back). */
async function fingerprintKey(db: Queryable): Promise<string> {
  await db
    .insert(sandboxGatewayObjects)
    .values({ id: FINGERPRINT_KEY_ID, kind: 'secret', data: { key: randomBytes(32).toString('hex') } })
    .onConflictDoNothing();
  const stored = await readObject<{ key: string }>(db, FINGERPRINT_KEY_ID, 'secret');
  return stored!.key;
}

function fingerprint(key: string, material: string): string {
  return `fp_${createHmac('sha256', key).update(material).digest('hex').slice(0, 32)}`;
}

function cardToken(input: Extract<TokenizeInput, { type: 'card' }>, key: string, now: Date): StoredToken {
  const digits = input.card_number;
  const check = checkCardNumber(digits);
  if (!check.isValid || !check.brand)
    throw new GatewayError('invalid_number', 'The card number is not valid', 'card_number');
  if (!isExpiryValid(input.exp_month, input.exp_year, now))
    throw new GatewayError('invalid_expiry', 'The card has expired', 'exp_year');
  if (input.card_cvv.length !== check.cvvSize)
    throw new GatewayError('invalid_cvc', `The security code has ${check.cvvSize} digits`, 'card_cvv');
  const bin = describeBin(binOf(digits));
  return {
    accountId: input.accountId,
    type: 'card',
    fingerprint: fingerprint(key, `card:${digits}`),
    brand: check.brand,
    label: check.label ?? check.brand,
    last4: digits.slice(-4),
    exp_month: input.exp_month,
    exp_year: input.exp_year,
    funding: bin.funding,
    bank_name: null,
    behavior: TEST_CARDS[digits] ?? 'ok',
    expiresAt: new Date(now.getTime() + TOKEN_TTL_MS).toISOString(),
    usedAt: null,
  };
}

function bankToken(
  input: Extract<TokenizeInput, { type: 'bank_account' }>,
  key: string,
  now: Date,
): StoredToken {
  const bankName = SANDBOX_BANKS[input.routing_number] ?? 'Sandbox bank';
  return {
    accountId: input.accountId,
    type: 'bank_account',
    fingerprint: fingerprint(key, `bank:${input.routing_number}:${input.account_number}`),
    brand: null,
    label: bankName,
    last4: input.account_number.slice(-4),
    exp_month: null,
    exp_year: null,
    funding: 'unknown',
    bank_name: bankName,
    behavior: TEST_BANK_ACCOUNTS[input.account_number] ?? 'ok',
    expiresAt: new Date(now.getTime() + TOKEN_TTL_MS).toISOString(),
    usedAt: null,
  };
}

const FAILURES = {
  decline: ['card_declined', 'The card was declined'],
  insufficient_funds: ['insufficient_funds', 'The card or account has insufficient funds'],
  expired: ['expired_card', 'The card has expired'],
  cvc_fail: ['incorrect_cvc', 'The card’s security code is incorrect'],
  account_closed: ['account_closed', 'The bank account is closed'],
} as const;

function fail(behavior: keyof typeof FAILURES): never {
  const [reason, message] = FAILURES[behavior];
  throw new GatewayError(reason, message);
}

async function usableMethod(db: Queryable, input: MoneyMovementInput, now: Date): Promise<StoredMethod> {
  const method = await readObject<StoredMethod>(db, input.paymentMethodId, 'payment_method');
  if (!method || method.customerId !== input.customerId || method.detachedAt)
    throw new GatewayError('payment_method_unavailable', 'The payment method is no longer available');
  if (method.expMonth && method.expYear && !isExpiryValid(method.expMonth, method.expYear, now))
    fail('expired');
  return method;
}

/** One id per (customer, idempotency key): a retry finds the first movement instead of making a second. */
function movementId(prefix: string, input: { customerId: string; idempotencyKey: string }): string {
  const digest = createHash('sha256').update(`${input.customerId}\n${input.idempotencyKey}`).digest('hex');
  return `${prefix}_sbx_${digest.slice(0, 32)}`;
}

async function recordMovement(
  db: Queryable,
  kind: 'charge' | 'payout',
  input: MoneyMovementInput,
  now: Date,
  refuse: (method: StoredMethod) => void,
): Promise<{ reference: string }> {
  const id = movementId(kind === 'charge' ? 'ch' : 'po', input);
  const existing = await readObject<{ amountCents: number }>(db, id, kind);
  if (existing) return { reference: id };
  const method = await usableMethod(db, input, now);
  refuse(method);
  const data = {
    customerId: input.customerId,
    paymentMethodId: input.paymentMethodId,
    amountCents: input.amountCents,
    description: input.description,
    status: 'succeeded',
    createdAt: now.toISOString(),
  };
  await db.insert(sandboxGatewayObjects).values({ id, kind, data }).onConflictDoNothing();
  return { reference: id };
}

/**
 * A processor that keeps its state in `sandbox_gateway_objects` and fails where a real one
 * fails (README.md lists the test numbers). `now` is injectable for tests of expiry.
 */
export function createSandboxGateway(clock: () => Date = () => new Date()): PaymentGateway {
  return {
    async tokenize(db, input) {
      const key = await fingerprintKey(db);
      const stored = input.type === 'card' ? cardToken(input, key, clock()) : bankToken(input, key, clock());
      const token = randomId('tok');
      await writeObject(db, token, 'token', stored);
      const { accountId: _a, behavior: _b, expiresAt: _e, usedAt: _u, ...facts } = stored;
      return { token, ...facts };
    },

    lookupBin: describeBin,

    async findTokenFingerprint(db, { accountId, token }) {
      const stored = await readObject<StoredToken>(db, token, 'token');
      return stored && stored.accountId === accountId ? stored.fingerprint : null;
    },

    async createCustomer(db, { accountId }) {
      const customerId = randomId('cus');
      await writeObject(db, customerId, 'customer', { accountId, createdAt: clock().toISOString() });
      return { customerId };
    },

    async attachMethod(db, { accountId, customerId, token }) {
      const now = clock();
      const [row] = await db
        .update(sandboxGatewayObjects)
        .set({
          data: sql`${sandboxGatewayObjects.data} || ${JSON.stringify({ usedAt: now.toISOString() })}::jsonb`,
        })
        .where(
          and(
            eq(sandboxGatewayObjects.id, token),
            eq(sandboxGatewayObjects.kind, 'token'),
            sql`${sandboxGatewayObjects.data}->>'usedAt' is null`,
            sql`(${sandboxGatewayObjects.data}->>'accountId')::bigint = ${accountId}`,
          ),
        )
        .returning({ data: sandboxGatewayObjects.data });
      const stored = row?.data as StoredToken | undefined;
      if (!stored || Date.parse(stored.expiresAt) < now.getTime())
        throw new GatewayError('token_invalid', 'The card details have expired. Please enter them again.');
      if (stored.behavior === 'expired' || stored.behavior === 'cvc_fail') fail(stored.behavior);
      const paymentMethodId = randomId('pm');
      const method: StoredMethod = {
        customerId,
        type: stored.type,
        fingerprint: stored.fingerprint,
        brand: stored.brand,
        label: stored.label,
        last4: stored.last4,
        expMonth: stored.exp_month,
        expYear: stored.exp_year,
        funding: stored.funding,
        bankName: stored.bank_name,
        behavior: stored.behavior,
        detachedAt: null,
      };
      await writeObject(db, paymentMethodId, 'payment_method', method);
      const { customerId: _c, behavior: _b, detachedAt: _d, ...facts } = method;
      return { paymentMethodId, ...facts };
    },

    async detachMethod(db, { customerId, paymentMethodId }) {
      const method = await readObject<StoredMethod>(db, paymentMethodId, 'payment_method');
      if (!method || method.customerId !== customerId) return;
      await writeObject(db, paymentMethodId, 'payment_method', {
        ...method,
        detachedAt: clock().toISOString(),
      });
    },

    charge(db, input) {
      return recordMovement(db, 'charge', input, clock(), (method) => {
        if (method.behavior === 'decline') fail('decline');
        if (method.behavior === 'insufficient_funds') fail('insufficient_funds');
        if (method.behavior === 'account_closed') fail('account_closed');
      });
    },

    payout(db, input) {
      return recordMovement(db, 'payout', input, clock(), (method) => {
        if (method.behavior === 'account_closed') fail('account_closed');
        if (method.behavior === 'decline') fail('decline');
      });
    },

    async refund(db, { chargeReference, amountCents, idempotencyKey }) {
      const charge = await readObject<{ customerId: string; amountCents: number }>(
        db,
        chargeReference,
        'charge',
      );
      if (!charge || amountCents > charge.amountCents)
        throw new GatewayError('card_declined', 'The refund was refused');
      const id = movementId('re', { customerId: chargeReference, idempotencyKey });
      await db
        .insert(sandboxGatewayObjects)
        .values({
          id,
          kind: 'refund',
          data: { chargeReference, amountCents, createdAt: clock().toISOString() },
        })
        .onConflictDoNothing();
      return { reference: id };
    },
  };
}
