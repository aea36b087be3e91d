import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { buildApp } from '../../src/app';
import { storedFileKeys } from '../../src/features/backup';
import { loadConfig } from '../../src/platform/config';
import type { Database } from '../../src/platform/db/database';
import { createLocalDiskStorage, readStoredBytes } from '../../src/platform/file-storage';
import { createCall } from './call';
import { buyer, leadBody, prepareMarket, publisherClient } from './marketplace';
import { TEST_JWT_SECRET, type TestContext } from './test-app';

/**
 * The real app on a database of the file's own (`db`), its files under `dataDir`: a backup is
 * judged on the whole database, which the worker's database is not (other files' worlds).
 */
export async function appOn(db: Database, dataDir: string): Promise<TestContext> {
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    JOBS: 'off',
    REALTIME_RELAY_MS: '0',
    REALTIME_ADAPTER: 'memory',
  });
  const context = { db } as TestContext;
  context.app = await buildApp({ config, db, jwtSecret: TEST_JWT_SECRET, serveSpa: false });
  context.call = createCall(() => context.app);
  await context.app.ready();
  return context;
}

/** A funded buyer who bought `leads` leads through the engine (card charge, wallet, ledger, billed items). */
export async function sellLeads(context: TestContext, leads: number): Promise<{ accountId: number }> {
  await prepareMarket(context.db);
  const publisher = await publisherClient(context, 'Backup Traffic');
  const { account, campaign } = await buyer(context.db, { bidPercent: 20 });
  for (let lead = 0; lead < leads; lead++)
    expect((await publisher.post('/api/marketplace/leads', leadBody())).statusCode).toBe(200);
  await context.db.execute(sql`update campaigns set is_active = false where id = ${campaign.id}`);
  return { accountId: account.id };
}

/** Every wallet's balance, by account. */
export async function walletBalances(db: Database): Promise<Record<number, number>> {
  const { rows } = await db.$client.query<{ account_id: number; balance_cents: string }>(
    'select account_id, balance_cents from wallets order by account_id',
  );
  return Object.fromEntries(rows.map((row) => [row.account_id, Number(row.balance_cents)]));
}

const SAMPLE_FILES = [
  {
    key: 'identity/backup/front.png',
    contentType: 'image/png',
    bytes: Buffer.from('\x89PNG front of an ID'),
  },
  {
    key: 'e-signature/doc_backup/signed.pdf',
    contentType: 'application/pdf',
    bytes: Buffer.from('%PDF-1.7 signed'),
  },
];

/** Stores an ID image and a signed PDF in the local files store of `dataDir`. */
export async function storeSampleFiles(dataDir: string): Promise<void> {
  const storage = createLocalDiskStorage(`${dataDir}/files`);
  for (const file of SAMPLE_FILES) await storage.put(file.key, file.bytes, { contentType: file.contentType });
}

/** What the files store of `dataDir` serves: each key with its bytes and content type. */
export async function storedFiles(dataDir: string) {
  const storage = createLocalDiskStorage(`${dataDir}/files`);
  const files = [];
  for (const key of storedFileKeys(`${dataDir}/files`)) {
    const stored = await storage.get(key);
    stored.body.destroy();
    files.push({ key, contentType: stored.contentType, bytes: await readStoredBytes(storage, key) });
  }
  return files;
}
