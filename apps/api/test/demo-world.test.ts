import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { describeDifferences, verifyLedger } from '../src/features/verify-ledger';
import { seedDemoWorld } from '../src/seed/demo-world';
import { useScratchDatabase } from './support/scratch-database';

// The demo world on a database of its own; two weeks of history exercise what 90 days do.
const scratch = useScratchDatabase();

beforeAll(async () => {
  await seedDemoWorld(scratch.db, { historyDays: 14 });
}, 240_000);

async function rows<T extends Record<string, unknown>>(query: ReturnType<typeof sql>) {
  return (await scratch.db.execute<T>(query)).rows;
}

describe('the demo world sold by the marketplace engine', () => {
  it('agrees with its books: npm run verify-ledger finds no difference', async () => {
    const differences = await verifyLedger(scratch.db);
    expect(describeDifferences(differences)).toEqual([]);
  });

  it('never charges a branded, missed, voicemail or short call, and records them with payout 0', async () => {
    const [calls] = await rows<Record<string, number>>(sql`
      select count(*) filter (where is_branded)::int as branded,
        count(*) filter (where is_branded and charged)::int as branded_charged,
        count(*) filter (where status in ('missed', 'voicemail') or duration_seconds < 60)::int as unbillable,
        count(*) filter (where (status in ('missed', 'voicemail') or duration_seconds < 60) and (charged or payout_cents <> 0))::int as unbillable_paid,
        count(*) filter (where charged and status = 'answered' and duration_seconds >= 60 and payout_cents > 0)::int as charged,
        count(*) filter (where status in ('ringing', 'in_progress'))::int as live
      from call_records`);
    expect(calls).toMatchObject({ branded_charged: 0, unbillable_paid: 0, live: 0 });
    expect(calls!.branded).toBeGreaterThan(0);
    expect(calls!.unbillable).toBeGreaterThan(0);
    expect(calls!.charged).toBeGreaterThan(0);
  });

  it('spreads the sales over every day of the history and over the hours of the day', async () => {
    const [spread] = await rows<{ days: number; hours: number; leads: number }>(sql`
      select count(distinct (time_created at time zone 'America/New_York')::date)::int as days,
        count(distinct extract(hour from time_created at time zone 'America/New_York'))::int as hours,
        (select count(*) from lead_records where charged)::int as leads
      from call_records`);
    expect(spread!.days).toBeGreaterThanOrEqual(14);
    expect(spread!.hours).toBeGreaterThan(12);
    expect(spread!.leads).toBeGreaterThan(14 * 20);
  });

  it('funds the wallets from saved cards in the history and leaves the balances positive', async () => {
    const wallets = await rows<{ name: string; balance: number; deposits: number }>(sql`
      select a.name, w.balance_cents::int as balance,
        (select count(*) from transactions t where t.account_id = a.id and t.type = 'charge')::int as deposits
      from wallets w join accounts a on a.id = w.account_id order by a.id`);
    expect(wallets.map((wallet) => wallet.name)).toEqual([
      'Blue Ridge Movers',
      'Blue Ridge Movers — Atlanta',
    ]);
    for (const wallet of wallets) {
      expect(wallet.balance).toBeGreaterThan(0);
      expect(wallet.deposits).toBeGreaterThan(0);
    }
  });

  it('leaves the last buy of each campaign at its newest charged record, and the paused campaign off', async () => {
    const campaigns = await rows<{ nickname: string; is_active: boolean; last_buy_at: string | null }>(
      sql`select nickname, is_active, last_buy_at from campaigns order by id`,
    );
    expect(campaigns.filter((campaign) => !campaign.is_active).map((campaign) => campaign.nickname)).toEqual([
      'Interstate Leads',
    ]);
    // Its card says who paused it and since when: its one open pause.
    const pauses = await rows<{ by_owner: boolean }>(
      sql`select p.paused_by_user_id is not null as by_owner from campaign_pauses p
        join campaigns c on c.id = p.campaign_id where c.nickname = 'Interstate Leads' and p.resumed_at is null`,
    );
    expect(pauses).toEqual([{ by_owner: true }]);
    // Branded calls are free: that campaign never buys.
    const withoutBuy = campaigns.filter((campaign) => campaign.last_buy_at === null);
    expect(withoutBuy.map((campaign) => campaign.nickname)).toEqual(['Blue Ridge Branded Calls']);
  });

  it('shows a newcomer returns: one credited, one refused by a rule, one refused by support, one waiting', async () => {
    const returns = await rows<{
      kind: string;
      status: string;
      rule: string | null;
      by_support: boolean;
    }>(sql`
      select kind, status, rule, decided_by_user_id is not null as by_support from record_returns order by id`);
    expect(returns).toEqual([
      { kind: 'lead', status: 'approved', rule: 'duplicate', by_support: false },
      { kind: 'lead', status: 'pending', rule: null, by_support: false },
      { kind: 'lead', status: 'refused', rule: 'outside_window', by_support: false },
      { kind: 'call', status: 'refused', rule: null, by_support: true },
    ]);
    const credits = await rows<{ description: string }>(
      sql`select description from transactions where type = 'credit'`,
    );
    expect(credits).toEqual([
      { description: expect.stringMatching(/^Credit — returned lead #\d+ \(Duplicate\)$/) },
    ]);
  });

  it('shows a newcomer failed money movements: a declined top-up, an auto-recharge attempt and a cash out, Failed and moving nothing', async () => {
    const failed = await rows<{ type: string; description: string; reason: string; is_on_file: boolean }>(sql`
      select t.type, t.description, t.failure_reason as reason, pm.deleted_at is null as is_on_file
      from transactions t join payment_methods pm on pm.payment_method_id = t.payment_method_id
      where t.status = 'failed' order by t.created_at`);
    const descriptions = failed.map((item) => item.description);
    expect(descriptions).toContain('Funds added from Visa •••• 0002');
    expect(descriptions).toContain('Auto-recharge from Visa •••• 0002');
    expect(descriptions.filter((text) => /^Cash out to .+ •••• 1116$/.test(text))).toHaveLength(1);
    for (const item of failed) {
      expect(item.reason).not.toBe('');
      // The owner removed the methods that failed: a notification could not name them.
      expect(item.is_on_file).toBe(false);
    }
    const [lines] = await rows<{ count: number }>(sql`
      select count(*)::int as count from ledger_entries l join transactions t on t.id = l.transaction_id
      where t.status = 'failed'`);
    expect(lines!.count).toBe(0);
  });

  it('keeps new@vanbid.test before setup and support@vanbid.test as support staff, with no history', async () => {
    const people = await rows<{
      email: string;
      is_support: boolean;
      meta: Record<string, boolean>;
      records: number;
    }>(sql`
      select u.email, u.is_support, m.meta,
        (select count(*) from call_records r where r.account_id = u.home_account_id)::int
          + (select count(*) from lead_records r where r.account_id = u.home_account_id)::int as records
      from users u join account_meta m on m.account_id = u.home_account_id
      where u.email in ('new@vanbid.test', 'support@vanbid.test') order by u.email`);
    expect(people).toEqual([
      { email: 'new@vanbid.test', is_support: false, meta: {}, records: 0 },
      { email: 'support@vanbid.test', is_support: true, meta: {}, records: 0 },
    ]);
  });

  it('gives the campaigns named after a place that area, and sells them only leads and calls from it', async () => {
    const areas = await rows<{
      nickname: string;
      area: string | null;
      zips: number;
      sold_outside: number;
    }>(sql`
      select c.nickname, coalesce(c.region->>'kind', g.name) as area,
        coalesce(jsonb_array_length(g.zip_codes), 0)::int as zips,
        ((select count(*) from lead_records l where l.campaign_id = c.id and not g.zip_codes ? l.from_zip)
          + (select count(*) from call_records r where r.campaign_id = c.id and not g.zip_codes ? r.from_zip))::int as sold_outside
      from campaigns c join accounts a on a.id = c.account_id and a.name = 'Blue Ridge Movers'
      left join geo_templates g on g.id = c.geo_template_id
      order by c.id`);
    expect(areas).toEqual([
      expect.objectContaining({ nickname: 'Local Moving Calls — Virginia', area: 'states', sold_outside: 0 }),
      expect.objectContaining({
        nickname: 'Long Distance Calls — East Coast',
        area: 'states',
        sold_outside: 0,
      }),
      expect.objectContaining({
        nickname: 'Moving Leads — Richmond',
        area: 'Richmond metro',
        zips: 8,
        sold_outside: 0,
      }),
      expect.objectContaining({ nickname: 'Interstate Leads', area: null, zips: 0 }),
      expect.objectContaining({
        nickname: 'Blue Ridge Branded Calls',
        area: 'Blue Ridge service area',
        sold_outside: 0,
      }),
    ]);
  });
});
