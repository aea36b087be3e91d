import { eq } from 'drizzle-orm';
import { hashInviteToken, INVITE_TTL_MS, newInviteToken } from '../features/invites';
import { createPublisher, revokePublisher } from '../features/marketplace';
import type { Queryable } from '../platform/db/database';
import {
  callRecords,
  companies,
  invites,
  marketplaceDecisions,
  marketplaceOffers,
  patches,
  users,
} from '../platform/db/schema/index';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** The demo campaign that rivals outbid now and then (a calls campaign: one buyer per call). */
export const OUTBID_CAMPAIGN = 'Local Moving Calls — Virginia';
/** What that campaign bid on those calls, and what the winners paid (cents), by hours ago. */
const OUTBID_CALLS = [
  { hoursAgo: 3, priceCents: 2_760, clearingCents: 2_990 },
  { hoursAgo: 27, priceCents: 2_760, clearingCents: 3_150 },
  { hoursAgo: 75, priceCents: 2_760, clearingCents: 3_400 },
  { hoursAgo: 140, priceCents: 2_760, clearingCents: 3_050 },
];

/**
 * What the demo's setup flags promise and the history alone would not show (docs/product.md §1):
 * the company's address, DOT number and licence, the owner there since the history began with a
 * release note newer than that, a pending invite, calls logged with no payout, and calls a rival
 * outbid the demo campaign on, with the prices that won. A few rows, before the server listens.
 */
export async function seedDemoShowcase(
  tx: Queryable,
  input: { accountId: number; ownerEmail: string; outbidCampaignId: number; since: Date; now: number },
): Promise<void> {
  const { accountId, now } = input;
  await tx
    .update(companies)
    .set({
      businessAddress: '1200 E Cary St',
      emailAddress: 'office@blueridgemovers.example',
      usDotNumber: '3141592',
      localStateLicenseNumber: 'VA-HHG-048213',
      vanLinesAffiliation: 'Independent',
    })
    .where(eq(companies.accountId, accountId));
  const [owner] = await tx
    .update(users)
    .set({ createdAt: input.since })
    .where(eq(users.email, input.ownerEmail))
    .returning({ id: users.id });
  await tx.insert(patches).values({
    title: 'Missed opportunities show the winning price',
    body: 'Open a campaign’s “Why didn’t I get it?” to see what the winning bids paid when you were outbid, and the bid that would have won.',
    releasedAt: new Date(now - 2 * DAY_MS),
  });
  await tx.insert(invites).values({
    accountId,
    email: 'jordan.lee@example.com',
    contactType: 'Sales Manager',
    inviteType: 'authorized_contact_invite',
    tokenHash: hashInviteToken(newInviteToken()),
    invitedBy: owner?.id ?? null,
    createdAt: new Date(now - DAY_MS),
    expiresAt: new Date(now - DAY_MS + INVITE_TTL_MS),
  });
  await addCallsWithoutPayout(tx, accountId, input.outbidCampaignId, now);
  await addOutbidCalls(tx, accountId, input.outbidCampaignId, now);
}

/** Calls logged before a price was set (payout null), beside the history's zero payouts. */
async function addCallsWithoutPayout(tx: Queryable, accountId: number, campaignId: number, now: number) {
  const base = {
    accountId,
    campaignId,
    campaignName: OUTBID_CAMPAIGN,
    distance: 'local',
    status: 'missed',
    durationSeconds: 0,
    payoutCents: null,
    charged: false,
    notChargedReason: 'not_answered',
  };
  await tx.insert(callRecords).values([
    {
      ...base,
      timeCreated: new Date(now - 2 * HOUR_MS),
      callerPhone: '(804) 555-0191',
      fromZip: '23220',
      toZip: '23225',
    },
    {
      ...base,
      timeCreated: new Date(now - 30 * HOUR_MS),
      callerPhone: '(804) 555-0177',
      fromZip: '23221',
      toZip: '23227',
    },
  ]);
}

/** Calls a rival won over the campaign: the decision log keeps the price that won. */
async function addOutbidCalls(tx: Queryable, accountId: number, campaignId: number, now: number) {
  const rivals = await createPublisher(tx, { name: 'Demo Traffic (rival buyers)', isSandbox: true });
  for (const [index, call] of OUTBID_CALLS.entries()) {
    const at = new Date(now - call.hoursAgo * HOUR_MS);
    const [offer] = await tx
      .insert(marketplaceOffers)
      .values({
        publisherId: rivals.id,
        kind: 'call',
        externalId: `demo-outbid-${index + 1}`,
        receivedAt: at,
        phone: `(804) 555-01${60 + index}`,
        fromZip: '23219',
        toZip: '23224',
        distance: 'local',
        payload: {},
        buyers: 1,
        callState: 'ended',
        stateChangedAt: at,
        clearingPriceCents: call.clearingCents,
      })
      .returning({ id: marketplaceOffers.id });
    await tx.insert(marketplaceDecisions).values({
      offerId: offer!.id,
      accountId,
      campaignId,
      decidedAt: at,
      isWon: false,
      lossReason: 'outbid',
      priceCents: call.priceCents,
      clearingPriceCents: call.clearingCents,
    });
  }
  await revokePublisher(tx, String(rivals.id));
}
