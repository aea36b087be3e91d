import { WEEKDAYS } from '@vanbid/domain';
import { sql } from 'drizzle-orm';
import type { MoneyTx } from '../platform/http/idempotency';
import { seedCampaignMarket } from './demo-campaigns';
import { addDemoPaymentMethods } from './demo-money';
import { ALL_SETUP_FLAGS, createAccount, createCampaign, createCompany } from './factories';
import { addSandboxCard, SANDBOX_CARDS } from './money-factories';

export const INTERSTATE_LEADS = 'Interstate Leads';
export const DEMO_ACCOUNT_NAMES = [
  'Blue Ridge Movers',
  'Blue Ridge Movers — Atlanta',
  'New Horizon Moving',
  'Vanbid Support',
] as const;

/** The demo account's campaigns, of all three groups; their history is sold by the engine. */
const DEMO_CAMPAIGNS = [
  { group: 'calls', nickname: 'Local Moving Calls — Virginia', leadType: 'Local' },
  { group: 'calls', nickname: 'Long Distance Calls — East Coast', leadType: 'Long Distance' },
  { group: 'leads', nickname: 'Moving Leads — Richmond', leadType: 'Local' },
  { group: 'leads', nickname: INTERSTATE_LEADS, leadType: 'Long Distance' },
  { group: 'branded', nickname: 'Blue Ridge Branded Calls', leadType: 'Local' },
] as const;

/**
 * The demo world's accounts before anyone signs in: Blue Ridge Movers and its Atlanta branch with
 * their companies, campaigns (created `since`), the campaign market and their ways to pay, then
 * New Horizon Moving (setup not started) and Vanbid Support.
 */
export async function createDemoBusinesses(tx: MoneyTx, since: Date) {
  const demo = await createAccount(tx, {
    name: DEMO_ACCOUNT_NAMES[0],
    meta: { ...ALL_SETUP_FLAGS, walletWelcomeDismissed: false },
  });
  const branch = await createAccount(tx, {
    name: DEMO_ACCOUNT_NAMES[1],
    isMainAccount: false,
    meta: ALL_SETUP_FLAGS,
  });
  const fresh = await createAccount(tx, { name: DEMO_ACCOUNT_NAMES[2], isMainAccount: false });
  const support = await createAccount(tx, { name: DEMO_ACCOUNT_NAMES[3] });

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
    accountId: branch.id,
    phoneNumber: '(404) 555-0188',
    city: 'Atlanta',
    state: 'GA',
    zipCode: '30303',
  });
  const aroundTheClock = Object.fromEntries(WEEKDAYS.map((day) => [day, [{ from: '00:00', to: '24:00' }]]));
  const campaignIds = new Map<string, number>();
  for (const item of DEMO_CAMPAIGNS) {
    const campaign = await createCampaign(tx, { ...item, accountId: demo.id, hours: aroundTheClock });
    campaignIds.set(item.nickname, campaign.id);
  }
  await createCampaign(tx, {
    accountId: branch.id,
    group: 'calls',
    nickname: 'Atlanta Local Calls',
    hours: aroundTheClock,
  });
  await tx.execute(
    sql`update campaigns set created_at = ${since.toISOString()}::timestamptz where account_id in (${demo.id}, ${branch.id})`,
  );
  await seedCampaignMarket(tx, [demo.id, branch.id]);

  const demoMethods = await addDemoPaymentMethods(tx, demo.id);
  const branchCard = await addSandboxCard(tx, { accountId: branch.id, number: SANDBOX_CARDS.visaDebit });
  return { demo, branch, fresh, support, campaignIds, demoMethods, branchCard };
}
