import { sql } from 'drizzle-orm';
import { hashPassword } from '../platform/auth/passwords';
import type { Queryable } from '../platform/db/database';
import {
  accountMeta,
  accounts,
  type CampaignHours,
  campaignOffers,
  campaigns,
  companies,
  geoTemplates,
  memberships,
  minHourlyBids,
  users,
} from '../platform/db/schema/index';
import { CALL_RECORD_COLUMNS, RANDOM_CALLER_SQL, randomPayoutSql } from './call-record-sql';

/**
 * Builders of the things tests and the demo world need. The same functions seed the demo
 * world (`npm run seed`) and set up API and browser tests.
 */
export const ALL_SETUP_FLAGS = {
  signed_insertion_order: true,
  identity_verification: true,
  auth_contact_added: true,
  company_info: true,
  payment_method_added: true,
  signed_payment_authorization: true,
  initial_payment_done: true,
};

export async function createAccount(
  db: Queryable,
  input: { name: string; isMainAccount?: boolean; meta?: Record<string, boolean> },
) {
  const [account] = await db
    .insert(accounts)
    .values({ name: input.name, isMainAccount: input.isMainAccount ?? true })
    .returning();
  await db.insert(accountMeta).values({ accountId: account!.id, meta: input.meta ?? {} });
  return account!;
}

/**
 * A password's hash, computed once a process for each password: the seeds and the tests give
 * many users the same few passwords, and each hash costs an argon2 run (same parameters as a
 * sign-up's). Users of one password share the salt, which only seeded users do.
 */
const seededPasswordHashes = new Map<string, Promise<string>>();

function seededPasswordHash(password: string): Promise<string> {
  let passwordHash = seededPasswordHashes.get(password);
  if (!passwordHash) {
    passwordHash = hashPassword(password);
    passwordHash.catch(() => seededPasswordHashes.delete(password));
    seededPasswordHashes.set(password, passwordHash);
  }
  return passwordHash;
}

export async function createUser(
  db: Queryable,
  input: {
    email: string;
    password: string;
    username: string;
    homeAccountId?: number;
    contactType?: string;
    inviteType?: string | null;
    isSupport?: boolean;
  },
) {
  const [user] = await db
    .insert(users)
    .values({
      email: input.email,
      username: input.username,
      passwordHash: await seededPasswordHash(input.password),
      homeAccountId: input.homeAccountId ?? null,
      isSupport: input.isSupport ?? false,
    })
    .returning();
  if (input.homeAccountId) {
    await addMembership(
      db,
      user!.id,
      input.homeAccountId,
      input.contactType ?? 'Owner',
      input.inviteType ?? null,
    );
  }
  return user!;
}

export async function addMembership(
  db: Queryable,
  userId: number,
  accountId: number,
  contactType: string,
  inviteType: string | null = null,
) {
  await db.insert(memberships).values({ userId, accountId, contactType, inviteType });
}

export type CampaignGroup = 'calls' | 'leads' | 'branded';

const CAMPAIGN_SHAPES: Record<
  CampaignGroup,
  { parent: string; type: string; company: string; campaignTypeId: number }
> = {
  calls: { parent: 'DIJOCA', type: 'Moving calls', company: 'EM', campaignTypeId: 1 },
  leads: { parent: 'HE', type: 'HE Moving leads', company: 'HE', campaignTypeId: 2 },
  branded: { parent: 'DIJOCA', type: 'Branded calls', company: 'EM', campaignTypeId: 3 },
};

export async function createCampaign(
  db: Queryable,
  input: {
    accountId: number;
    group: CampaignGroup;
    nickname: string;
    leadType?: 'Local' | 'Long Distance';
    isActive?: boolean;
    lastBuyAt?: Date | null;
    /** Eastern-time buying hours; default Mon–Fri 08:00–20:00. */
    hours?: CampaignHours;
  },
) {
  const shape = CAMPAIGN_SHAPES[input.group];
  const [campaign] = await db
    .insert(campaigns)
    .values({
      accountId: input.accountId,
      ...shape,
      leadType: input.leadType ?? 'Local',
      nickname: input.nickname,
      isActive: input.isActive ?? true,
      lastBuyAt: input.lastBuyAt ?? null,
      hours: input.hours ?? {
        mon: [{ from: '08:00', to: '20:00' }],
        tue: [{ from: '08:00', to: '20:00' }],
        wed: [{ from: '08:00', to: '20:00' }],
        thu: [{ from: '08:00', to: '20:00' }],
        fri: [{ from: '08:00', to: '20:00' }],
      },
    })
    .returning();
  return campaign!;
}

