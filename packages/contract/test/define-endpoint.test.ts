import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { allEndpoints, defineEndpoint, globalIdSlotOfEndpoint } from '../src/index';

const signedIn = {
  path: '/example',
  summary: 'Example',
  tag: 'test',
  auth: true as const,
  data: z.object({}),
};

describe('defineEndpoint', () => {
  it('adds the optional globalId to the query of a signed-in GET or DELETE', () => {
    const endpoint = defineEndpoint({
      ...signedIn,
      method: 'GET',
      query: z.strictObject({ page: z.number() }),
    });
    expect(endpoint.query!.parse({ page: 1, globalId: '7' })).toEqual({ page: 1, globalId: 7 });
    expect(endpoint.query!.safeParse({ page: 1, other: 1 }).success).toBe(false);
    const bare = defineEndpoint({ ...signedIn, method: 'DELETE' });
    expect(bare.query!.parse({ globalId: 3 })).toEqual({ globalId: 3 });
    expect(globalIdSlotOfEndpoint(bare)).toBe('query');
  });

  it('adds it to the body of the other methods, inside optional, nullable and unions', () => {
    const post = defineEndpoint({ ...signedIn, method: 'POST', body: z.strictObject({}).nullish() });
    expect(post.body!.parse({ globalId: 2 })).toEqual({ globalId: 2 });
    expect(post.body!.parse(null)).toBeNull();
    const union = defineEndpoint({
      ...signedIn,
      method: 'PUT',
      body: z.discriminatedUnion('type', [
        z.strictObject({ type: z.literal('a') }),
        z.strictObject({ type: z.literal('b') }),
      ]),
    });
    expect(union.body!.parse({ type: 'b', globalId: 4 })).toEqual({ type: 'b', globalId: 4 });
    expect(globalIdSlotOfEndpoint(union)).toBe('body');
  });

  it('leaves public endpoints alone and refuses a globalId declared by hand', () => {
    const open = defineEndpoint({ ...signedIn, auth: false, method: 'POST', body: z.strictObject({}) });
    expect(open.body!.safeParse({ globalId: 1 }).success).toBe(false);
    expect(globalIdSlotOfEndpoint(open)).toBeUndefined();
    expect(() =>
      defineEndpoint({ ...signedIn, method: 'GET', query: z.object({ globalId: z.number().optional() }) }),
    ).toThrow(/added by defineEndpoint/);
  });
});

describe('allEndpoints', () => {
  it('lists every endpoint once, each signed-in one taking globalId where the wire rule puts it', () => {
    const keys = allEndpoints.map(
      (endpoint) => `${endpoint.base ?? 'api'} ${endpoint.method} ${endpoint.path}`,
    );
    expect(new Set(keys).size).toBe(keys.length);
    for (const endpoint of allEndpoints.filter((each) => each.auth)) {
      const slot = globalIdSlotOfEndpoint(endpoint)!;
      const schema = z.toJSONSchema(endpoint[slot]!, { io: 'input', unrepresentable: 'any' });
      expect(JSON.stringify(schema), `${endpoint.method} ${endpoint.path}`).toContain('"globalId"');
    }
  });
});
