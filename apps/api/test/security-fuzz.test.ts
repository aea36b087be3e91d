import { allEndpoints, type Endpoint } from '@vanbid/contract';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { routeOf } from './support/call';
import { type SignedInOwner, signedInOwner } from './support/signed-in';
import { useTestApp } from './support/test-app';

// Issue #16: a property-based fuzz of every endpoint of the contract. Inputs are built from each
// schema's field names, filled with plausible values or hostile ones (control characters, huge
// numbers, wrong types, deep nesting, prototype keys). Whatever comes in, the API never answers
// 5xx and every JSON answer is the envelope. Replay a failure with FUZZ_SEED=<seed printed below>;
// FUZZ_RUNS sets the tries per endpoint.
const SEED = Number(process.env.FUZZ_SEED ?? Math.floor(Math.random() * 2 ** 31));
const RUNS = Number(process.env.FUZZ_RUNS ?? 15);
console.info(`security-fuzz: FUZZ_SEED=${SEED} FUZZ_RUNS=${RUNS}`);

const context = useTestApp();
let owner: SignedInOwner;

beforeAll(async () => {
  owner = await signedInOwner(context);
});

/** The field names an input schema declares (of an object, or of the object in a union/nullable). */
function fieldNamesOf(schema: z.ZodType | undefined): string[] {
  if (!schema) return [];
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as {
    properties?: object;
    anyOf?: { properties?: object }[];
  };
  const object = json.properties ? json : json.anyOf?.find((each) => each.properties);
  return Object.keys(object?.properties ?? {});
}

const PROTOTYPE_KEYS = ['__proto__', 'constructor', 'prototype', 'toString', 'valueOf', 'hasOwnProperty'];

const hostileString = fc.oneof(
  fc.constantFrom(
    'a\u0000b',
    '\u0000',
    '\u001b[31m',
    '\u007f',
    '\ud800',
    "' OR 1=1 --",
    '%00',
    '../../etc/passwd',
    '<script>alert(1)</script>',
    'amount:eq:9999999999999999',
    '__proto__:asc',
    'time_created:gte:0000-01-01 00:00:00',
    '0000-01-01 00:00:00',
    '9999999999999999999999',
    '-1',
    'NaN',
    '',
    ' ',
    'x'.repeat(10_000),
  ),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom(...PROTOTYPE_KEYS),
);

const hugeNumber = fc.constantFrom(
  9_999_999_999_999_999,
  Number.MAX_SAFE_INTEGER + 2,
  Number.MAX_VALUE,
  -Number.MAX_VALUE,
  1e-300,
  -1,
  0,
  -0,
  0.001,
  2 ** 31,
  2 ** 63,
);

/** Nested `levels` deep: an object of arrays of objects ... */
const deeplyNested = fc
  .integer({ min: 20, max: 3000 })
  .map((levels) => Array.from({ length: levels }).reduce<unknown>((inner, _, index) => (index % 2 ? [inner] : { a: inner }), 1));

const plausible = fc.constantFrom<unknown>(
  1,
  '1',
  true,
  'leads',
  'calls',
  'America/New_York',
  '2026-01-01',
  '2026-01-01 00:00:00',
  'payout:desc',
  'pm_1',
  'owner@test.vanbid',
  10,
  [1],
  {},
);

const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: hostileString },
  { weight: 2, arbitrary: hugeNumber },
  { weight: 1, arbitrary: fc.constantFrom<unknown>(null, true, false, [], {}) },
  { weight: 1, arbitrary: deeplyNested },
  { weight: 1, arbitrary: fc.anything({ maxDepth: 3, withNullPrototype: true }) },
  { weight: 1, arbitrary: fc.dictionary(fc.constantFrom(...PROTOTYPE_KEYS), hostileString) },
);

/** An input object: each declared field omitted, plausible or hostile, plus now and then a stray key. */
function inputFor(names: string[]): fc.Arbitrary<Record<string, unknown>> {
  const fields = Object.fromEntries(
    names
      .filter((name) => name !== 'globalId')
      .map((name) => [name, fc.option(fc.oneof(plausible, hostileValue), { nil: undefined })]),
  );
  const stray = fc.dictionary(fc.oneof(fc.constantFrom(...PROTOTYPE_KEYS), fc.string()), hostileValue, {
    maxKeys: 2,
  });
  return fc.tuple(fc.record(fields), stray).map(([declared, extra]) => {
    const input: Record<string, unknown> = Object.create(null);
    for (const [key, value] of [...Object.entries(extra), ...Object.entries(declared)]) {
      if (value !== undefined) input[key] = value;
    }
    return input;
  });
}

/** The whole body: mostly the object, sometimes something that is not one at all. */
function bodyFor(names: string[]): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: 8, arbitrary: inputFor(names) },
    { weight: 1, arbitrary: hostileValue },
    { weight: 1, arbitrary: deeplyNested },
  );
}

const asQueryValue = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value) ?? '');

function urlFor(endpoint: Endpoint, param: string, query: Record<string, unknown>): string {
  const path = routeOf(endpoint).replace(/:(\w+)/g, () => encodeURIComponent(param));
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) search.append(key, asQueryValue(value));
  search.set('globalId', String(owner.globalId));
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
  if (response.statusCode < 400) expect(body).toMatchObject({ Status: 'ok' });
  else expect(body).toMatchObject({ Status: 'fail', Error: { code: expect.any(String), message: expect.any(String) } });
}

const named = (endpoint: Endpoint) => `${endpoint.method} ${routeOf(endpoint)}`;

describe.each(allEndpoints.map((endpoint) => [named(endpoint), endpoint] as const))('%s', (_name, endpoint) => {
  const queryNames = fieldNamesOf(endpoint.query);
  const bodyNames = fieldNamesOf(endpoint.body);
  const takesBody = endpoint.method !== 'GET' && endpoint.method !== 'DELETE';

  it('never answers 5xx, and answers JSON in the envelope', async () => {
    const attack = fc.record({
      param: fc.oneof(fc.constant('1'), hostileString.map(String)),
      query: inputFor(queryNames),
      body: bodyFor(bodyNames),
      idempotencyKey: fc.option(fc.oneof(fc.uuid(), fc.string({ maxLength: 300 })), { nil: undefined }),
    });
    await fc.assert(
      fc.asyncProperty(attack, async ({ param, query, body, idempotencyKey }) => {
        const payload =
          takesBody && body !== null && typeof body === 'object' && !Array.isArray(body)
            ? { globalId: owner.globalId, ...body }
            : body;
        const response = await context.app.inject({
          method: endpoint.method,
          url: urlFor(endpoint, param, query),
          headers: {
            authorization: `Bearer ${owner.token}`,
            ...(takesBody ? { 'content-type': 'application/json' } : {}),
            ...(idempotencyKey === undefined ? {} : { 'idempotency-key': idempotencyKey.replace(/[^\x20-\x7e]/g, '') }),
          },
          ...(takesBody ? { payload: JSON.stringify(payload) ?? 'null' } : {}),
        });
        expect(response.statusCode, response.body.slice(0, 500)).toBeLessThan(500);
        expectEnvelope(endpoint, response);
      }),
      { seed: SEED, numRuns: RUNS, endOnFailure: true },
    );
  });
});
