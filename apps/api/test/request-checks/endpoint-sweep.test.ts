import {
  allEndpoints,
  confirmMobileNumber,
  decideReturnReview,
  deleteAuthorizedContact,
  deleteDeliveryDestination,
  deleteInvite,
  deleteMobileNumber,
  deleteNotification,
  type Endpoint,
  getBidForecast,
  getCallDetail,
  getCampaign,
  getCurrentUser,
  getDeliveryAttempts,
  getFeedbackFile,
  getLeadDeliveryRecord,
  getLeadDetail,
  getMissedOpportunities,
  getReceipt,
  getReturnOptions,
  listDestinationDeliveries,
  logoutEverywhere,
  proappLogin,
  removeTeamMember,
  resendDelivery,
  resendMobileCode,
  rotateDeliverySecret,
  sendTestLead,
  updateAuthorizedContact,
  updateDeliveryDestination,
  updateLimit,
  updateNotification,
} from '@vanbid/contract';
import { sql } from 'drizzle-orm';
import { decodeJwt, SignJWT } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { createCampaign, generateCallRecords, generateLeadRecords } from '../../src/seed/factories';
import { addSandboxCard, fundWallet } from '../../src/seed/money-factories';
import { routeOf, unchecked, urlOf } from '../support/call';
import { multipartForm } from '../support/multipart';
import { createTestNotification } from '../support/notifications';
import { ownerAndStranger, type SignedInOwner, signedInOwner } from '../support/signed-in';
import { TEST_JWT_SECRET, useTestApp } from '../support/test-app';
import { validSampleOf } from '../support/valid-samples';

// The local mailbox is served only when asked for; here every endpoint is. Error-level log lines
// are kept: a refused request must not leave a stack trace (issue #25, finding 5).
const errorLines: string[] = [];
const context = useTestApp({ MAILBOX_VIEW: 'on', LOG_LEVEL: 'error' }, {}, errorLines);
const { call } = context;
const signedIn = allEndpoints.filter((endpoint) => endpoint.auth);
const world = {} as { owner: SignedInOwner; stranger: SignedInOwner };
/** Tokens an attacker could make from the owner's own token (issue #16). */
const forged = {} as Record<'none alg' | 'wrong key' | 'expired' | 'tampered payload', string>;

beforeAll(async () => {
  Object.assign(world, await ownerAndStranger(context));
  Object.assign(forged, await forgeTokens(world.owner.token, world.stranger));
});

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

async function forgeTokens(token: string, stranger: SignedInOwner) {
  const claims = decodeJwt(token);
  const [header, , signature] = token.split('.');
  const now = Math.floor(Date.now() / 1000);
  const signed = (payload: object, secret: string) =>
    new SignJWT({ ...payload }).setProtectedHeader({ alg: 'HS256' }).sign(new TextEncoder().encode(secret));
  const theirs = {
    ...claims,
    sub: String(stranger.user.id),
    user: { ...(claims.user as object), globalId: stranger.globalId },
  };
  return {
    'none alg': `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url(claims)}.`,
    'wrong key': await signed(claims, 'not-the-server-secret-not-the-server-secret'),
    expired: await signed({ ...claims, iat: now - 7200, exp: now - 3600 }, TEST_JWT_SECRET),
    'tampered payload': `${header}.${base64url(theirs)}.${signature}`,
  };
}

/** A value for each path parameter; the guard answers before the parameters are validated. */
function anyParams(endpoint: Endpoint): Record<string, string> {
  const names = [...endpoint.path.matchAll(/:(\w+)/g)].map((match) => match[1]!);
  return Object.fromEntries(names.map((name) => [name, '1']));
}
const named = (endpoint: Endpoint) => `${endpoint.method} ${routeOf(endpoint)}`;

/** Per endpoint with an `:id`: a record of the stranger's account, and a body that passes validation. */
const contactSample = {
  authorizedContactFirstName: 'Their',
  authorizedContactLastName: 'Contact',
  authorizedContactPhoneNumber: '8045550100',
  authorizedContactEmail: 'mine@example.com',
  authorizedContactType: 'Other',
};

/** A support-only endpoint answers an owner 403 for every id: theirs and unknown alike (`status`). */
const FOREIGN_RECORDS = new Map<
  Endpoint,
  { create: () => Promise<number>; body?: object; query?: object; params?: object; status?: number }
