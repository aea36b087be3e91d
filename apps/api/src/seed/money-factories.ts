import { sql } from 'drizzle-orm';
import { saveMethod } from '../features/payments';
import {
  creditFromMethod,
  type FailedMovement,
  type Movement,
  postMovement,
  recordFailedMovement,
  upsertRecharge,
  withdrawToMethod,
} from '../features/wallet';
import type { Database } from '../platform/db/database';
import type { AppDeps } from '../platform/deps';
import type { MoneyTx } from '../platform/http/idempotency';
import { createSandboxGateway } from '../platform/payments-gateway/index';

/**
 * Money builders for tests and the demo world. They go through the sandbox gateway and the
 * same ledger code as the API (nothing is written around it), so what they build balances.
 */
type Db = Database | MoneyTx;

/**
 * The factories pay through the sandbox gateway, whose test numbers they use. It keeps its state
 * in the database, so a fresh instance per call sees what the app's gateway wrote.
 */
const sandbox = (): Pick<AppDeps, 'paymentGateway'> => ({ paymentGateway: createSandboxGateway() });

export const SANDBOX_CARDS = {
  visaCredit: '4242424242424242',
  visaDebit: '4000056655665556',
  mastercardCredit: '5555555555554444',
  mastercardDebit: '5200828282828210',
  amexCredit: '378282246310005',
  declined: '4000000000000002',
  insufficientFunds: '4000000000009995',
  expired: '4000000000000069',
  cvcFailure: '4000000000000127',
} as const;

export const SANDBOX_BANK = {
  routingNumber: '110000000',
  accountNumber: '000123456789',
  closed: '000111111116',
};

export const TEST_BILLING = {
  address1: '100 Main Street',
  city: 'Richmond',
  state: 'VA',
  zip: '23219',
} as const;

const nextYear = () => new Date().getUTCFullYear() + 3;

export async function addSandboxCard(
  db: Db,
  input: { accountId: number; number?: string; makePrimary?: boolean; expMonth?: number; expYear?: number },
) {
  const number = input.number ?? SANDBOX_CARDS.visaCredit;
  const deps = sandbox();
  return db.transaction(async (tx) => {
    const { token } = await deps.paymentGateway.tokenize(tx, {
      type: 'card',
      accountId: input.accountId,
      card_number: number,
      card_cvv: number.startsWith('37') ? '1234' : '123',
      exp_month: input.expMonth ?? 12,
      exp_year: input.expYear ?? nextYear(),
    });
    const { paymentMethod } = await saveMethod(deps, tx, {
      accountId: input.accountId,
      token,
      kind: 'card',
      billing: TEST_BILLING,
      makePrimary: input.makePrimary ?? false,
    });
    return paymentMethod;
  });
}

export async function addSandboxBankAccount(
  db: Db,
  input: { accountId: number; accountNumber?: string; makePrimary?: boolean },
) {
  const deps = sandbox();
  return db.transaction(async (tx) => {
    const { token } = await deps.paymentGateway.tokenize(tx, {
      type: 'bank_account',
      accountId: input.accountId,
      routing_number: SANDBOX_BANK.routingNumber,
      account_number: input.accountNumber ?? SANDBOX_BANK.accountNumber,
      account_holder_name: 'Test Holder',
      account_type: 'checking',
    });
    const { paymentMethod } = await saveMethod(deps, tx, {
      accountId: input.accountId,
      token,
      kind: 'bank_account',
      makePrimary: input.makePrimary ?? false,
    });
    return paymentMethod;
  });
}

/** Adds funds from a saved method, as `chargeBalance` does. */
export function fundWallet(
  db: Db,
  input: { accountId: number; paymentMethodId: string; amountCents: number },
) {
  return db.transaction((tx) =>
    creditFromMethod(sandbox(), tx, {
      ...input,
      gatewayKey: `seed:${crypto.randomUUID()}`,
      type: 'charge',
      describe: (name) => `Funds added from ${name}`,
    }),
  );
}

const REFUSED_WORDS = {
  top_up: (name: string) => `Funds added from ${name}`,
  auto_recharge: (name: string) => `Auto-recharge from ${name}`,
  cash_out: (name: string) => `Cash out to ${name}`,
} as const;

/**
 * A top-up, an auto-recharge attempt or a cash out that the processor refuses (a declined card,
 * a closed bank account), tried through the same movement code as the API in a savepoint that is
 * undone, then recorded as the Failed billed item the portal writes, at `at` when given.
 */
export function refusedMovement(
  db: Db,
  input: {
    accountId: number;
    paymentMethodId: string;
    amountCents: number;
    kind: keyof typeof REFUSED_WORDS;
  },
  at?: Date,
) {
  return db.transaction(async (tx) => {
    let refused: FailedMovement | undefined;
    const movement = {
      accountId: input.accountId,
      paymentMethodId: input.paymentMethodId,
      amountCents: input.amountCents,
      gatewayKey: `seed:${crypto.randomUUID()}`,
      type: input.kind === 'cash_out' ? ('cash_out' as const) : ('charge' as const),
      describe: REFUSED_WORDS[input.kind],
      onDeclined: async (failed: FailedMovement) => {
        refused = failed;
      },
    };
    try {
      await tx.transaction((attempt) =>
        input.kind === 'cash_out'
          ? withdrawToMethod(sandbox(), attempt, movement)
          : creditFromMethod(sandbox(), attempt, movement),
      );
    } catch (error) {
      if (!refused) throw error;
    }
    if (!refused) throw new Error(`The processor accepted ${input.paymentMethodId}: expected a refusal`);
    const failed = await recordFailedMovement(tx, refused);
    if (at) await backdateMovement(tx, failed, at);
    return failed;
  });
}

export function enableAutoRecharge(
  db: Db,
  input: { accountId: number; thresholdCents: number; amountCents: number },
) {
  return upsertRecharge(db, input.accountId, { ...input, isEnabled: true });
}

/** Moves a posted transaction and its ledger lines back in time (demo history). */
export async function backdateMovement(db: Db, movement: Pick<Movement, 'id'>, at: Date) {
  await db.execute(sql`update transactions set created_at = ${at.toISOString()} where id = ${movement.id}`);
  await db.execute(
    sql`update ledger_entries set created_at = ${at.toISOString()} where transaction_id = ${movement.id}`,
  );
}

/** A lead's or call's billed item and ledger lines, for tests that need one at a set time (`backdateMovement`); sales themselves debit through `debitForSales`. */
export function chargeForPurchase(
  db: Db,
  input: {
    accountId: number;
    amountCents: number;
    type: 'lead' | 'call';
    campaignId: number;
    description: string;
  },
) {
  return db.transaction((tx) =>
    postMovement(tx, {
      accountId: input.accountId,
      type: input.type,
      walletChangeCents: -input.amountCents,
      counterAccount: 'marketplace_revenue',
      campaignId: input.campaignId,
      description: input.description,
    }),
  );
}
