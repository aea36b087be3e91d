import { sql } from 'drizzle-orm';
import type { Database } from '../../src/platform/db/database';
import { SANDBOX_BANK, SANDBOX_CARDS } from '../../src/seed/money-factories';
import { TEST_PASSWORD } from './signed-in';

/** A JWT anywhere in a text (header and payload are base64url JSON, so both start `eyJ`). */
export const JWT = /eyJ[\w-]{10,}\.eyJ[\w-]{10,}\.[\w-]{20,}/;

const spaced = (number: string) => number.replace(/(\d{4})(?=\d)/g, '$1 ');

/** What must never be at rest: every sandbox card and bank number, the test users' password, a session token. */
const SECRETS: { name: string; isIn: (text: string) => boolean }[] = [
  ...Object.values(SANDBOX_CARDS).flatMap((number) =>
    [number, spaced(number)].map((form) => ({
      name: `card ${number.slice(-4)}`,
      isIn: (text: string) => text.includes(form),
    })),
  ),
  ...[SANDBOX_BANK.accountNumber, SANDBOX_BANK.closed].map((number) => ({
    name: `bank account ${number.slice(-4)}`,
    isIn: (text: string) => text.includes(number),
  })),
  { name: 'the test users’ password', isIn: (text) => text.includes(TEST_PASSWORD) },
  { name: 'a session token', isIn: (text) => JWT.test(text) },
  { name: 'a CVV field', isIn: (text) => /"[a-z_]*(cvv|cvc)[a-z_]*"\s*:/i.test(text) },
];

/**
 * Every row of every table, scanned for SECRETS and for the secrets the API showed test users
 * once (two-factor keys, recovery codes; any case, with or without their spaces and dashes):
 * `table: what` for each one found.
 */
export async function findSecretsAtRest(
  db: Database,
  shown: { name: string; secret: string }[] = [],
): Promise<string[]> {
  const shownSecrets = shown.map(({ name, secret }) => {
    const bare = secret.replace(/[\s-]/g, '').toLowerCase();
    return { name, isIn: (bareText: string) => bareText.includes(bare) };
  });
  const tables = await db.execute<{ tablename: string }>(
    sql`select tablename from pg_tables where schemaname = 'public' order by tablename`,
  );
  const found: string[] = [];
  for (const { tablename } of tables.rows) {
    const rows = await db.execute<{ row: string }>(
      sql`select row_to_json(t)::text as row from ${sql.identifier(tablename)} t`,
    );
    const text = rows.rows.map((row) => row.row).join('\n');
    for (const secret of SECRETS) if (secret.isIn(text)) found.push(`${tablename}: ${secret.name}`);
    const bareText = shownSecrets.length > 0 ? text.toLowerCase().replace(/[\s-]/g, '') : '';
    const shownFound = shownSecrets.filter((secret) => secret.isIn(bareText));
    for (const name of new Set(shownFound.map((secret) => secret.name))) found.push(`${tablename}: ${name}`);
  }
  return found;
}