>([
  [getCampaign, { create: () => foreignCampaign() }],
  [updateLimit, { create: () => foreignCampaign(), body: { limit: 100 } }],
  [updateNotification, { create: () => foreignNotification(), body: { is_read: true } }],
  [deleteNotification, { create: () => foreignNotification() }],
  [getReceipt, { create: () => foreignReceipt() }],
  [
    getMissedOpportunities,
    { create: () => foreignCampaign(), query: { from: '2026-11-01', to: '2026-11-07' } },
  ],
  [getBidForecast, { create: () => foreignCampaign(), query: { percent: 20 } }],
  [deleteInvite, { create: () => foreignInvite() }],
  [updateAuthorizedContact, { create: () => foreignContact(), body: contactSample }],
  [deleteAuthorizedContact, { create: () => foreignContact() }],
  [removeTeamMember, { create: async () => world.stranger.user.id }],
  [getFeedbackFile, { create: () => foreignFeedback(), status: 403 }],
  [getLeadDetail, { create: () => foreignRecord('lead_records') }],
  [getCallDetail, { create: () => foreignRecord('call_records') }],
  [getReturnOptions, { create: () => foreignRecord('lead_records'), params: { kind: 'lead' } }],
  [
    decideReturnReview,
    { create: () => foreignReturn(), body: { decision: 'refuse', reason: 'Not ours' }, status: 403 },
  ],
  [resendMobileCode, { create: () => foreignMobileNumber() }],
  [confirmMobileNumber, { create: () => foreignMobileNumber(), body: { code: '123456' } }],
  [deleteMobileNumber, { create: () => foreignMobileNumber() }],
  [updateDeliveryDestination, { create: () => foreignDestination(), body: { name: 'Mine' } }],
  [deleteDeliveryDestination, { create: () => foreignDestination() }],
  [rotateDeliverySecret, { create: () => foreignDestination(), body: {} }],
  [sendTestLead, { create: () => foreignDestination() }],
  [listDestinationDeliveries, { create: () => foreignDestination() }],
  [getDeliveryAttempts, { create: () => foreignDelivery() }],
  [resendDelivery, { create: () => foreignDelivery() }],
  [getLeadDeliveryRecord, { create: () => foreignLeadRecord() }],
]);

async function foreignMobileNumber() {
  const result = await context.db.execute<{ id: number }>(sql`
    insert into mobile_numbers (account_id, user_id, phone)
    values (${world.stranger.account.id}, ${world.stranger.user.id}, ${`+1804234${String(Math.floor(Math.random() * 10_000)).padStart(4, '0')}`})
    returning id`);
  return Number(result.rows[0]!.id);
}

async function foreignInvite() {
  const result = await context.db.execute<{ id: number }>(sql`
    insert into invites (account_id, email, contact_type, invite_type, token_hash, expires_at)
    values (${world.stranger.account.id}, 'theirs@example.com', 'Other', 'authorized_contact_invite',
      ${`sweep-${Math.random()}`}, now() + interval '1 day') returning id`);
  return Number(result.rows[0]!.id);
}

async function foreignContact() {
  const result = await context.db.execute<{ id: number }>(sql`
    insert into contacts (account_id, first_name, last_name, email, contact_type)
    values (${world.stranger.account.id}, 'Their', 'Contact', 'theirs@example.com', 'Other') returning id`);
  return Number(result.rows[0]!.id);
}
async function foreignFeedback() {
  const result = await context.db.execute<{ id: number }>(sql`
    insert into feedback (account_id, user_id, message)
    values (${world.stranger.account.id}, ${world.stranger.user.id}, 'theirs') returning id`);
  return Number(result.rows[0]!.id);
}

async function foreignDestination() {
  const result = await context.db.execute<{ id: number }>(sql`
    insert into delivery_destinations (account_id, name, kind, emails)
    values (${world.stranger.account.id}, 'Theirs', 'email', '{theirs@example.com}') returning id`);
  return Number(result.rows[0]!.id);
}
async function foreignDelivery() {
  const result = await context.db.execute<{ id: number }>(sql`
    insert into lead_deliveries (account_id, destination_id, record_id)
    values (${world.stranger.account.id}, ${await foreignDestination()}, null) returning id`);
  return Number(result.rows[0]!.id);
}
async function foreignLeadRecord() {
  const result = await context.db.execute<{ id: number }>(sql`
    insert into lead_records (account_id, campaign_id, campaign_name, time_created, first_name, last_name, phone,
      email, from_zip, to_zip, distance)
    values (${world.stranger.account.id}, ${await foreignCampaign()}, 'Theirs', now(), 'Their', 'Lead',
      '(804) 555-0100', 'theirs@example.com', '23219', '22201', 'local') returning id`);
  return Number(result.rows[0]!.id);
}

