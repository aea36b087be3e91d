import { count, notInArray, sql } from 'drizzle-orm';
import { DEMO_HISTORY_FILLING_SETTING, readSetting, writeSetting } from '../features/settings';
import type { Database } from '../platform/db/database';
import { accounts, users } from '../platform/db/schema/index';
import type { AppDeps } from '../platform/deps';
import type { ESignature } from '../platform/e-signature/index';
import type { MoneyTx } from '../platform/http/idempotency';
import { seedDemoActivity } from './demo-activity';
import { createDemoBusinesses, DEMO_ACCOUNT_NAMES, INTERSTATE_LEADS } from './demo-businesses';
import { seedDemoContacts } from './demo-contacts';
import { signDemoDocuments } from './demo-documents';
import { type HistoryPlan, seedDemoHistory } from './demo-history';
import { removeRefusingMethods } from './demo-history-extras';
import { enableDemoAutoRecharge } from './demo-money';
import { seedDemoNotifications } from './demo-notifications';
import { seedDemoReturns } from './demo-returns';
import { OUTBID_CAMPAIGN, seedDemoShowcase } from './demo-showcase';
import { addMembership, createUser } from './factories';

export const DEMO_PASSWORD = 'vanbid-demo-1';
export const DEMO_EMAIL = 'demo@vanbid.test';
export const NEW_USER_EMAIL = 'new@vanbid.test';
export const SUPPORT_EMAIL = 'support@vanbid.test';
/**
 * The support user's authenticator key on the embedded demo (support staff sign in with two
 * factors; docs/product.md §9): public like the demo password, added to any authenticator app.
 */
export const DEMO_SUPPORT_AUTHENTICATOR_KEY = 'VANBIDSUPPORTDEMOKEY234567ABCDEF';

/** How far back the demo's history goes (docs/product.md §1: several months). */
export const DEMO_HISTORY_DAYS = 90;
const DAY_MS = 86_400_000;
/** MARKETPLACE_LEAD_BUYERS' default. */
const MAX_LEAD_BUYERS = 3;

export async function isDemoWorldPresent(db: Database): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(users);
  return (row?.n ?? 0) > 0;
}

/** What `fillDemoHistory` needs of a demo world `createDemoWorld` made. */
export interface DemoWorldHistory {
  demoAccountId: number;
  plan: HistoryPlan;
}

/**
 * The demo accounts (docs/product.md §1, "Accounts that exist on a fresh start"), built by the
 * factories: the businesses, the people who sign in, then their months of history sold by the
 * marketplace engine one day per transaction (`npm run seed`, the tests).
 */
export async function seedDemoWorld(
  db: Database,
  options: { historyDays?: number; eSignature?: ESignature; fileStorage?: AppDeps['fileStorage'] } = {},
): Promise<void> {
  await fillDemoHistory(db, await createDemoWorld(db, options), {
    eSignature: options.eSignature,
    fileStorage: options.fileStorage,
  });
}

/**
 * The demo world without its history, in a few seconds: the businesses, then the people who sign
 * in with their notifications, contacts and activity, marked as still filling in its history
 * (`DEMO_HISTORY_FILLING_SETTING`, which the portal's banner reads). The sign-ins come last, so a
 * seed interrupted before them leaves no demo world (`isDemoWorldPresent`) and the next one starts over.
 */
export async function createDemoWorld(
  db: Database,
  options: { historyDays?: number } = {},
): Promise<DemoWorldHistory> {
  const days = options.historyDays ?? DEMO_HISTORY_DAYS;
  await clearInterruptedSeed(db);
  const now = Date.now();
  const since = new Date(now - (days + 1) * DAY_MS);
  const world = await db.transaction((tx) => createDemoBusinesses(tx, since));
  const { visa, debit, declinedCard, closedBank } = world.demoMethods;
  await db.transaction(async (tx) => {
    await seedDemoNotifications(tx, world.demo.id, now);
    await seedDemoContacts(tx, world.demo.id);
    await createDemoPeople(tx, world);
    await seedDemoActivity(tx, {
      accountId: world.demo.id,
      ownerEmail: DEMO_EMAIL,
      supportEmail: SUPPORT_EMAIL,
      now,
    });
    await seedDemoShowcase(tx, {
      accountId: world.demo.id,
      ownerEmail: DEMO_EMAIL,
      outbidCampaignId: world.campaignIds.get(OUTBID_CAMPAIGN)!,
      since,
      now,
    });
    await writeSetting(tx, DEMO_HISTORY_FILLING_SETTING, true);
  });
  const plan: HistoryPlan = {
    days,
    now,
    maxLeadBuyers: MAX_LEAD_BUYERS,
    wallets: [
      {
        accountId: world.demo.id,
        paymentMethodIds: [visa.payment_method_id, visa.payment_method_id, debit.payment_method_id],
        lowCents: 120_000,
        depositCents: 250_000,
      },
      {
        accountId: world.branch.id,
        paymentMethodIds: [world.branchCard.payment_method_id],
        lowCents: 15_000,
        depositCents: 50_000,
      },
    ],
    // Interstate Leads was switched off yesterday.
    pauses: [{ campaignId: world.campaignIds.get(INTERSTATE_LEADS)!, at: now - 26 * 3_600_000 }],
    refusing: {
      accountId: world.demo.id,
      declinedCardId: declinedCard.payment_method_id,
      closedBankId: closedBank.payment_method_id,
      // A cash out tried a few days ago, in the afternoon.
      cashOutAt: now - Math.min(days - 1, 4) * DAY_MS - 2 * 3_600_000,
    },
  };
  return { demoAccountId: world.demo.id, plan };
}

