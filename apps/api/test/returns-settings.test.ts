import {
  getReturnOptions,
  getReturnSettings,
  proappLogin,
  requestReturn,
  saveReturnSettings,
} from '@vanbid/contract';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../src/seed/factories';
import { buyer, leadBody, prepareMarket, publisherClient } from './support/marketplace';
import { ownerAndStranger, type SignedInOwner, TEST_PASSWORD, uniqueEmail } from './support/signed-in';
import { useTestApp } from './support/test-app';
import { sessionOf } from './support/two-factor';

const context = useTestApp();
const { call } = context;
let publisher: Awaited<ReturnType<typeof publisherClient>>;

beforeAll(async () => {
  await prepareMarket(context.db);
  publisher = await publisherClient(context, 'Return Settings Traffic');
});

const DEFAULTS = { lead_window_days: 7, call_window_days: 3, cap_percent: 10 };

/** A member of the owner's account with this contact type, signed in. */
async function memberOf(owner: SignedInOwner, contactType: string) {
  const email = uniqueEmail(contactType.replace(' ', '-').toLowerCase());
  await createUser(context.db, {
    email,
    password: TEST_PASSWORD,
    username: contactType,
    homeAccountId: owner.account.id,
    contactType,
  });
  const login = await call(proappLogin, { body: { login: email, password: TEST_PASSWORD } });
  return { token: sessionOf(login).token, globalId: owner.account.id };
}

describe('GET and PUT /settings/returns', () => {
  it('keeps each account’s windows and cap, the defaults until set, read by every member', async () => {
    const { owner, stranger } = await ownerAndStranger(context);
    const viewer = await memberOf(owner, 'Other');
    expect((await call(getReturnSettings, { as: viewer })).data.settings).toEqual(DEFAULTS);

    const settings = { lead_window_days: 14, call_window_days: 1, cap_percent: 8 };
    expect((await call(saveReturnSettings, { as: owner, body: settings })).data.settings).toEqual(settings);

    expect((await call(getReturnSettings, { as: viewer })).data.settings).toEqual(settings);
    expect((await call(getReturnSettings, { as: stranger })).data.settings).toEqual(DEFAULTS);
  });

  it('answers 400 naming the field for a window outside 1–30 days, a cap over 50% or a part of a day', async () => {
    const { owner } = await ownerAndStranger(context);
    for (const [field, value, message] of [
      ['lead_window_days', 0, 'At least 1 day'],
      ['call_window_days', 31, 'At most 30 days'],
      ['cap_percent', 51, 'At most 50%'],
      ['lead_window_days', 1.5, 'Whole days'],
    ] as const) {
      const answer = await call(saveReturnSettings, { as: owner, body: { ...DEFAULTS, [field]: value } });
      expect(answer.status).toBe(400);
      expect(answer.error.code).toBe('VALIDATION_FAILED');
      expect(JSON.stringify(answer.error.fields)).toContain(message);
    }
    expect((await call(getReturnSettings, { as: owner })).data.settings).toEqual(DEFAULTS);
  });

  it('lets the owner and an account manager change them, not a manager or a viewer (403)', async () => {
    const { owner } = await ownerAndStranger(context);
    const body = { ...DEFAULTS, cap_percent: 20 };
    expect(
      (await call(saveReturnSettings, { as: await memberOf(owner, 'Account Manager'), body })).status,
    ).toBe(200);
    expect((await call(saveReturnSettings, { as: await memberOf(owner, 'Manager'), body })).status).toBe(403);
    expect((await call(saveReturnSettings, { as: await memberOf(owner, 'Other'), body })).status).toBe(403);
  });
});

describe('returns decided by the account’s settings', () => {
  it('applies the account’s cap (shown and applied) and refuses a lead past its 1-day window', async () => {
    const { owner } = await ownerAndStranger(context);
    await context.db.execute(sql`update campaigns set is_active = false`);
    const { campaign } = await buyer(context.db, { account: owner.account });
    for (let index = 0; index < 4; index++)
      expect((await publisher.post('/api/marketplace/leads', leadBody())).statusCode).toBe(200);
    const leads = (
      await context.db.execute<{ id: string }>(
        sql`select id from lead_records where campaign_id = ${campaign.id} order by id`,
      )
    ).rows.map((row) => Number(row.id));
    await call(saveReturnSettings, {
      as: owner,
      body: { lead_window_days: 1, call_window_days: 3, cap_percent: 50 },
    });
    const options = await call(getReturnOptions, { as: owner, params: { kind: 'lead', id: leads[1]! } });
    expect(options.data.cap).toEqual({ percent: 50, month_purchases: 4, allowed: 2, used: 0 });
    // Under the default 10% of 4 purchases none would be allowed; 50% allows two.
    const [first, second, third] = await Promise.all(
      leads
        .slice(1)
        .map((id) =>
          call(requestReturn, { as: owner, body: { kind: 'lead', record_id: id, reason: 'not_moving' } }),
        ),
    ).then((answers) => answers.map((answer) => answer.data.status));
    expect([first, second, third].sort()).toEqual(['pending', 'pending', 'refused']);

    // As if the first lead had been sold two days ago: its billed item, its decision and its record.
    await context.db.execute(sql`
      update transactions t set created_at = t.created_at - interval '2 days'
      from lead_records r where r.id = ${leads[0]} and t.account_id = r.account_id and t.type = 'lead'
        and t.campaign_id = r.campaign_id and t.created_at = r.time_created`);
    await context.db.execute(sql`
      update marketplace_decisions d set created_at = d.created_at - interval '2 days'
      from lead_records r where r.id = ${leads[0]} and d.record_id = r.id and d.created_at = r.time_created`);
    await context.db.execute(
      sql`update lead_records set time_created = time_created - interval '2 days' where id = ${leads[0]}`,
    );

    const late = await call(requestReturn, {
      as: owner,
      body: { kind: 'lead', record_id: leads[0]!, reason: 'not_moving' },
    });
    expect(late.data).toMatchObject({ status: 'refused', decision: 'The return window has passed' });
  });
});
