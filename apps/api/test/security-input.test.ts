import {
  createLog,
  getListOfBilledItems,
  getRecords,
  markAllNotificationsRead,
  proappLogin,
} from '@vanbid/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { unchecked } from './support/call';
import { type SignedInOwner, signedInOwner } from './support/signed-in';
import { useTestApp } from './support/test-app';

// Issue #16, finding 4: bad input got a 500; each gets a 400 (or 413) in the envelope instead.
const context = useTestApp();
const { call } = context;
let owner: SignedInOwner;

beforeAll(async () => {
  owner = await signedInOwner(context);
});

const billedItems = (body: { filter?: string; sort?: string }) =>
  call(getListOfBilledItems, { body, as: owner });
const records = (query: { filter?: string; sort?: string; cursor?: string }) =>
  call(getRecords, { query: { type: 'calls', ...query }, as: owner });
const cursorOf = (payload: object) => Buffer.from(JSON.stringify(payload)).toString('base64url');

describe('control characters in strings', () => {
  it.each(['\u0000', '\u0001', '\u001b', '\u007f'])(
    'login with %j in the e-mail answers 400 naming it',
    async (char) => {
      const answer = await call(proappLogin, { body: { login: `a${char}@test.vanbid`, password: 'x' } });
      expect(answer.status).toBe(400);
      expect(answer.error.code).toBe('VALIDATION_FAILED');
      expect(answer.error.fields).toHaveProperty('login');
    },
  );

  it('a NUL in a password answers 400 naming it', async () => {
    const answer = await call(proappLogin, { body: { login: owner.email, password: 'a\u0000b' } });
    expect(answer.status).toBe(400);
    expect(answer.error.fields).toHaveProperty('password');
  });

  it('a NUL in a records filter answers 400 naming the filter', async () => {
    const answer = await records({ filter: 'campaign_name:like:a\u0000b' });
    expect(answer.status).toBe(400);
    expect(answer.error.fields).toHaveProperty('filter');
  });

  it('a NUL in a billed-items filter answers 400 naming the filter', async () => {
    const answer = await billedItems({ filter: 'description:like:a\u0000b' });
    expect(answer.status).toBe(400);
    expect(answer.error.fields).toHaveProperty('filter');
  });

  it('a NUL in a key of free-form log content answers 400', async () => {
    const content = { 'a\u0000': 'x', nested: ['\u0000'] };
    const answer = await call(createLog, { body: { event: 'e', type: 'error', content }, as: owner });
    expect(answer.status).toBe(400);
  });

  it('tabs and new lines stay allowed in free-form text', async () => {
    const content = { note: 'line one\n\tline two' };
    const answer = await call(createLog, { body: { event: 'e', type: 'error', content }, as: owner });
    expect(answer.status).toBe(200);
  });
});

describe('billed-items filter names that are object prototype keys', () => {
  it.each(['__proto__', 'constructor', 'toString', 'valueOf', 'hasOwnProperty'])(
    'filter field %s answers 400 as an unknown field',
    async (field) => {
      const answer = await billedItems({ filter: `${field}:eq:1` });
      expect(answer.status).toBe(400);
      expect(answer.error.code).toBe('BAD_FILTER');
      expect(answer.error.message).toContain(`Unknown filter field "${field}"`);
    },
  );

  it.each(['__proto__', 'constructor', 'toString'])(
    'sort %s:asc answers 400 naming the sort',
    async (field) => {
      const answer = await billedItems({ sort: `${field}:asc` });
      expect(answer.status).toBe(400);
      expect(answer.error.fields).toHaveProperty('sort');
    },
  );
});

describe('numbers and dates out of range', () => {
  it('a billed-items amount of 9999999999999999 answers 400', async () => {
    const answer = await billedItems({ filter: 'amount:eq:9999999999999999' });
    expect(answer.status).toBe(400);
    expect(answer.error.fields).toHaveProperty('filter');
  });

  it('a records payout of 9999999999999999 answers 400', async () => {
    const answer = await records({ filter: 'payout:eq:9999999999999999' });
    expect(answer.status).toBe(400);
  });

  it('a records duration beyond a bigint answers 400', async () => {
    const answer = await records({ filter: 'duration_seconds:in:1,99999999999999999999' });
    expect(answer.status).toBe(400);
  });

  it.each(['0000-01-01 00:00:00', '0001-01-01 00:00:00', '99999-01-01 00:00:00'])(
    'time_created:gte:%s answers 400',
    async (value) => {
      const answer = await records({ filter: `time_created:gte:${value}` });
      expect(answer.status).toBe(400);
      expect(answer.error.fields).toHaveProperty('filter');
    },
  );

  it('a lead move_date in year 0 answers 400', async () => {
    const answer = await call(getRecords, {
      query: { type: 'leads', filter: 'move_date:eq:0000-01-01' },
      as: owner,
    });
    expect(answer.status).toBe(400);
  });

  it('a billed-items timestamp in year 0 answers 400', async () => {
    const answer = await billedItems({ filter: 'timestamp:gte:0000-01-01 00:00:00' });
    expect(answer.status).toBe(400);
  });

  it('a paging cursor holding a key beyond a bigint answers 400 naming the cursor', async () => {
    const cursor = cursorOf({ s: 'payout:desc', d: 'next', k: '9999999999999999999', i: 1 });
    const answer = await records({ sort: 'payout:desc', cursor });
    expect(answer.status).toBe(400);
    expect(answer.error.fields).toHaveProperty('cursor');
  });

  it('a paging cursor holding a timestamp in year 0 answers 400 naming the cursor', async () => {
    const cursor = cursorOf({ s: 'time_created:desc', d: 'next', k: '0000-01-01T00:00:00.000000Z', i: 1 });
    const answer = await records({ sort: 'time_created:desc', cursor });
    expect(answer.status).toBe(400);
    expect(answer.error.fields).toHaveProperty('cursor');
  });
});

