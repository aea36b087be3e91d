import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import zipcodes from 'zipcodes';
import { startSimulator } from '../src/features/demo-traffic';
import { assertLedgerBalanced } from './payments-support';
import { buyer, prepareMarket, publisherClient } from './support/marketplace';
import { useTestApp } from './support/test-app';

const context = useTestApp();

beforeAll(async () => {
  await prepareMarket(context.db);
  await context.app.listen({ port: 0, host: '127.0.0.1' });
});

/** A seeded generator (mulberry32), so the traffic is the same on every run. */
function seeded(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let value = Math.imul(state ^ (state >>> 15), 1 | state);
    value = (value + Math.imul(value ^ (value >>> 7), 61 | value)) ^ value;
    return ((value ^ (value >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** Calls of the market's active buyers that have ended (answered and hung up, or missed). */
async function endedCalls(): Promise<number> {
  const ended = await context.db.execute(
    sql`select count(*)::int as n from call_records r join campaigns c on c.id = r.campaign_id where c.account_id in (select account_id from campaigns where is_active) and r.status not in ('ringing', 'in_progress')`,
  );
  return ended.rows[0]!.n as number;
}

describe('the traffic simulator', () => {
  it('sends leads and calls through the publisher API that the engine sells, refuses or rejects, never fails', async () => {
    for (const group of ['leads', 'calls', 'branded'] as const)
      for (const leadType of ['Local', 'Long Distance'] as const)
        await buyer(context.db, { group, leadType, concurrentCalls: 5 });
    const publisher = await publisherClient(context, 'Simulated Traffic');
    const baseUrl = `http://127.0.0.1:${(context.app.server.address() as AddressInfo).port}`;
    const simulator = startSimulator(
      { baseUrl, publisherKey: publisher.key, ratePerSecond: 40, callSpeedUp: 600, random: seeded(7) },
      zipcodes,
    );
    // About 40 a second: it runs until it has sold a lead and ended a call, however loaded the
    // machine (2 CPUs shared by test files running side by side), or for 30 s at most.
    const deadline = performance.now() + 30_000;
    const hasSoldAndEnded = async () =>
      simulator.stats.sent > 20 && 'lead 200' in simulator.stats.byStatus && (await endedCalls()) > 0;
    while (performance.now() < deadline && !(await hasSoldAndEnded())) {
      await new Promise((done) => setTimeout(done, 250));
    }
    await simulator.stop();
    const statuses = Object.keys(simulator.stats.byStatus);
    expect(simulator.stats.sent).toBeGreaterThan(20);
    expect(statuses.filter((status) => status.endsWith(' 500'))).toEqual([]);
    expect(statuses).toContain('lead 200');
    expect(statuses).toContain('call 200');
    expect(await endedCalls()).toBeGreaterThan(0);
    await assertLedgerBalanced(context.db);
  }, 60_000);
});
