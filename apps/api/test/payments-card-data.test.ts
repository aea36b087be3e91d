import {
  chargeBalance,
  createPaymentToken,
  proappLogin,
  saveBankAccount,
  savePaymentMethod,
} from '@vanbid/contract';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/platform/config';
import { createDatabase, type Database } from '../src/platform/db/database';
import { ALL_SETUP_FLAGS, createAccount, createUser } from '../src/seed/factories';
import { SANDBOX_BANK } from '../src/seed/money-factories';
import { SANDBOX_CARDS, TEST_BILLING } from './payments-support';
import { createCall, type TestSession, unchecked } from './support/call';
import { JWT } from './support/secrets-scan';
import { TEST_PASSWORD, uniqueEmail } from './support/signed-in';
import { TEST_JWT_SECRET } from './support/test-app';
import { sessionOf } from './support/two-factor';
import { testDatabaseUrl } from './support/worker-database';

/**
 * docs/product.md §9, "Card data": no card number, CVV or account number is ever stored, logged or
 * echoed. This file runs the whole money flow with every log line captured at trace level,
 * then scans the captured log, every answer and every table of the database.
 */
const CVV_VISA = '987';
const CVV_AMEX = '9876';
const NUMBERS = Object.values(SANDBOX_CARDS);
const ACCOUNT_NUMBERS = [SANDBOX_BANK.accountNumber, SANDBOX_BANK.closed];

const logLines: string[] = [];
const answers: string[] = [];
let app: FastifyInstance;
let db: Database;
let as: TestSession;
/** A password tried and refused: it must not be kept either. */
const WRONG_PASSWORD = 'wrong horse battery staple';

const spaced = (number: string) => number.replace(/(\d{4})(?=\d)/g, '$1 ');
/** The forms a leaked number could take: plain, spaced, and the digits before the last 4 (BIN and middle). */
const leakForms = (number: string) => [number, spaced(number), number.slice(0, -4)];

const call = createCall(() => app);

/** Keeps every answer's text for the scan. */
async function recorded<A extends { text: string }>(answer: Promise<A>): Promise<A> {
  answers.push((await answer).text);
  return answer;
}

beforeAll(async () => {
  db = createDatabase(testDatabaseUrl(), 4);
  app = await buildApp({
    config: loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'trace' }),
    db,
    jwtSecret: TEST_JWT_SECRET,
    serveSpa: false,
    logStream: { write: (line: string) => void logLines.push(line) },
  });
  await app.ready();
  const account = await createAccount(db, { name: 'Card Data Movers', meta: ALL_SETUP_FLAGS });
  const email = uniqueEmail('carddata');
  await createUser(db, { email, password: TEST_PASSWORD, username: 'Card Data', homeAccountId: account.id });
  const login = await call(proappLogin, { body: { login: email, password: TEST_PASSWORD } });
  as = { token: sessionOf(login).token };
  await call(proappLogin, { body: { login: email, password: WRONG_PASSWORD } });
});

afterAll(async () => {
  await app?.close();
  await db?.$client.end();
});

