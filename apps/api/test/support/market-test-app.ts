import { sql } from 'drizzle-orm';
import { afterEach, beforeAll } from 'vitest';
import { assertLedgerBalanced } from '../payments-support';
import { prepareMarket, publisherClient } from './marketplace';
import { type TestContext, useTestApp } from './test-app';

export type Publisher = Awaited<ReturnType<typeof publisherClient>>;

export interface MarketTestContext extends TestContext {
  /** The file's publisher (`publisher.post(url, body)` sells through it), made before its tests. */
  publisher: Publisher;
}

/**
 * The test app (`useTestApp` with `overrides`) of a file that sells through the marketplace: before
 * its tests the market's flat minimums and every earlier campaign off (`prepareMarket`) and one
 * publisher named `publisherName`; after each test its campaigns off and the ledger's invariants
 * checked.
 */
export function useMarketTestApp(
  overrides: Record<string, string> = {},
  { publisherName }: { publisherName?: string } = {},
): MarketTestContext {
  const context = useTestApp(overrides) as MarketTestContext;
  beforeAll(async () => {
    await prepareMarket(context.db);
    context.publisher = await publisherClient(context, publisherName);
  });
  afterEach(async () => {
    await context.db.execute(sql`update campaigns set is_active = false`);
    await assertLedgerBalanced(context.db);
  });
  return context;
}
