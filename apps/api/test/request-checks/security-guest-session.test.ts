// Issue #25, finding 2: a Vanbid support (guest) session reads everything and changes campaigns,
// but never moves money, touches payment methods or auto-recharge, or changes the team; nor does it
// make the customer's own legal and identity acts (sign documents, verify identity, start setup over).
import {
  allEndpoints,
  cashOutBalance,
  changePrimaryPaymentMethod,
  chargeBalance,
  createGuestLink,
  createIdvRecord,
  createInvite,
  createOrUpdateRecharge,
  createPaymentToken,
  deletePaymentMethod,
  type Endpoint,
  exchangeLoginCode,
  getBalance,
  getCompanyUserMeta,
  getIdVerificationToken,
  getPaymentMethods,
  getTeam,
  guestSessionWithheldOf,
  isUserVerified,
  listInvites,
  listSignedDocuments,
  ownActivity,
  prepareDocument,
  removeTeamMember,
  resetAccount,
  saveCompanyInfo,
  savePaymentMethod,
  setCompanyHourlyBid,
  signDocument,
  submitIdVerification,
  updateLimit,
  uploadIdImage,
} from '@vanbid/contract';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it, vi } from 'vitest';
import { createCampaign, createUser } from '../../src/seed/factories';
import { addSandboxCard, fundWallet } from '../../src/seed/money-factories';
import { idempotencyKey, NEXT_YEAR, SANDBOX_CARDS, TEST_BILLING } from '../payments-support';
import { routeOf, unchecked } from '../support/call';
import { signedInOwner, signedInSupport, TEST_PASSWORD, uniqueEmail } from '../support/signed-in';
import { useTestApp } from '../support/test-app';

const context = useTestApp();
const { call } = context;
const TIMEZONE = 'America/New_York';

/** An owner with a funded wallet and a primary card, a colleague, and a support guest session on them. */
async function guestOnFundedAccount() {
  const owner = await signedInOwner(context);
  const card = await addSandboxCard(context.db, { accountId: owner.account.id, makePrimary: true });
  await fundWallet(context.db, {
    accountId: owner.account.id,
    paymentMethodId: card.payment_method_id,
    amountCents: 50_000,
  });
  const colleague = await createUser(context.db, {
    email: uniqueEmail('colleague'),
    password: TEST_PASSWORD,
    username: 'Colleague',
    homeAccountId: owner.account.id,
    contactType: 'Sales Manager',
  });
  return { owner, card, colleague, guest: await guestSessionOn(owner.email) };
}

let guestLinksOpened = 0;

/**
 * A support guest session on the user with this e-mail, as support opens it from a guest link
 * (each from its own address: the exchange allows 30 a minute from one).
 */
async function guestSessionOn(email: string) {
  const support = await signedInSupport(context);
  const link = await call(createGuestLink, { body: { email }, as: { token: support.token } });
  const code = new URL(link.data.url, 'http://x').searchParams.get('token')!;
  guestLinksOpened += 1;
  const remoteAddress = `198.51.100.${guestLinksOpened % 250}`;
  return { token: (await call(exchangeLoginCode, { body: { code }, remoteAddress })).data.token as string };
}

const refusedToSupport = (answer: { status: number; error: { code: string; message: string } }) => {
  expect(answer.status).toBe(403);
  expect(answer.error.code).toBe('FORBIDDEN');
  expect(answer.error.message).toMatch(/^A Vanbid support session cannot /);
};

const COMPANY = {
  companyName: 'Blue Ridge Movers',
  companyBusinessAddress: '12 Main St',
  companyCity: 'Richmond',
  companyState: 'VA',
  companyZipCode: '23219',
  companyPhoneNumber: '804-555-0100',
  companyEmailAddress: 'office@blueridge.example',
  companyUsDotNumber: '1234567',
  companyLocalStateLicenseNumber: '',
  companyVanLinesAffiliation: 'Atlas',
};

const CUSTOMER_ACTS_REFUSAL =
  'A Vanbid support session cannot sign documents, verify identity or mobile numbers, or start the setup over for the customer; they do it themselves.';

