import { randomUUID } from 'node:crypto';
import { publisherPayoutCents } from '@vanbid/domain';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useMarketTestApp } from './support/market-test-app';
import { buyer, FLAT_MINIMUM_CENTS, freshPhone, leadBody } from './support/marketplace';

const context = useMarketTestApp({}, { publisherName: 'Debit Traffic' });

/** The account's billed sales, each with its ledger lines, in the shape a lead and a call share. */
async function billedSales(accountId: number) {
  const result = await context.db.execute<Record<string, unknown>>(sql`
    select t.type, t.status, t.amount_cents::int as amount, t.balance_after_cents::int as balance_after,
      t.campaign_id::int as campaign_id, t.payment_method_id, t.gateway_reference,
      (select json_agg(json_build_object('ledger', l.ledger_account, 'cents', l.amount_cents::int, 'publisher_id', l.publisher_id::int, 'same_time', l.created_at = t.created_at)
         order by l.ledger_account) from ledger_entries l where l.transaction_id = t.id) as lines
    from transactions t where t.account_id = ${accountId} and t.type in ('lead', 'call') order by t.id`);
  return result.rows;
}

describe("a sale's debit", () => {
  it('bills a lead and a call alike: one billed item and the same ledger lines, the publisher paid its share', async () => {
    const leads = await buyer(context.db, { balanceCents: 5000 });
    expect((await context.publisher.post('/api/marketplace/leads', leadBody())).statusCode).toBe(200);

    const calls = await buyer(context.db, { group: 'calls', balanceCents: 5000 });
    const posted = await context.publisher.post('/api/marketplace/calls', {
      external_id: randomUUID(),
      caller_phone: freshPhone(),
      from_zip: '23219',
      to_zip: '22201',
    });
    const callId = posted.json().Data.call_id as number;
    const ended = await context.publisher.post(`/api/marketplace/calls/${callId}/events`, {
      type: 'ended',
      status: 'answered',
      duration_seconds: 120,
    });
    expect(ended.statusCode).toBe(200);

    const billedAs = (type: string, campaignId: number) => ({
      type,
      status: 'succeeded',
      amount: FLAT_MINIMUM_CENTS,
      balance_after: 5000 - FLAT_MINIMUM_CENTS,
      campaign_id: campaignId,
      payment_method_id: null,
      gateway_reference: null,
      lines: [
        {
          ledger: 'marketplace_revenue',
          cents: FLAT_MINIMUM_CENTS - publisherPayoutCents(FLAT_MINIMUM_CENTS),
          publisher_id: null,
          same_time: true,
        },
        {
          ledger: 'publisher_payable',
          cents: publisherPayoutCents(FLAT_MINIMUM_CENTS),
          publisher_id: context.publisher.id,
          same_time: true,
        },
        { ledger: 'wallet', cents: -FLAT_MINIMUM_CENTS, publisher_id: null, same_time: true },
      ],
    });
    expect(await billedSales(leads.account.id)).toEqual([billedAs('lead', leads.campaign.id)]);
    expect(await billedSales(calls.account.id)).toEqual([billedAs('call', calls.campaign.id)]);
  });
});