describe('card numbers, CVVs and account numbers', () => {
  it('run through tokenization, saving, charges, declines and validation errors', async () => {
    for (const number of NUMBERS) {
      const cvv = number.startsWith('37') ? CVV_AMEX : CVV_VISA;
      const card = {
        type: 'card',
        card_number: spaced(number),
        card_cvv: cvv,
        exp_month: 11,
        exp_year: 2035,
      } as const;
      const tokenized = await recorded(call(createPaymentToken, { as, body: card }));
      expect(tokenized.status).toBe(200);
      const saved = await recorded(
        call(savePaymentMethod, { as, body: { token: tokenized.data.token, billing: TEST_BILLING } }),
      );
      if (saved.status !== 200) continue;
      await recorded(
        call(chargeBalance, {
          as,
          headers: { 'idempotency-key': crypto.randomUUID() },
          body: { amount: 10, payment_method_id: saved.data.paymentMethod.payment_method_id },
        }),
      );
    }
    for (const accountNumber of ACCOUNT_NUMBERS) {
      const bank = {
        type: 'bank_account',
        routing_number: '110000000',
        account_number: accountNumber,
        account_holder_name: 'A B',
      } as const;
      const tokenized = await recorded(call(createPaymentToken, { as, body: bank }));
      await recorded(call(saveBankAccount, { as, body: { token: tokenized.data.token } }));
    }
    // Bad inputs: a number failing Luhn, a wrong CVV, numbers sent where they do not belong.
    const badCard = (card_number: string, card_cvv: string, exp_year: number) =>
      call(createPaymentToken, { as, body: { type: 'card', card_number, card_cvv, exp_month: 1, exp_year } });
    const bad: (() => Promise<{ status: number; text: string }>)[] = [
      () => badCard('4242424242424241', CVV_VISA, 2035),
      () => badCard(SANDBOX_CARDS.visaCredit, CVV_AMEX, 2035),
      () => badCard(SANDBOX_CARDS.visaCredit, CVV_VISA, 2001),
      () =>
        call(savePaymentMethod, {
          as,
          body: unchecked({
            card_number: SANDBOX_CARDS.visaCredit,
            card_cvv: CVV_VISA,
            billing: TEST_BILLING,
          }),
        }),
      () => call(chargeBalance, { as, body: { amount: 5, payment_method_id: SANDBOX_CARDS.visaCredit } }),
      () =>
        call(chargeBalance, {
          as,
          body: { amount: unchecked(SANDBOX_CARDS.visaCredit), payment_method_id: 'pm_x' },
        }),
    ];
    for (const send of bad) expect((await recorded(send())).status).toBeGreaterThanOrEqual(400);
  });

  it('appear in no answer and no log line', async () => {
    const log = logLines.join('');
    expect(logLines.length).toBeGreaterThan(20);
    for (const number of NUMBERS)
      for (const form of leakForms(number)) {
        expect(log.includes(form), `log holds ${form}`).toBe(false);
        expect(
          answers.some((answer) => answer.includes(form)),
          `an answer holds ${form}`,
        ).toBe(false);
      }
    for (const accountNumber of ACCOUNT_NUMBERS) expect(log.includes(accountNumber)).toBe(false);
    expect(log).not.toMatch(/cvv|cvc/i);
    expect(answers.join('\n')).not.toMatch(
      new RegExp(`"${CVV_AMEX}"|"${CVV_VISA}"|"card_cvv":"\\d|"card_number":"\\d`),
    );
  });

  it('appear in no table of the database (every row of every table scanned)', async () => {
    const tables = await db.execute<{ tablename: string }>(
      sql`select tablename from pg_tables where schemaname = 'public'`,
    );
    let scanned = 0;
    for (const { tablename } of tables.rows) {
      const rows = await db.execute<{ row: string }>(
        sql`select row_to_json(t)::text as row from ${sql.identifier(tablename)} t`,
      );
      const text = rows.rows.map((row) => row.row).join('\n');
      scanned += rows.rows.length;
      for (const number of NUMBERS)
        for (const form of leakForms(number))
          expect(text.includes(form), `${tablename} holds ${form}`).toBe(false);
      for (const accountNumber of ACCOUNT_NUMBERS)
        expect(text.includes(accountNumber), `${tablename} holds an account number`).toBe(false);
      expect(text, `${tablename} has a CVV field`).not.toMatch(/"[a-z_]*(cvv|cvc)[a-z_]*"\s*:/i);
      expect(text, `${tablename} holds a CVV`).not.toMatch(new RegExp(`"${CVV_AMEX}"|"${CVV_VISA}"`));
    }
    expect(scanned).toBeGreaterThan(50);
  });
});

describe('passwords and session tokens (issue #16)', () => {
  it('appear in no log line', async () => {
    const log = logLines.join('');
    expect(log.includes(TEST_PASSWORD), 'log holds the password').toBe(false);
    expect(log.includes(WRONG_PASSWORD), 'log holds a refused password').toBe(false);
    expect(log.includes(as.token), 'log holds the session token').toBe(false);
    expect(log.match(JWT)?.[0], 'log holds a JWT').toBeUndefined();
  });

  it('appear in no table of the database, whatever test file put them there', async () => {
    const tables = await db.execute<{ tablename: string }>(
      sql`select tablename from pg_tables where schemaname = 'public'`,
    );
    for (const { tablename } of tables.rows) {
      const rows = await db.execute<{ row: string }>(
        sql`select row_to_json(t)::text as row from ${sql.identifier(tablename)} t`,
      );
      const text = rows.rows.map((row) => row.row).join('\n');
      expect(text.includes(TEST_PASSWORD), `${tablename} holds the test users' password`).toBe(false);
      expect(text.includes(WRONG_PASSWORD), `${tablename} holds a refused password`).toBe(false);
      expect(text.match(JWT)?.[0], `${tablename} holds a session token`).toBeUndefined();
    }
  });
});
