// Issue #25, finding 2: a Vanbid support (guest) session reads everything and changes campaigns,
// but never moves money, touches payment methods or auto-recharge, or changes the team.
import {
  allEndpoints,
  cashOutBalance,
  changePrimaryPaymentMethod,
  chargeBalance,
  createGuestLink,
  createInvite,
  createOrUpdateRecharge,
  createPaymentToken,
  deletePaymentMethod,
  type Endpoint,
  exchangeLoginCode,
  getBalance,
  getPaymentMethods,
  getTeam,
  guestSessionWithheldOf,
  listInvites,
  ownActivity,
  removeTeamMember,
  savePaymentMethod,
  setCompanyHourlyBid,
  updateLimit,
} from '@vanbid/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { createCampaign, createUser } from '../src/seed/factories';
import { addSandboxCard, fundWallet } from '../src/seed/money-factories';
import { idempotencyKey, NEXT_YEAR, SANDBOX_CARDS, TEST_BILLING } from './payments-support';
import { routeOf, unchecked } from './support/call';
import { signedInOwner, signedInSupport, TEST_PASSWORD, uniqueEmail } from './support/signed-in';
import { useTestApp } from './support/test-app';

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
  const support = await signedInSupport(context);
  const link = await call(createGuestLink, { body: { email: owner.email }, as: { token: support.token } });
  const code = new URL(link.data.url, 'http://x').searchParams.get('token')!;
  const guest = { token: (await call(exchangeLoginCode, { body: { code } })).data.token as string };
  return { owner, card, colleague, guest };
}

const refusedToSupport = (answer: { status: number; error: { code: string; message: string } }) => {
  expect(answer.status).toBe(403);
  expect(answer.error.code).toBe('FORBIDDEN');
  expect(answer.error.message).toMatch(/^A Vanbid support session cannot /);
};

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

/** Any value for a path parameter: the guard answers before the input is read. */
const anyParams = (endpoint: Endpoint) =>
  Object.fromEntries([...endpoint.path.matchAll(/:(\w+)/g)].map((match) => [match[1], '1']));

describe('every change a support session never makes, endpoint by endpoint', () => {
  const withheld = allEndpoints.filter((endpoint) => endpoint.auth && guestSessionWithheldOf(endpoint));

  it('covers every change of money, payment methods, auto-recharge and the team', () => {
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
      ]),
    );
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
