import { describe, expect, it } from 'vitest';
import { signedInOwner, useTestApp } from './support/test-app';

const context = useTestApp();

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
    const response = await context.app.inject({
      method: 'POST',
      url: '/api/users/proappLogin',
      headers: { 'content-type': 'application/json' },
      payload: '{"login":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ Status: 'fail', Error: { code: 'VALIDATION_FAILED' } });
  });

  it('answers an oversize body with 413', async () => {
    const response = await context.app.inject({
      method: 'POST',
      url: '/api/users/proappLogin',
      payload: { login: 'x'.repeat(2 * 1024 * 1024), password: 'y' },
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().Error.code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('never sends a stack trace, whatever the failure', async () => {
    const owner = await signedInOwner(context);
    const attempts = [
      context.app.inject({
        method: 'POST',
        url: '/api/users/proappLogin',
        payload: '[]',
        headers: { 'content-type': 'application/json' },
      }),
      context.app.inject({
        method: 'POST',
        url: '/api/users/proappLogin',
        payload: 'login=a',
        headers: { 'content-type': 'text/plain' },
      }),
      owner.call({ method: 'GET', url: '/api/company/getCompanyName?globalId=abc' }),
      owner.call({ method: 'GET', url: '/api/company/getCompanyName?globalId=99999999999999999999' }),
      owner.call({ method: 'POST', url: '/api/users/updateMe', payload: { newUserName: 42 } }),
      owner.call({ method: 'PATCH', url: '/api/user-meta/company', payload: { company_info: true } }),
    ];
    for (const response of await Promise.all(attempts)) {
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
      expect(response.body).not.toMatch(/\bat .+\.(ts|js):\d+/);
      expect(response.body).not.toContain('stack');
      expect(response.json().Status).toBe('fail');
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
      expect.arrayContaining([
        '/api/users/proappLogin',
        '/api/company/getAllDetails',
        '/api/user-meta/company',
      ]),
    );
    expect(
      document.paths['/api/users/proappLogin'].post.requestBody.content['application/json'].schema.required,
    ).toEqual(['login', 'password']);
    const page = await context.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
  });
});