/** Business-hour-weighted Eastern hour: most volume 8:00–18:00, a little at night. */
const EASTERN_HOUR_SQL = sql`(case when random() < 0.85 then 8 + floor(random() * 10) else floor(random() * 24) end)::int`;

/**
 * `perDay` call records a day for `days` days up to today, for one campaign, in one statement.
 * About 5% have a zero payout and 3% none (not billable).
 */
export async function generateCallRecords(
  db: Queryable,
  input: {
    accountId: number;
    campaignId: number;
    campaignName: string;
    isBranded?: boolean;
    days: number;
    perDay: number;
    basePayoutCents?: number;
  },
) {
  const base = input.basePayoutCents ?? 2500;
  await db.execute(sql`
    insert into call_records (${sql.raw(CALL_RECORD_COLUMNS)})
    select ${input.accountId}, ${input.campaignId}, ${input.campaignName}, ${input.isBranded ?? false},
      ((current_date - day)::timestamp + make_interval(hours => ${EASTERN_HOUR_SQL}, mins => floor(random() * 60)::int, secs => floor(random() * 60)::int)) at time zone 'America/New_York',
      ${sql.raw(RANDOM_CALLER_SQL)},
      ${sql.raw(randomPayoutSql('r', Number(base)))}
    -- The roll names its row (day + n), so PostgreSQL draws it for every row, not once per statement.
    from generate_series(0, ${input.days - 1}) as day, generate_series(1, ${input.perDay}) as n, lateral (select random() + 0 * (day + n) as r) as roll`);
  await dropFutureRows(db, 'call_records', input.campaignId);
}

export async function generateLeadRecords(
  db: Queryable,
  input: {
    accountId: number;
    campaignId: number;
    campaignName: string;
    days: number;
    perDay: number;
    basePayoutCents?: number;
  },
) {
  const base = input.basePayoutCents ?? 1200;
  await db.execute(sql`
    insert into lead_records (account_id, campaign_id, campaign_name, time_created, first_name, last_name, phone, email, from_zip, to_zip, move_date, move_size, distance, status, payout_cents, charged)
    select ${input.accountId}, ${input.campaignId}, ${input.campaignName},
      ((current_date - day)::timestamp + make_interval(hours => ${EASTERN_HOUR_SQL}, mins => floor(random() * 60)::int, secs => floor(random() * 60)::int)) at time zone 'America/New_York',
      (array['Maria','James','Ana','Tom','Lee','Sara','Mike','Olga','Noah','Emma'])[1 + floor(random() * 10)::int],
      (array['Lopez','Carter','Silva','Baker','Wong','Cohen','Brown','Petrova','Smith','Jones'])[1 + floor(random() * 10)::int],
      '(' || (200 + floor(random() * 700))::int || ') 555-' || lpad(floor(random() * 10000)::text, 4, '0'),
      'lead' || floor(random() * 1000000)::int || '@example.com',
      lpad((10000 + floor(random() * 89999))::text, 5, '0'), lpad((10000 + floor(random() * 89999))::text, 5, '0'),
      current_date - day + (7 + floor(random() * 60))::int,
      (array['Studio','1 bedroom','2 bedrooms','3 bedrooms','4+ bedrooms','Office'])[1 + floor(random() * 6)::int],
      case when random() < 0.5 then 'local' else 'long' end,
      'delivered',
      ${sql.raw(randomPayoutSql('r', Number(base)))}
    from generate_series(0, ${input.days - 1}) as day, generate_series(1, ${input.perDay}) as n, lateral (select random() + 0 * (day + n) as r) as roll`);
  await dropFutureRows(db, 'lead_records', input.campaignId);
}

