import { randomUUID } from 'node:crypto';
import { WEEKDAYS } from '@vanbid/domain';
import { sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { type CandidateRow, createPublisher } from '../../src/features/marketplace';
import type { Database } from '../../src/platform/db/database';
import {
  type CampaignGroup,
  createAccount,
  createCampaign,
  createGeoTemplate,
} from '../../src/seed/factories';
import { addSandboxCard, fundWallet } from '../../src/seed/money-factories';
import type { TestContext } from './test-app';

/** A campaign type whose minimum is the same every hour of every day, so prices are known in tests. */
export const FLAT_TYPE = { leads: 9102, calls: 9101, branded: 9103 } as const;
export const FLAT_MINIMUM_CENTS = 1000;

export const ALL_DAY = Object.fromEntries(WEEKDAYS.map((day) => [day, [{ from: '00:00', to: '24:00' }]]));

/** A local lead campaign of the market, on all day, as the engine's rules read it (no database). */
export function leadCampaignRow(
  id: number,
  accountId: number,
  settings: Partial<CandidateRow> = {},
): CandidateRow {
  return {
    id,
    accountId,
    nickname: `Campaign ${id}`,
    parent: 'HE',
    type: 'HE Local',
    group: 'leads',
    distance: 'local',
    isActive: true,
    hours: ALL_DAY,
    zipCodes: null,
    limitCents: 100_000,
    weeklyCapCents: null,
    monthlyCapCents: null,
    concurrentCalls: 1,
    timeoutSeconds: 30,
    bidPercent: 0,
    minCents: 1_000,
    ...settings,
  };
}

/**
 * Flat minimums for the test types (both distances), whatever an earlier test file of the run left
 * there, and every campaign of earlier test files off.
 */
export async function prepareMarket(db: Database): Promise<void> {
  await db.execute(sql`update campaigns set is_active = false`);
  for (const typeId of Object.values(FLAT_TYPE))
    for (const distance of ['local', 'long'])
      await db.execute(sql`
        insert into min_hourly_bids (campaign_type_id, distance, hour, min_value_cents, mon_cents, tue_cents, wed_cents, thu_cents, fri_cents, sat_cents, sun_cents)
        select ${typeId}, ${distance}, hour, ${FLAT_MINIMUM_CENTS}, ${FLAT_MINIMUM_CENTS}, ${FLAT_MINIMUM_CENTS}, ${FLAT_MINIMUM_CENTS},
          ${FLAT_MINIMUM_CENTS}, ${FLAT_MINIMUM_CENTS}, ${FLAT_MINIMUM_CENTS}, ${FLAT_MINIMUM_CENTS}
        from generate_series(0, 23) hour
        on conflict (campaign_type_id, distance, hour) do update set min_value_cents = excluded.min_value_cents,
          mon_cents = excluded.mon_cents, tue_cents = excluded.tue_cents, wed_cents = excluded.wed_cents,
          thu_cents = excluded.thu_cents, fri_cents = excluded.fri_cents, sat_cents = excluded.sat_cents,
          sun_cents = excluded.sun_cents`);
}

/** An account with a funded wallet and one campaign that buys all day at `bidPercent` over the flat minimum. */
export async function buyer<Account extends { id: number } = Awaited<ReturnType<typeof createAccount>>>(
  db: Database,
  input: {
    group?: CampaignGroup;
    balanceCents?: number;
    bidPercent?: number;
    limitCents?: number;
    leadType?: 'Local' | 'Long Distance';
    zipCodes?: string[];
    concurrentCalls?: number;
    timeoutSeconds?: number;
    /** Weekly and monthly budget caps in cents (none by default). */
    weeklyCapCents?: number;
    monthlyCapCents?: number;
    phone?: string;
    /** An account already made (a signed-in owner's); a new one otherwise. */
    account?: Account;
  } = {},
) {
  const group = input.group ?? 'leads';
  const account: Account =
    input.account ??
    ((await createAccount(db, { name: `Buyer ${randomUUID().slice(0, 6)}` })) as unknown as Account);
  if ((input.balanceCents ?? 100_000) > 0) {
    const card = await addSandboxCard(db, { accountId: account.id });
    await fundWallet(db, {
      accountId: account.id,
      paymentMethodId: card.payment_method_id,
      amountCents: input.balanceCents ?? 100_000,
    });
  }
  await db.execute(
    sql`insert into companies (account_id, phone_number) values (${account.id}, ${input.phone ?? '(804) 555-0199'})`,
  );
  const campaign = await createCampaign(db, {
    accountId: account.id,
    group,
    nickname: `${group} ${account.id}`,
    leadType: input.leadType ?? 'Local',
  });
  const template = input.zipCodes
    ? await createGeoTemplate(db, { accountId: account.id, name: 'Area', zipCodes: input.zipCodes })
    : null;
  await db.execute(sql`
    update campaigns set campaign_type_id = ${FLAT_TYPE[group]}, hours = ${JSON.stringify(ALL_DAY)}::jsonb,
      bid_percent = ${input.bidPercent ?? 0}, leads_limit_cents = ${input.limitCents ?? 1_000_000},
      concurrent_calls = ${input.concurrentCalls ?? 1}, timeout_seconds = ${input.timeoutSeconds ?? 30},
      geo_template_id = ${template?.id ?? null}, weekly_cap_cents = ${input.weeklyCapCents ?? null},
      monthly_cap_cents = ${input.monthlyCapCents ?? null}
    where id = ${campaign.id}`);
  return { account, campaign };
}

export async function balanceOf(db: Database, accountId: number): Promise<number> {
  const result = await db.execute<{ cents: number }>(
    sql`select coalesce((select balance_cents from wallets where account_id = ${accountId}), 0) as cents`,
  );
  return Number(result.rows[0]!.cents);
}

let phoneCounter = Math.floor(Math.random() * 1_000_000);
/** A fresh US phone number as a publisher would send it (Richmond's 804, a NANP exchange). */
export function freshPhone(): string {
  phoneCounter += 1;
  let exchange = 200 + (Math.floor(phoneCounter / 10_000) % 800);
  if (exchange % 100 === 11 || exchange === 555) exchange += 1; // no N11, no fictional 555-01xx
  const line = String(phoneCounter % 10_000).padStart(4, '0');
  return `(804) ${exchange}-${line}`;
}

const DAY_MS = 86_400_000;

/** A valid lead (Richmond, VA → Arlington, VA: local) with a fresh phone and external id. */
export function leadBody(overrides: Record<string, unknown> = {}) {
  return {
    external_id: randomUUID(),
    first_name: 'Ann',
    last_name: 'Lee',
    phone: freshPhone(),
    email: 'ann@example.com',
    from_zip: '23219',
    to_zip: '22201',
    move_date: new Date(Date.now() + 20 * DAY_MS).toISOString().slice(0, 10),
    move_size: '2 bedrooms',
    consent: {
      certificate_url: 'https://cert.example.com/abc',
      consent_text: 'I agree to be contacted by movers.',
      captured_at: new Date(Date.now() - 4 * DAY_MS).toISOString(),
      ip: '203.0.113.7',
      page_url: 'https://quotes.example.com/form',
    },
    ...overrides,
  };
}

/** A publisher and a function posting to the publisher API with its key. */
export async function publisherClient(context: TestContext, name = 'Test Traffic') {
  const publisher = await createPublisher(context.db, { name });
  const post = (url: string, payload: unknown, options: Partial<InjectOptions> = {}) =>
    context.app.inject({
      method: 'POST',
      url,
      payload: payload as InjectOptions['payload'],
      headers: { 'x-publisher-key': publisher.key },
      ...options,
    });
  return { ...publisher, post };
}
