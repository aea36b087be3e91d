import { randomUUID } from 'node:crypto';
import { WEEKDAYS } from '@vanbid/domain';
import { and, eq } from 'drizzle-orm';
import { createDatabase, type Database, type Queryable } from '../platform/db/database';
import { campaignOffers, campaigns } from '../platform/db/schema/index';
import type { AccountWithOwner, AccountWithOwnerOptions, CampaignSpec } from './account-with-owner.types';
import { seedDemoContacts } from './demo-contacts';
import { seedDemoNotifications } from './demo-notifications';
import {
  ALL_SETUP_FLAGS,
  createAccount,
  createCampaign,
  createCompany,
  createGeoTemplate,
  createUser,
  generateCallRecords,
  generateLeadRecords,
} from './factories';
import { addSandboxCard, fundWallet } from './money-factories';

export type { AccountWithOwner, AccountWithOwnerOptions, CampaignSpec } from './account-with-owner.types';

/** Every hour of every day, so a campaign buys whenever a test sells it something. */
const AROUND_THE_CLOCK = Object.fromEntries(WEEKDAYS.map((day) => [day, [{ from: '00:00', to: '24:00' }]]));

/**
 * A company and its owner who signs in, built by the factories: set up (the wizard done) or not
 * started, with campaigns joined to the marketplace, a funded wallet, records and notifications
 * as asked. The browser tests give each test file one of its own.
 */
export async function createAccountWithOwner(
  db: Database,
  options: AccountWithOwnerOptions,
): Promise<AccountWithOwner> {
  const suffix = randomUUID().slice(0, 8);
  const companyName = `${options.label} Movers ${suffix}`;
  const owner = {
    email: `${options.label}-${suffix}@vanbid.test`,
    password: options.password,
    name: options.ownerName ?? 'Avery Owner',
  };
  const isSetUp = options.isSetUp ?? true;
  const { accountId, campaignIds } = await db.transaction(async (tx) => {
    const account = await createAccount(tx, {
      name: companyName,
      isMainAccount: options.isMainAccount ?? true,
      meta: isSetUp ? { ...ALL_SETUP_FLAGS, walletWelcomeDismissed: false } : {},
    });
    if (isSetUp)
      await createCompany(tx, {
        accountId: account.id,
        phoneNumber: '(804) 555-0142',
        city: 'Richmond',
        state: 'VA',
        zipCode: '23219',
      });
    await createUser(tx, {
      email: owner.email,
      password: owner.password,
      username: owner.name,
      homeAccountId: account.id,
      contactType: 'Owner',
    });
    const ids: Record<string, number> = {};
    for (const spec of options.campaigns ?? []) ids[spec.nickname] = await addCampaign(tx, account.id, spec);
    return { accountId: account.id, campaignIds: ids };
  });
  if (options.walletCents) {
    const card = await addSandboxCard(db, { accountId, makePrimary: true });
    await fundWallet(db, {
      accountId,
      paymentMethodId: card.payment_method_id,
      amountCents: options.walletCents,
    });
  }
  if (options.history) await addHistory(db, accountId, options.campaigns ?? [], campaignIds, options.history);
  if (options.hasNotifications) await seedDemoNotifications(db, accountId, Date.now());
  if (options.hasContacts) await seedDemoContacts(db, accountId);
  return { accountId, companyName, owner, campaignIds };
}

/**
 * A campaign joined to the marketplace's Southeast offer of its kind (of `campaignTypeId` when
 * given, else of its group's type), as the demo's are.
 */
async function addCampaign(tx: Queryable, accountId: number, spec: CampaignSpec): Promise<number> {
  const campaign = await createCampaign(tx, {
    accountId,
    group: spec.group,
    nickname: spec.nickname,
    leadType: spec.leadType,
    hours: AROUND_THE_CLOCK,
  });
  const [offer] = await tx
    .select()
    .from(campaignOffers)
    .where(
      and(
        eq(campaignOffers.campaignTypeId, spec.campaignTypeId ?? campaign.campaignTypeId),
        eq(campaignOffers.leadType, spec.leadType),
        eq(campaignOffers.region, 'Southeast'),
      ),
    )
    .orderBy(campaignOffers.id)
    .limit(1);
  const area = spec.zipCodes
    ? await createGeoTemplate(tx, { accountId, name: `${spec.nickname} area`, zipCodes: spec.zipCodes })
    : null;
  await tx
    .update(campaigns)
    .set({
      ...(offer && {
        offerId: offer.id,
        parent: offer.parent,
        type: offer.type,
        company: offer.company,
        campaignTypeId: offer.campaignTypeId,
      }),
      bidPercent: spec.bidPercent ?? 0,
      ...(spec.leadsLimitCents && { leadsLimitCents: spec.leadsLimitCents }),
      geoTemplateId: area?.id ?? null,
    })
    .where(eq(campaigns.id, campaign.id));
  return campaign.id;
}

async function addHistory(
  db: Database,
  accountId: number,
  specs: CampaignSpec[],
  campaignIds: Record<string, number>,
  history: { days: number; perDay: number },
) {
  for (const spec of specs) {
    const input = {
      accountId,
      campaignId: campaignIds[spec.nickname]!,
      campaignName: spec.nickname,
      ...history,
    };
    if (spec.group === 'leads') await generateLeadRecords(db, input);
    else await generateCallRecords(db, { ...input, isBranded: spec.group === 'branded' });
  }
}

/** `createAccountWithOwner` on the database at `url`, over a connection of its own. */
export async function createAccountWithOwnerAt(
  url: string,
  options: AccountWithOwnerOptions,
): Promise<AccountWithOwner> {
  const db = createDatabase(url, 2);
  try {
    return await createAccountWithOwner(db, options);
  } finally {
    await db.$client.end();
  }
}