/** Today's generated rows stop at the current time. */
async function dropFutureRows(db: Queryable, table: 'call_records' | 'lead_records', campaignId: number) {
  await db.execute(
    sql`delete from ${sql.identifier(table)} where campaign_id = ${campaignId} and time_created > now()`,
  );
}

export async function createCampaignOffer(
  db: Queryable,
  input: {
    parent: string;
    type: string;
    leadType: 'Local' | 'Long Distance';
    company: string;
    campaignTypeId: number;
    region: string;
    description?: string;
    isOpen?: boolean;
  },
) {
  const [offer] = await db
    .insert(campaignOffers)
    .values({ ...input, description: input.description ?? '', isOpen: input.isOpen ?? true })
    .returning();
  return offer!;
}

/** Demand over an Eastern day: cheap nights, a peak on weekday mornings, a slow evening. */
const HOUR_FACTORS = [
  0.4, 0.4, 0.4, 0.4, 0.4, 0.45, 0.6, 0.85, 1.2, 1.5, 1.6, 1.45, 1.2, 1.15, 1.1, 1.05, 1, 0.95, 0.85, 0.75,
  0.65, 0.55, 0.5, 0.45,
];
/** Monday is the busiest day for movers' sales lines; weekends are quiet. */
const WEEKDAY_FACTORS = { mon: 1.1, tue: 1.05, wed: 1, thu: 1, fri: 0.95, sat: 0.7, sun: 0.6 };

/** The minimum of one Eastern hour and weekday for a base price, rounded to 25 cents. */
export function demandMinimumCents(baseCents: number, hour: number, weekday: keyof typeof WEEKDAY_FACTORS) {
  return Math.max(25, Math.round((baseCents * HOUR_FACTORS[hour]! * WEEKDAY_FACTORS[weekday]) / 25) * 25);
}

/**
 * 24 Eastern hours of minimum bids for one campaign type and distance, shaped by demand
 * (`demandMinimumCents`) around `baseCents`; `min_value` is the hour's lowest weekday value.
 * Replaces what the type and distance had.
 */
export async function createMinHourlyBids(
  db: Queryable,
  input: { campaignTypeId: number; distance: 'local' | 'long'; baseCents: number },
) {
  const rows = HOUR_FACTORS.map((_, hour) => {
    const days = {
      monCents: demandMinimumCents(input.baseCents, hour, 'mon'),
      tueCents: demandMinimumCents(input.baseCents, hour, 'tue'),
      wedCents: demandMinimumCents(input.baseCents, hour, 'wed'),
      thuCents: demandMinimumCents(input.baseCents, hour, 'thu'),
      friCents: demandMinimumCents(input.baseCents, hour, 'fri'),
      satCents: demandMinimumCents(input.baseCents, hour, 'sat'),
      sunCents: demandMinimumCents(input.baseCents, hour, 'sun'),
    };
    return {
      campaignTypeId: input.campaignTypeId,
      distance: input.distance,
      hour,
      minValueCents: Math.min(...Object.values(days)),
      ...days,
    };
  });
  await db
    .insert(minHourlyBids)
    .values(rows)
    .onConflictDoUpdate({
      target: [minHourlyBids.campaignTypeId, minHourlyBids.distance, minHourlyBids.hour],
      set: {
        minValueCents: sql`excluded.min_value_cents`,
        monCents: sql`excluded.mon_cents`,
        tueCents: sql`excluded.tue_cents`,
        wedCents: sql`excluded.wed_cents`,
        thuCents: sql`excluded.thu_cents`,
        friCents: sql`excluded.fri_cents`,
        satCents: sql`excluded.sat_cents`,
        sunCents: sql`excluded.sun_cents`,
        updatedAt: sql`now()`,
      },
    });
  return rows;
}

/** A ZIP list a campaign can target; `accountId` null makes it shared with every account. */
export async function createGeoTemplate(
  db: Queryable,
  input: { accountId: number | null; name: string; zipCodes: string[] },
) {
  const [template] = await db.insert(geoTemplates).values(input).returning();
  return template!;
}

/** The company details of an account (what the setup wizard's company step saves). */
export async function createCompany(
  db: Queryable,
  input: { accountId: number; phoneNumber: string; city: string; state: string; zipCode: string },
) {
  await db.insert(companies).values(input);
}
