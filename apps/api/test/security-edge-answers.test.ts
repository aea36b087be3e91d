import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getCurrentUser, getTokenMetaData, proappLogin, saveDeliverySettings } from '@vanbid/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { unchecked } from './support/call';
import { type SignedInOwner, signedInOwner, TEST_PASSWORD } from './support/signed-in';
import { useTestApp } from './support/test-app';

// Issue #16, finding 5: answers Node or Socket.IO give outside Fastify, and answers too long to read.
const context = useTestApp();
const { call } = context;
let owner: SignedInOwner;
let port: number;

beforeAll(async () => {
  owner = await signedInOwner(context);
  await context.app.listen({ port: 0, host: '127.0.0.1' });
  port = (context.app.server.address() as AddressInfo).port;
});

interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** One request over a real socket: what Node's HTTP parser and Socket.IO answer, not only Fastify. */
function rawRequest(path: string, headers: Record<string, string> = {}): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const outgoing = request({ host: '127.0.0.1', port, path, headers }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        body += chunk;
      });
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body }),
      );
    });
    outgoing.on('error', reject);
    outgoing.end();
  });
}

const failEnvelope = (code: string) => ({ Status: 'fail', Error: { code, message: expect.any(String) } });

describe('answers outside the envelope', () => {
  it('a path parameter too long answers 414 in the envelope, without echoing the path', async () => {
    const longId = 'x'.repeat(5000);
    const answer = await rawRequest(`/api/campaigns/${longId}`);
    expect(answer.status).toBe(414);
    expect(JSON.parse(answer.body)).toEqual(failEnvelope('URI_TOO_LONG'));
    expect(answer.body).not.toContain('xxxxxxxxxx');
    expect(answer.body.length).toBeLessThan(300);
  });

  it('an unknown path answers 404 without echoing all of it', async () => {
    const answer = await rawRequest(`/api/${'w'.repeat(10_000)}`);
    expect(answer.status).toBe(404);
    expect(JSON.parse(answer.body)).toEqual(failEnvelope('ROUTE_NOT_FOUND'));
    expect(answer.body.length).toBeLessThan(300);
  });

  it('a malformed path answers 400 in the envelope, without echoing the path', async () => {
    const answer = await rawRequest(`/api/campaigns/%E0%A4%A${'y'.repeat(50)}`);
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body)).toEqual(failEnvelope('VALIDATION_FAILED'));
    expect(answer.body).not.toContain('yyyyyyyyyy');
  });

  it('headers too large answer 431 in the envelope', async () => {
    const answer = await rawRequest('/api/users/getTokenMetaData', { 'x-padding': 'p'.repeat(20_000) });
    expect(answer.status).toBe(431);
    expect(JSON.parse(answer.body)).toEqual(failEnvelope('HEADERS_TOO_LARGE'));
    expect(answer.body).not.toContain('ppppppppp');
  });

  it('a URL too long for the server answers 431 in the envelope, without echoing it', async () => {
    const answer = await rawRequest(`/api/users/getTokenMetaData?q=${'z'.repeat(20_000)}`);
    expect(answer.status).toBe(431);
    expect(JSON.parse(answer.body)).toEqual(failEnvelope('HEADERS_TOO_LARGE'));
    expect(answer.body.length).toBeLessThan(300);
  });
});

describe('answers short enough to read', () => {
  it('20,000 unknown notification types answer a short 400 naming the first few', async () => {
    const settings = Object.fromEntries(
      Array.from({ length: 20_000 }, (_, index) => [`unknown_${index}`, { email: true }]),
    );
    const answer = await call(saveDeliverySettings, { body: unchecked({ settings }), as: owner });
    expect(answer.status).toBe(400);
    expect(answer.error.code).toBe('VALIDATION_FAILED');
    expect(Object.keys(answer.error.fields ?? {}).length).toBeLessThanOrEqual(10);
    expect(answer.error.message).toContain('unknown_0');
    expect(answer.text.length).toBeLessThan(4000);
  });
});

describe('Cache-Control', () => {
  it('is no-store on signed-in answers', async () => {
    for (const endpoint of [getTokenMetaData, getCurrentUser]) {
      const answer = await call(endpoint, { as: owner });
      expect(answer.status).toBe(200);
      expect(answer.headers['cache-control']).toBe('no-store');
    }
  });

  it('is no-store on the sign-in answer (it carries the token) and on a refusal', async () => {
    const signIn = await call(proappLogin, { body: { login: owner.email, password: TEST_PASSWORD } });
    expect(signIn.headers['cache-control']).toBe('no-store');
    const refused = await call(getTokenMetaData, { as: { token: 'not-a-token' } });
    expect(refused.status).toBe(401);
    expect(refused.headers['cache-control']).toBe('no-store');
  });
});

describe('security headers', () => {
  it('are on API answers', async () => {
    const answer = await rawRequest('/api/users/getTokenMetaData');
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    expect(answer.headers['content-security-policy']).toContain("default-src 'self'");
  });

  it('are on Socket.IO polling answers, which Socket.IO gives outside Fastify', async () => {
    const answer = await rawRequest('/socket.io/?EIO=4&transport=polling', {
      origin: `http://127.0.0.1:${port}`,
    });
    expect(answer.status).toBe(200);
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    expect(answer.headers['content-security-policy']).toContain("default-src 'self'");
    expect(answer.headers['strict-transport-security']).toBeDefined();
    expect(answer.headers['cache-control']).toBe('no-store');
  });

  it('are on the refusals Socket.IO gives itself', async () => {
    const answer = await rawRequest('/socket.io/?EIO=4&transport=polling&sid=unknown');
    expect(answer.status).toBe(400);
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
  });
});
