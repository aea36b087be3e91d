import { allEndpoints, type Endpoint } from '@vanbid/contract';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { createCampaign } from '../../src/seed/factories';
import { addSandboxCard, fundWallet } from '../../src/seed/money-factories';
import { routeOf } from '../support/call';
import { type FuzzHints, fuzzInputOf, hostileString } from '../support/fuzz-inputs';
import { type SignedInOwner, signedInOwner } from '../support/signed-in';
import { useTestApp } from '../support/test-app';

// Issue #16: a property-based fuzz of every endpoint of the contract. Inputs are shaped by each
// endpoint's zod schemas, with hostile values planted (control characters, huge numbers, wrong
// types, deep nesting, prototype keys). Whatever comes in, the API never answers
// 5xx and every JSON answer is the envelope. Replay a failure with FUZZ_SEED=<seed printed below>;
// FUZZ_RUNS sets the tries per endpoint.
const SEED = Number(process.env.FUZZ_SEED ?? Math.floor(Math.random() * 2 ** 31));
const RUNS = Number(process.env.FUZZ_RUNS ?? 40);
console.info(`security-fuzz: FUZZ_SEED=${SEED} FUZZ_RUNS=${RUNS}`);

const context = useTestApp();
let owner: SignedInOwner;
/** Real ids and values of the owner's account, so that many inputs get past validation and lookups. */
const hints: FuzzHints = {};
const pathIds: string[] = ['1'];

beforeAll(async () => {
  owner = await signedInOwner(context);
  const accountId = owner.account.id;
  const campaign = await createCampaign(context.db, { accountId, group: 'leads', nickname: 'Fuzzed' });
  const card = await addSandboxCard(context.db, { accountId });
  const funding = await fundWallet(context.db, {
    accountId,
    paymentMethodId: card.payment_method_id,
    amountCents: 100_000,
  });
  pathIds.push(String(campaign.id), String(funding.id));
  Object.assign(hints, {
    campaignId: [campaign.id],
    campaign_id: [campaign.id],
    payment_method_id: [card.payment_method_id],
    new_primary_id: [card.payment_method_id],
    fromId: ['wallet', card.payment_method_id],
    toId: ['wallet', card.payment_method_id],
    timezone: ['America/New_York', 'UTC'],
    type: ['calls', 'leads'],
    sort: ['payout:desc', 'time_created:asc', 'timestamp:desc', 'amount:asc'],
    filter: [
      '',
      'payout:gte:1',
      'campaign_name:like:a',
      'amount:gte:1',
      'status:eq:Paid',
      'timestamp:gte:2026-01-01 00:00:00',
    ],
    amount: [1, 10.5, 25],
    page: [1, 2],
    size: [10, 50],
  } satisfies FuzzHints);
});

const asQueryValue = (value: unknown) => (typeof value === 'string' ? value : (JSON.stringify(value) ?? ''));

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/** Percent-encodes a path segment; a lone surrogate becomes bytes that are not UTF-8 (`%ED%A0%80`). */
function pathSegment(text: string): string {
  return text
    .split(LONE_SURROGATE)
    .map((part) => encodeURIComponent(part))
    .join('%ED%A0%80');
}

function urlFor(endpoint: Endpoint, param: string, query: unknown, ownGlobalId: boolean): string {
  const path = routeOf(endpoint).replace(/:(\w+)/g, () => pathSegment(param));
  const search = new URLSearchParams();
  const entries = query && typeof query === 'object' ? Object.entries(query) : [];
  for (const [key, value] of entries) search.append(key, asQueryValue(value));
  if (ownGlobalId || !search.has('globalId')) search.set('globalId', String(owner.globalId));
  return `${path}?${search}`;
}

function expectEnvelope(endpoint: Endpoint, response: { statusCode: number; headers: object; body: string }) {
  const type = String((response.headers as Record<string, unknown>)['content-type'] ?? '');
  if (!type.startsWith('application/json')) {
    // Only a file endpoint answers something else, and only when it succeeds.
    expect({ status: response.statusCode, produces: endpoint.produces }).toMatchObject({
      status: 200,
      produces: expect.any(String),
    });
    return;
  }
  const body = JSON.parse(response.body);
  if (response.statusCode < 400) {
    expect(body).toMatchObject({ Status: 'ok' });
    return;
  }
  expect(body).toMatchObject({
    Status: 'fail',
    Error: { code: expect.any(String), message: expect.any(String) },
  });
  // A refusal is short, whatever it was sent (10 fields named at most, messages cut).
  expect(response.body.length, response.body.slice(0, 300)).toBeLessThan(MAX_REFUSAL_BYTES);
}

/** The longest refusal: 10 named fields of at most 200 characters each, and the message. */
const MAX_REFUSAL_BYTES = 4096;

const named = (endpoint: Endpoint) => `${endpoint.method} ${routeOf(endpoint)}`;

describe.each(allEndpoints.map((endpoint) => [named(endpoint), endpoint] as const))(
  '%s',
  (_name, endpoint) => {
    const takesBody = endpoint.method !== 'GET' && endpoint.method !== 'DELETE';

    it('never answers 5xx, and answers JSON in the envelope', async () => {
      const attack = fc.record({
        param: fc.oneof(
          { weight: 3, arbitrary: fc.constantFrom(...pathIds, String(Number.MAX_SAFE_INTEGER)) },
          { weight: 1, arbitrary: hostileString },
        ),
        query: fuzzInputOf(endpoint.query, hints),
        body: fuzzInputOf(endpoint.body, hints),
        // Mostly the call acts on the owner's account; now and then the generated globalId stays.
        ownGlobalId: fc.oneof(
          { weight: 4, arbitrary: fc.constant(true) },
          { weight: 1, arbitrary: fc.constant(false) },
        ),
        idempotencyKey: fc.option(fc.oneof(fc.uuid(), fc.string({ maxLength: 300 })), { nil: undefined }),
      });
      await fc.assert(
        fc.asyncProperty(attack, async ({ param, query, body, ownGlobalId, idempotencyKey }) => {
          const payload =
            takesBody && body !== null && typeof body === 'object' && !Array.isArray(body)
              ? ownGlobalId
                ? { ...body, globalId: owner.globalId }
                : { globalId: owner.globalId, ...body }
              : body;
          const response = await context.app.inject({
            method: endpoint.method,
            url: urlFor(endpoint, param, query, ownGlobalId),
            headers: {
              authorization: `Bearer ${owner.token}`,
              ...(takesBody ? { 'content-type': 'application/json' } : {}),
              ...(idempotencyKey === undefined
                ? {}
                : { 'idempotency-key': idempotencyKey.replace(/[^\x20-\x7e]/g, '') }),
            },
            ...(takesBody ? { payload: JSON.stringify(payload) ?? 'null' } : {}),
          });
          expect(response.statusCode, response.body.slice(0, 500)).toBeLessThan(500);
          expectEnvelope(endpoint, response);
        }),
        { seed: SEED, numRuns: RUNS, endOnFailure: true },
      );
    });
  },
);