async function foreignCampaign() {
  const accountId = world.stranger.account.id;
  return (await createCampaign(context.db, { accountId, group: 'leads', nickname: 'Theirs' })).id;
}
/** A lead or call record bought by the stranger's account. */
async function foreignRecord(table: 'lead_records' | 'call_records') {
  const accountId = world.stranger.account.id;
  const group = table === 'lead_records' ? 'leads' : 'calls';
  const campaign = await createCampaign(context.db, { accountId, group, nickname: 'Theirs' });
  const input = { accountId, campaignId: campaign.id, campaignName: 'Theirs', days: 3, perDay: 2 };
  await (table === 'lead_records' ? generateLeadRecords : generateCallRecords)(context.db, input);
  const result = await context.db.execute<{ id: number }>(
    sql`select max(id) as id from ${sql.identifier(table)} where campaign_id = ${campaign.id}`,
  );
  return Number(result.rows[0]!.id);
}
async function foreignReturn() {
  const recordId = await foreignRecord('lead_records');
  const result = await context.db.execute<{ id: number }>(sql`
    insert into record_returns (account_id, kind, record_id, campaign_id, amount_cents, reason)
    select account_id, 'lead', id, campaign_id, 1000, 'fake' from lead_records where id = ${recordId}
    returning id`);
  return Number(result.rows[0]!.id);
}
async function foreignNotification() {
  return (await createTestNotification(context.db, world.stranger.account.id, 'Theirs')).id;
}
async function foreignReceipt() {
  const accountId = world.stranger.account.id;
  const card = await addSandboxCard(context.db, { accountId });
  const movement = await fundWallet(context.db, {
    accountId,
    paymentMethodId: card.payment_method_id,
    amountCents: 1000,
  });
  return movement.id;
}