describe('a support guest session (issue #25, finding 2)', () => {
  it('never moves money, touches payment methods or auto-recharge', async () => {
    const { owner, card, guest } = await guestOnFundedAccount();
    // The support user's own card, tokenized where the owner's browser would.
    const theirs = await call(createPaymentToken, {
      as: owner,
      body: {
        type: 'card',
        card_number: SANDBOX_CARDS.mastercardCredit,
        card_cvv: '123',
        exp_month: 12,
        exp_year: NEXT_YEAR,
      },
    });
    const before = await call(getPaymentMethods, { as: owner });
    refusedToSupport(
      await call(savePaymentMethod, {
        as: guest,
        headers: idempotencyKey(),
        body: { token: theirs.data.token, billing: TEST_BILLING, make_primary: true },
      }),
    );
    refusedToSupport(
      await call(cashOutBalance, {
        as: guest,
        headers: idempotencyKey(),
        body: { fromId: 'wallet', toId: card.payment_method_id, amount: 100 },
      }),
    );
    refusedToSupport(
      await call(chargeBalance, {
        as: guest,
        headers: idempotencyKey(),
        body: { amount: 100, payment_method_id: card.payment_method_id },
      }),
    );
    refusedToSupport(
      await call(createOrUpdateRecharge, {
        as: guest,
        headers: idempotencyKey(),
        body: { threshold: 100, amount: 500 },
      }),
    );
    refusedToSupport(
      await call(changePrimaryPaymentMethod, {
        as: guest,
        body: { payment_method_id: card.payment_method_id },
      }),
    );
    refusedToSupport(
      await call(deletePaymentMethod, { as: guest, query: { payment_method_id: card.payment_method_id } }),
    );
    refusedToSupport(
      await call(createPaymentToken, {
        as: guest,
        body: {
          type: 'card',
          card_number: SANDBOX_CARDS.visaCredit,
          card_cvv: '123',
          exp_month: 12,
          exp_year: NEXT_YEAR,
        },
      }),
    );
    // Nothing moved: the support session still reads it all.
    expect((await call(getBalance, { as: guest })).data.balance).toBe(500);
    expect((await call(getPaymentMethods, { as: guest })).data).toEqual(before.data);
    expect((await call(getBalance, { as: owner })).data.recharge?.is_enabled ?? false).toBe(false);
  });

  it('never invites, removes members or changes roles, but reads the team', async () => {
    const { owner, colleague, guest } = await guestOnFundedAccount();
    const email = uniqueEmail('planted');
    refusedToSupport(
      await call(createInvite, {
        as: guest,
        body: { email, contactType: 'Owner', inviteType: 'company_creation_invite' },
      }),
    );
    refusedToSupport(await call(removeTeamMember, { as: guest, params: { id: colleague.id } }));
    const invites = await context.db.execute(
      sql`select count(*)::int as n from invites where email = ${email}`,
    );
    expect(invites.rows[0]!.n).toBe(0);
    expect((await call(listInvites, { as: guest, query: { page: 1, size: 50 } })).status).toBe(200);
    const team = await call(getTeam, { as: guest });
    expect(team.data.team.map((member) => member.id)).toEqual(
      expect.arrayContaining([owner.user.id, colleague.id]),
    );
  });

  it('changes a campaign’s bid and limit, each logged with the support user behind it', async () => {
    const { owner, guest } = await guestOnFundedAccount();
    const campaign = await createCampaign(context.db, {
      accountId: owner.account.id,
      group: 'leads',
      nickname: 'Guest-tuned',
    });
    const bid = await call(setCompanyHourlyBid, {
      as: guest,
      body: { campaignId: campaign.id, timezone: TIMEZONE, bidPercent: 16 },
    });
    expect(bid.status).toBe(200);
    const limit = await call(updateLimit, {
      as: guest,
      params: { id: campaign.id },
      body: { timezone: TIMEZONE, limit: 150 },
    });
    expect(limit.status).toBe(200);
    await vi.waitFor(async () => {
      const { rows } = await context.db.$client.query(
        `select role, user_id, actor_user_id, event from activity_log
         where account_id = $1 and content->>'statusCode' = '200' and event = any($2) order by id`,
        [owner.account.id, [setCompanyHourlyBid.summary, updateLimit.summary]],
      );
      expect(rows).toHaveLength(2);
      for (const row of rows) {
        expect(row).toMatchObject({ role: 'super-admin', user_id: owner.user.id });
        expect(row.actor_user_id).not.toBeNull();
      }
    });
    expect((await call(ownActivity, { as: owner })).status).toBe(200);
  });
});

