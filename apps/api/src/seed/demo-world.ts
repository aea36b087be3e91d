import { WEEKDAYS } from '@vanbid/domain';
import { count, sql } from 'drizzle-orm';
import type { Database } from '../platform/db/database';
import { users } from '../platform/db/schema/index';
import { seedCampaignMarket } from './demo-campaigns';
import { seedDemoContacts } from './demo-contacts';
import { seedDemoMoney } from './demo-money';
import { seedDemoNotifications } from './demo-notifications';
import {
  ALL_SETUP_FLAGS,
  createAccount,
  createCampaign,
  createCompany,
  createUser,
  generateCallRecords,
  generateLeadRecords,
} from './factories';

export const DEMO_PASSWORD = 'vanbid-demo-1';
export const DEMO_EMAIL = 'demo@vanbid.test';
export const NEW_USER_EMAIL = 'new@vanbid.test';
export const SUPPORT_EMAIL = 'support@vanbid.test';

const HISTORY_DAYS = 120;
const DAY_MS = 86_400_000;

export async function isDemoWorldPresent(db: Database): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(users);
  return (row?.n ?? 0) > 0;
}

/** The demo accounts (docs/product.md §1, "Accounts that exist on a fresh start"), built by the factories. */
export async function seedDemoWorld(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    const demo = await createAccount(tx, {
      name: 'Blue Ridge Movers',
      meta: { ...ALL_SETUP_FLAGS, walletWelcomeDismissed: false },
    });
    const demoBranch = await createAccount(tx, {
      name: 'Blue Ridge Movers — Atlanta',
      isMainAccount: false,
      meta: ALL_SETUP_FLAGS,
    });
    await createUser(tx, {
      email: DEMO_EMAIL,
      password: DEMO_PASSWORD,
      username: 'Dana Whitfield',
      homeAccountId: demo.id,
      contactType: 'Owner',
    });
    const [demoUser] = await tx.select({ id: users.id }).from(users).where(sql`email = ${DEMO_EMAIL}`);
    await tx.execute(
      sql`insert into memberships (user_id, account_id, contact_type) values (${demoUser!.id}, ${demoBranch.id}, 'Owner')`,
    );

    const fresh = await createAccount(tx, { name: 'New Horizon Moving', isMainAccount: false });
    await createUser(tx, {
      email: NEW_USER_EMAIL,
      password: DEMO_PASSWORD,
      username: 'Sam Rivera',
      homeAccountId: fresh.id,
      contactType: 'Owner',
    });

    const support = await createAccount(tx, { name: 'Vanbid Support' });
    await createUser(tx, {
      email: SUPPORT_EMAIL,
      password: DEMO_PASSWORD,
      username: 'Vanbid Support',
      homeAccountId: support.id,
      contactType: 'Account Manager',
      isSupport: true,
    });

    // The companies answer the phone, and their campaigns buy around the clock, so the demo's
    // simulated traffic sells at any hour someone tries it.
    await createCompany(tx, {
      accountId: demo.id,
      phoneNumber: '(804) 555-0142',
      city: 'Richmond',
      state: 'VA',
      zipCode: '23219',
    });
    await createCompany(tx, {
      accountId: demoBranch.id,
      phoneNumber: '(404) 555-0188',
      city: 'Atlanta',
      state: 'GA',
      zipCode: '30303',
    });
    const aroundTheClock = Object.fromEntries(WEEKDAYS.map((day) => [day, [{ from: '00:00', to: '24:00' }]]));

    const now = Date.now();
    const plan = [
      {
        group: 'calls',
        nickname: 'Local Moving Calls — Virginia',
        leadType: 'Local',
        perDay: 30,
        lastBuy: now - 3_600_000,
      },
      {
        group: 'calls',
        nickname: 'Long Distance Calls — East Coast',
        leadType: 'Long Distance',
        perDay: 18,
        lastBuy: now - 2 * DAY_MS,
      },
      {
        group: 'leads',
        nickname: 'Moving Leads — Richmond',
        leadType: 'Local',
        perDay: 40,
        lastBuy: now - 600_000,
      },
      {
        group: 'leads',
        nickname: 'Interstate Leads',
        leadType: 'Long Distance',
        perDay: 25,
        lastBuy: now - DAY_MS,
        isActive: false,
      },
      {
        group: 'branded',
        nickname: 'Blue Ridge Branded Calls',
        leadType: 'Local',
        perDay: 6,
        lastBuy: now - 5 * 3_600_000,
      },
    ] as const;
    for (const item of plan) {
      const campaign = await createCampaign(tx, {
        accountId: demo.id,
        group: item.group,
        nickname: item.nickname,
        leadType: item.leadType,
        isActive: 'isActive' in item ? item.isActive : true,
        lastBuyAt: new Date(item.lastBuy),
        hours: aroundTheClock,
      });
      const common = {
        accountId: demo.id,
        campaignId: campaign.id,
        campaignName: item.nickname,
        days: HISTORY_DAYS,
        perDay: item.perDay,
      };
      if (item.group === 'leads') await generateLeadRecords(tx, common);
      else
        await generateCallRecords(tx, {
          ...common,
          isBranded: item.group === 'branded',
          basePayoutCents: item.group === 'branded' ? 1500 : 2800,
        });
    }
    await createCampaign(tx, {
      accountId: demoBranch.id,
      group: 'calls',
      nickname: 'Atlanta Local Calls',
      lastBuyAt: new Date(now - 4 * DAY_MS),
      hours: aroundTheClock,
    });
    await seedDemoMoney(tx, demo.id, HISTORY_DAYS, now);
    await seedDemoNotifications(tx, demo.id, now);
    await seedDemoContacts(tx, demo.id);
    await seedCampaignMarket(tx, [demo.id, demoBranch.id]);
  });
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