/**
 * Sells the demo world's history (about a minute for 90 days), which the portal may already
 * serve meanwhile, after signing the owner's setup documents with `eSignature` (two PDFs, kept
 * out of the start before listening): `isStopping` ends it between two days (a shutdown), leaving it marked as
 * filling, so that the next start builds the demo world again. Resolves true once it is complete.
 */
export async function fillDemoHistory(
  db: Database,
  world: DemoWorldHistory,
  options: {
    isStopping?: () => boolean;
    eSignature?: ESignature | undefined;
    /** Where the history's call recordings go; none without it. */
    fileStorage?: AppDeps['fileStorage'] | undefined;
  } = {},
): Promise<boolean> {
  if (options.eSignature)
    await signDemoDocuments(db, options.eSignature, {
      accountId: world.demoAccountId,
      ownerEmail: DEMO_EMAIL,
      signedAt: new Date(world.plan.now - world.plan.days * DAY_MS),
    });
  const isComplete = await seedDemoHistory(db, world.plan, options.isStopping, {
    fileStorage: options.fileStorage,
  });
  if (!isComplete) return false;
  if (world.plan.refusing) await removeRefusingMethods(db, world.plan.refusing);
  await seedDemoReturns(db, {
    accountId: world.demoAccountId,
    ownerEmail: DEMO_EMAIL,
    supportEmail: SUPPORT_EMAIL,
  });
  await db.transaction(async (tx) => {
    await enableDemoAutoRecharge(tx, world.demoAccountId);
    await writeSetting(tx, DEMO_HISTORY_FILLING_SETTING, false);
  });
  return true;
}

/** Whether a demo world's history was left half sold (a stop while it filled in). */
export async function isDemoHistoryInterrupted(db: Database): Promise<boolean> {
  return (await readSetting(db, DEMO_HISTORY_FILLING_SETTING, false)) === true;
}

async function createDemoPeople(
  tx: MoneyTx,
  accounts: Record<'demo' | 'branch' | 'fresh' | 'support', { id: number }>,
): Promise<void> {
  const demoUser = await createUser(tx, {
    email: DEMO_EMAIL,
    password: DEMO_PASSWORD,
    username: 'Dana Whitfield',
    homeAccountId: accounts.demo.id,
    contactType: 'Owner',
  });
  await addMembership(tx, demoUser.id, accounts.branch.id, 'Owner');
  await createUser(tx, {
    email: NEW_USER_EMAIL,
    password: DEMO_PASSWORD,
    username: 'Sam Rivera',
    homeAccountId: accounts.fresh.id,
    contactType: 'Owner',
  });
  await createUser(tx, {
    email: SUPPORT_EMAIL,
    password: DEMO_PASSWORD,
    username: 'Vanbid Support',
    homeAccountId: accounts.support.id,
    contactType: 'Account Manager',
    isSupport: true,
  });
}

/**
 * The demo's accounts with no user at all are what a seed interrupted before its sign-ins left:
 * emptied, but only when the database holds nothing else.
 */
async function clearInterruptedSeed(db: Database): Promise<void> {
  if (await isDemoWorldPresent(db)) return;
  const [row] = await db
    .select({
      all: count(),
      others: count(sql`case when ${notInArray(accounts.name, [...DEMO_ACCOUNT_NAMES])} then 1 end`),
    })
    .from(accounts);
  if (row && row.all > 0 && row.others === 0) await resetDatabase(db);
}

/**
 * Roll-ups kept by triggers: truncating their source tables truncates them, and naming them in the
 * same TRUNCATE makes PostgreSQL refuse ("being used by active queries in this session").
 */
const TRIGGER_KEPT_TABLES = ['call_record_hours', 'campaign_spend_days'];

/** Empties every table (for `npm run seed -- --reset`). */
export async function resetDatabase(db: Database): Promise<void> {
  const { rows } = await db.$client.query<{ tablename: string }>(
    `select tablename from pg_tables
     where schemaname = 'public' and tablename not like '__drizzle%' and tablename <> all($1::text[])`,
    [TRIGGER_KEPT_TABLES],
  );
  if (rows.length === 0) return;
  await db.$client.query(
    `truncate ${rows.map((row) => `"${row.tablename}"`).join(', ')} restart identity cascade`,
  );
}