describe('a support guest session in the setup', () => {
  it('never signs the customer’s documents, verifies their identity or starts the setup over', async () => {
    const owner = await signedInOwner(context, { setupComplete: false, isMainAccount: false });
    const guest = await guestSessionOn(owner.email);
    // Saving the company's details stays open to support.
    expect((await call(saveCompanyInfo, { as: guest, body: COMPANY })).status).toBe(200);

    const refusedAsCustomerAct = (answer: { status: number; error: { code: string; message: string } }) => {
      refusedToSupport(answer);
      expect(answer.error.message).toBe(CUSTOMER_ACTS_REFUSAL);
    };
    refusedAsCustomerAct(await call(prepareDocument, { as: guest, params: { kind: 'insertion-order' } }));
    for (const kind of ['insertion-order', 'payment-authorization'] as const) {
      const prepared = await call(prepareDocument, { as: owner, params: { kind } });
      const signaturePng = (
        await sharp({ create: { width: 120, height: 40, channels: 4, background: '#0000' } })
          .png()
          .toBuffer()
      ).toString('base64');
      refusedAsCustomerAct(
        await call(signDocument, {
          as: guest,
          params: { kind },
          body: {
            documentId: prepared.data.documentId,
            documentSha256: prepared.data.sha256,
            signerName: 'Support Person',
            signaturePng,
          },
        }),
      );
    }
    const photo = await sharp({ create: { width: 64, height: 40, channels: 3, background: '#3366aa' } })
      .jpeg()
      .toBuffer();
    refusedAsCustomerAct(await call(getIdVerificationToken, { as: guest }));
    for (const side of ['front', 'back', 'selfie'] as const)
      refusedAsCustomerAct(
        await call(uploadIdImage, {
          as: guest,
          body: { side, image: photo.toString('base64'), fileName: `${side}.jpg` },
        }),
      );
    refusedAsCustomerAct(
      await call(submitIdVerification, { as: guest, body: { documentType: 'driving_license' } }),
    );
    refusedAsCustomerAct(await call(createIdvRecord, { as: guest }));
    refusedAsCustomerAct(await call(resetAccount, { as: guest }));

    // The owner finds nothing signed, no ID check started, and the setup where it was.
    expect((await call(listSignedDocuments, { as: owner })).data.documents).toEqual([]);
    const verification = await call(isUserVerified, { as: owner, query: {} });
    expect(verification.data).toMatchObject({ state: 'not_started', uploaded: [], verified: false });
    const meta = (await call(getCompanyUserMeta, { as: owner })).data.metaData;
    expect(meta).toMatchObject({
      company_info: true,
      signed_insertion_order: false,
      signed_payment_authorization: false,
      identity_verification: false,
    });
  });
});

/** Any value for a path parameter: the guard answers before the input is read. */
const anyParams = (endpoint: Endpoint) =>
  Object.fromEntries([...endpoint.path.matchAll(/:(\w+)/g)].map((match) => [match[1], '1']));

describe('every change a support session never makes, endpoint by endpoint', () => {
  const withheld = allEndpoints.filter((endpoint) => endpoint.auth && guestSessionWithheldOf(endpoint));

  it('covers every change of money, payment methods, auto-recharge and the team, and the customer’s own acts', () => {
    const names = withheld.map((endpoint) => `${endpoint.method} ${routeOf(endpoint)}`);
    expect(names).toEqual(
      expect.arrayContaining([
        'POST /api/payment/savePaymentMethod',
        'POST /api/payment/cashOutBalance',
        'POST /api/payment/cashOutBalanceBulk',
        'POST /api/payment/chargeBalance',
        'POST /api/payment/chargeCard',
        'POST /api/payment/createOrUpdateRecharge',
        'PUT /api/payment/changePrimaryPaymentMethod',
        'POST /api/invites',
        'POST /api/invites/batch',
        'DELETE /api/invites/:id',
        'PATCH /api/invites/:token/use',
        'DELETE /api/settings/team/:id',
        'PATCH /api/authorized-contact/:id',
        'POST /api/admin/authorizedContacts/saveauthorizedcontact',
        'POST /api/documents/:kind/prepare',
        'POST /api/documents/:kind/sign',
        'POST /integrations/sumsub/get_access_token',
        'POST /api/identity-verifications/images',
        'POST /api/identity-verifications',
        'POST /api/admin/authorizedContacts/createIdvRecord',
        'POST /api/payment/resetAccount',
      ]),
    );
    expect(names).not.toContain('POST /api/company/saveCompanyInfo');
    expect(withheld.every((endpoint) => endpoint.method !== 'GET')).toBe(true);
  });

  it.each(withheld.map((endpoint) => [`${endpoint.method} ${routeOf(endpoint)}`, endpoint] as const))(
    '%s answers a support session 403',
    async (_name, endpoint) => {
      const { guest } = await guestOnFundedAccount();
      const answer = await call(endpoint, {
        as: guest,
        params: unchecked(anyParams(endpoint)),
        ...(endpoint.method === 'DELETE' ? {} : { body: unchecked({}) }),
      });
      refusedToSupport(answer);
    },
  );
});
