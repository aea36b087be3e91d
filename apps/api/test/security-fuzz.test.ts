import { allEndpoints, type Endpoint } from '@vanbid/contract';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { routeOf } from './support/call';
import { fuzzInputOf, hostileString } from './support/fuzz-inputs';
import { type SignedInOwner, signedInOwner } from './support/signed-in';
import { useTestApp } from './support/test-app';

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

beforeAll(async () => {
  owner = await signedInOwner(context);
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

function urlFor(endpoint: Endpoint, param: string, query: unknown): string {
  const path = routeOf(endpoint).replace(/:(\w+)/g, () => pathSegment(param));
  const search = new URLSearchParams();
  const entries = query && typeof query === 'object' ? Object.entries(query) : [];
  for (const [key, value] of entries) search.append(key, asQueryValue(value));
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
  else
    expect(body).toMatchObject({
      Status: 'fail',
      Error: { code: expect.any(String), message: expect.any(String) },
    });
}

const named = (endpoint: Endpoint) => `${endpoint.method} ${routeOf(endpoint)}`;

describe.each(allEndpoints.map((endpoint) => [named(endpoint), endpoint] as const))(
  '%s',
  (_name, endpoint) => {
    const takesBody = endpoint.method !== 'GET' && endpoint.method !== 'DELETE';

    it('never answers 5xx, and answers JSON in the envelope', async () => {
      const attack = fc.record({
        param: fc.oneof(fc.constantFrom('1', String(Number.MAX_SAFE_INTEGER)), hostileString),
        query: fuzzInputOf(endpoint.query),
        body: fuzzInputOf(endpoint.body),
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