describe('the contract and the app', () => {
  it('serves every endpoint of the contract, and the OpenAPI document lists no other', async () => {
    const document = (await context.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const documented = Object.entries(document.paths as Record<string, object>).flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`),
    );
    const contract = allEndpoints.map((endpoint) => `${endpoint.method} ${routeOf(endpoint)}`);
    expect(documented.sort()).toEqual(contract.sort());
  });
});

describe.each(signedIn.map((endpoint) => [named(endpoint), endpoint] as const))('%s', (_name, endpoint) => {
  const params = anyParams(endpoint);

  it('answers 401 without a token', async () => {
    const answer = await call(endpoint, { params });
    expect(answer.status).toBe(401);
    expect(answer.error.code).toBe('UNAUTHENTICATED');
  });

  it.each(['none alg', 'wrong key', 'expired', 'tampered payload'] as const)(
    'answers 401 with a forged token (%s)',
    async (kind) => {
      const answer = await call(endpoint, { params, as: { token: forged[kind] } });
      expect(answer.status).toBe(401);
      expect(answer.envelope.Status).toBe('fail');
    },
  );

  it('answers 403 with the globalId of an account the caller does not belong to', async () => {
    const as = { token: world.owner.token, globalId: world.stranger.globalId };
    const answer = await call(endpoint, { params, as });
    expect(answer.status).toBe(403);
    expect(answer.error.code).toBe('ACCOUNT_FORBIDDEN');
  });
});

const withId = signedIn.filter((endpoint) => endpoint.path.includes(':id'));

describe('endpoints with an id in the path', () => {
  it('each have a foreign record to try', () => {
    expect(withId.filter((endpoint) => !FOREIGN_RECORDS.has(endpoint)).map(named)).toEqual([]);
  });

  it.each(withId.map((endpoint) => [named(endpoint), endpoint] as const))(
    '%s answers another account’s id exactly like an unknown id',
    async (_name, endpoint) => {
      const foreign = FOREIGN_RECORDS.get(endpoint)!;
      const answerFor = (id: number) =>
        call(endpoint, {
          as: world.owner,
          params: { ...foreign.params, id },
          body: foreign.body,
          query: foreign.query,
        });
      const theirs = await answerFor(await foreign.create());
      const unknown = await answerFor(Number.MAX_SAFE_INTEGER);
      expect(theirs.status).toBe(foreign.status ?? 404);
      expect(theirs.envelope).toEqual(unknown.envelope);
    },
  );
});

/** Fields no endpoint declares: a caller who adds them must change nothing (issue #16). */
const EXTRA_MARKER = 'sweep-extra-field-9f3c';
const writes = allEndpoints.filter((endpoint) => endpoint.method !== 'GET' && endpoint.body);

describe('writes with fields the contract does not declare', () => {
  let campaignId: number;
  beforeAll(async () => {
    campaignId = (
      await createCampaign(context.db, {
        accountId: world.owner.account.id,
        group: 'leads',
        nickname: 'Mine',
      })
    ).id;
  });

  /** The simplest valid body, acting on the owner's campaign, plus fields nobody declared. */
  function bodyWithExtras(endpoint: Endpoint) {
    const sample = validSampleOf(endpoint.body!) as Record<string, unknown> | undefined;
    const ids = Object.fromEntries(
      ['campaignId', 'campaign_id']
        .filter((name) => sample && name in sample)
        .map((name) => [name, campaignId]),
    );
    const extras = {
      sweep_extra: EXTRA_MARKER,
      note: EXTRA_MARKER,
      isSupport: true,
      is_support: true,
      role: 'admin',
      account_id: world.stranger.globalId,
      balance_cents: 1_000_000,
    };
    return { ...extras, ...sample, ...ids };
  }

  /** "Sign out everywhere" ends the owner's token: it is swept as an owner of its own. */
  let leaver: SignedInOwner;
  beforeAll(async () => {
    leaver = await signedInOwner(context, { name: 'Leaving Movers' });
  });

  it.each(writes.map((endpoint) => [named(endpoint), endpoint] as const))(
    '%s answers without a 5xx',
    async (_name, endpoint) => {
      const as = !endpoint.auth ? undefined : endpoint === logoutEverywhere ? leaver : world.owner;
      const answer = await call(endpoint, {
        params: anyParams(endpoint),
        body: unchecked(bodyWithExtras(endpoint)),
        as,
      });
      expect(answer.status).toBeLessThan(500);
      expect(answer.envelope.Status).toMatch(/ok|fail/);
    },
  );

  it('leave no trace of the extra fields in any table, and the caller gains nothing', async () => {
    const tables = await context.db.execute<{ tablename: string }>(
      sql`select tablename from pg_tables where schemaname = 'public'`,
    );
    const holding: string[] = [];
    for (const { tablename } of tables.rows) {
      const found = await context.db.execute<{ n: number }>(
        sql`select count(*)::int as n from ${sql.identifier(tablename)} t where row_to_json(t)::text like ${`%${EXTRA_MARKER}%`}`,
      );
      if (Number(found.rows[0]?.n) > 0) holding.push(tablename);
    }
    expect(holding).toEqual([]);
    const me = await call(getCurrentUser, { as: world.owner });
    expect(me.status).toBe(200);
    expect(me.text).not.toMatch(/"isSupport":true|"role":"admin"/);
  });
});

/** Issue #25, finding 5: a body the route does not take is refused in the envelope, never a 500. */
describe('bodies of the wrong type', () => {
  let sender: SignedInOwner;
  beforeAll(async () => {
    sender = await signedInOwner(context, { name: 'Form Sending Movers' });
  });

  /** Sends `payload` as `contentType` to the endpoint (with a token where it wants one). */
  async function send(endpoint: Endpoint, contentType: string, payload: string | Buffer) {
    const response = await context.app.inject({
      method: endpoint.method,
      url: urlOf(endpoint, anyParams(endpoint)),
      headers: {
        'content-type': contentType,
        ...(endpoint.auth ? { authorization: `Bearer ${sender.token}` } : {}),
      },
      payload,
    });
    return { status: response.statusCode, body: response.json() };
  }

  const everyEndpoint = allEndpoints.map((endpoint) => [named(endpoint), endpoint] as const);

  it.each(everyEndpoint)(
    '%s answers a multipart body without a boundary with 400 or 415, logging no error',
    async (_name, endpoint) => {
      const logged = errorLines.length;
      const answer = await send(endpoint, 'multipart/form-data', 'file=x');
      expect([400, 415]).toContain(answer.status);
      expect(answer.body.Status).toBe('fail');
      expect(answer.body.Error.code).toMatch(/^(VALIDATION_FAILED|UNSUPPORTED_MEDIA_TYPE)$/);
      expect(errorLines.slice(logged)).toEqual([]);
    },
  );

  const uploads = allEndpoints.filter((endpoint) => endpoint.multipart);
  it.each(uploads.map((endpoint) => [named(endpoint), endpoint] as const))(
    '%s answers a form cut short with 400, logging no error',
    async (_name, endpoint) => {
      const logged = errorLines.length;
      const [type, whole] = formOf({ message: 'hello' });
      const answer = await send(endpoint, type, whole.subarray(0, whole.length - 20));
      expect(answer.status).toBe(400);
      expect(answer.body.Error.code).toBe('VALIDATION_FAILED');
      expect(errorLines.slice(logged)).toEqual([]);
    },
  );

  it('a JSON route answers text with 415, without echoing its Content-Type', async () => {
    const answer = await send(proappLogin, 'text/x-sweep-marker', 'hello');
    expect(answer.status).toBe(415);
    expect(answer.body.Error.code).toBe('UNSUPPORTED_MEDIA_TYPE');
    expect(JSON.stringify(answer.body)).not.toContain('sweep-marker');
  });

  it.each(everyEndpoint)('%s refuses a body of the other kind with 415', async (_name, endpoint) => {
    const answer = endpoint.multipart
      ? await send(endpoint, 'application/json', JSON.stringify({ message: 'hello' }))
      : await send(endpoint, ...formOf({ note: 'hello' }));
    expect(answer.status).toBe(415);
    expect(answer.body.Error.code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });
});

function formOf(fields: Record<string, string>): [string, Buffer] {
  const form = multipartForm(fields);
  return [form.contentType, form.payload];
}