describe('request depth and size', () => {
  it('log content nested 10,000 deep answers 400 in the envelope', async () => {
    const content = '['.repeat(10_000) + ']'.repeat(10_000);
    const response = await context.app.inject({
      method: 'POST',
      url: '/api/logs/create',
      headers: { authorization: `Bearer ${owner.token}`, 'content-type': 'application/json' },
      payload: `{"event":"e","type":"error","content":${content}}`,
    });
    expect([400, 413]).toContain(response.statusCode);
    expect(response.json()).toMatchObject({ Status: 'fail', Error: { code: expect.any(String) } });
  });

  it('log content nested 100 deep is refused too (at most 32 levels)', async () => {
    let content: unknown = 'leaf';
    for (let depth = 0; depth < 100; depth += 1) content = { child: content };
    const answer = await call(createLog, { body: { event: 'e', type: 'error', content }, as: owner });
    expect(answer.status).toBe(400);
    expect(answer.error.code).toBe('VALIDATION_FAILED');
  });

  it('a body over 1 MB answers 413 in the envelope', async () => {
    const answer = await call(createLog, {
      body: unchecked({ event: 'e', type: 'error', content: 'x'.repeat(1_100_000) }),
      as: owner,
    });
    expect(answer.status).toBe(413);
    expect(answer.error.code).toBe('PAYLOAD_TOO_LARGE');
  });
});

describe('object prototype names as keys of the input', () => {
  it('a globalId object with its own toString answers 400, not 500', async () => {
    const answer = await call(markAllNotificationsRead, {
      body: unchecked({ globalId: { toString: 'x' } }),
      as: owner,
    });
    expect(answer.status).toBe(400);
    expect(answer.error.code).toBe('VALIDATION_FAILED');
  });

  it('a globalId object with its own valueOf answers 400, not 500', async () => {
    const answer = await call(createLog, {
      body: unchecked({ event: 'e', type: 'error', globalId: { valueOf: 1, toString: 2 } }),
      as: owner,
    });
    expect(answer.status).toBe(400);
  });

  it('a key named __proto__ anywhere in the body answers 400 (the JSON parser refuses it)', async () => {
    const content = JSON.parse('{"note":{"__proto__":{"polluted":true}}}');
    const answer = await call(createLog, { body: { event: 'e', type: 'error', content }, as: owner });
    expect(answer.status).toBe(400);
    expect(answer.error.code).toBe('VALIDATION_FAILED');
  });

  it.each(['constructor', 'prototype', 'toString', 'valueOf'])(
    'a key named %s anywhere in the body answers 400 naming where',
    async (key) => {
      const content = JSON.parse(`{"note":{"${key}":{"polluted":true}}}`);
      const answer = await call(createLog, { body: { event: 'e', type: 'error', content }, as: owner });
      expect(answer.status).toBe(400);
      expect(answer.error.fields).toHaveProperty('content.note');
    },
  );
});

describe('text that is not well-formed Unicode', () => {
  it.each(['x\ud800y', '\udc00', 'a\ud83d'])(
    'a lone surrogate %j in log content answers 400, not 500',
    async (text) => {
      const answer = await call(createLog, {
        body: { event: 'e', type: 'error', content: { text } },
        as: owner,
      });
      expect(answer.status).toBe(400);
      expect(answer.error.fields).toHaveProperty('content.text');
    },
  );

  it('a lone surrogate in a key answers 400', async () => {
    const answer = await call(createLog, {
      body: { event: 'e', type: 'error', content: { 'k\ud800': 1 } },
      as: owner,
    });
    expect(answer.status).toBe(400);
  });

  it('emoji (surrogate pairs) stay welcome', async () => {
    const answer = await call(createLog, {
      body: { event: 'e 😀', type: 'error', content: { text: 'moving 🚚' } },
      as: owner,
    });
    expect(answer.status).toBe(200);
  });
});
