import {
  getAllDetails,
  getCompanyName,
  getCompanyUserMeta,
  patchCompanyUserMeta,
  proappLogin,
  updateMe,
} from '@vanbid/contract';
import { describe, expect, it } from 'vitest';
import { unchecked, urlOf } from './support/call';
import { signedInOwner } from './support/signed-in';
import { useTestApp } from './support/test-app';

const context = useTestApp();
const { call } = context;

describe('the wire', () => {
  it('answers an unknown API route with the 404 envelope', async () => {
    const response = await context.app.inject({ method: 'GET', url: '/api/no/such/route' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      Status: 'fail',
      Error: { code: 'ROUTE_NOT_FOUND', message: 'No route GET /api/no/such/route' },
    });
  });

  it('answers malformed JSON with a 400 envelope', async () => {
    const response = await call(proappLogin, {
      headers: { 'content-type': 'application/json' },
      body: unchecked('{"login":'),
    });
    expect(response.status).toBe(400);
    expect(response.envelope).toMatchObject({ Status: 'fail', Error: { code: 'VALIDATION_FAILED' } });
  });

  it('answers an oversize body with 413', async () => {
    const response = await call(proappLogin, { body: { login: 'x'.repeat(2 * 1024 * 1024), password: 'y' } });
    expect(response.status).toBe(413);
    expect(response.error.code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('never sends a stack trace, whatever the failure', async () => {
    const owner = await signedInOwner(context);
    const attempts = [
      call(proappLogin, { headers: { 'content-type': 'application/json' }, body: unchecked('[]') }),
      call(proappLogin, { headers: { 'content-type': 'text/plain' }, body: unchecked('login=a') }),
      call(getCompanyName, { as: owner, query: { globalId: 'abc' } }),
      call(getCompanyName, { as: owner, query: { globalId: '99999999999999999999' } }),
      call(updateMe, { as: owner, body: { newUserName: unchecked(42) } }),
      call(patchCompanyUserMeta, { as: owner, body: unchecked({ company_info: true }) }),
    ];
    for (const response of await Promise.all(attempts)) {
      expect(response.status).toBeGreaterThanOrEqual(400);
      expect(response.status).toBeLessThan(500);
      expect(response.text).not.toMatch(/\bat .+\.(ts|js):\d+/);
      expect(response.text).not.toContain('stack');
      expect(response.envelope.Status).toBe('fail');
    }
  });

  it('sets security headers and compresses large answers', async () => {
    const response = await context.app.inject({
      method: 'GET',
      url: '/api/docs/json',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
  });

  it('publishes an OpenAPI document generated from the contract and a browsable page', async () => {
    const document = (await context.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([urlOf(proappLogin), urlOf(getAllDetails), urlOf(getCompanyUserMeta)]),
    );
    expect(
      document.paths[urlOf(proappLogin)].post.requestBody.content['application/json'].schema.required,
    ).toEqual(['login', 'password']);
    const getCompanyNameDocs = document.paths[urlOf(getCompanyName)].get;
    expect(getCompanyNameDocs.parameters).toEqual(
      expect.arrayContaining([expect.objectContaining({ in: 'query', name: 'globalId', required: false })]),
    );
    const updateMeBody = document.paths[urlOf(updateMe)].post.requestBody.content['application/json'].schema;
    expect(Object.keys(updateMeBody.properties)).toEqual(['newUserName', 'globalId']);
    const page = await context.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
  });
});
