// @vitest-environment jsdom
import { exportBilledItems, getCompanyUserMeta, proappLogin, updateMe } from '@vanbid/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiFile, apiRequest } from './api-client';
import { ApiError, NETWORK_ERROR_MESSAGE } from './api-error';
import { clearSessionCredentials, saveCredentials } from './session';
import { setTwoFactorRequiredHandler, setUnauthorizedHandler } from './session-end-handlers';

function answer(status: number, body: unknown) {
  return vi.fn().mockResolvedValue(new Response(JSON.stringify(body), { status }));
}

describe('apiRequest', () => {
  beforeEach(() => saveCredentials('token-1', 7));
  afterEach(() => {
    clearSessionCredentials();
    vi.unstubAllGlobals();
    window.history.replaceState(null, '', '/');
  });

  it('sends the bearer token and globalId in the query of a GET and answers Data', async () => {
    const fetchMock = answer(200, { Status: 'ok', Data: { metaData: { company_info: true } } });
    vi.stubGlobal('fetch', fetchMock);
    const data = await apiRequest(getCompanyUserMeta);
    expect(data).toEqual({ metaData: { company_info: true } });
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/user-meta/company?globalId=7');
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer token-1');
  });

  it('adds globalId to every JSON body', async () => {
    const fetchMock = answer(200, { Status: 'ok', Data: {} });
    vi.stubGlobal('fetch', fetchMock);
    await apiRequest(updateMe, { body: { newUserName: 'Dana' } });
    const [, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(JSON.parse(init.body as string)).toEqual({ globalId: 7, newUserName: 'Dana' });
  });

  it('throws the envelope error as an ApiError', async () => {
    vi.stubGlobal(
      'fetch',
      answer(400, {
        Status: 'fail',
        Error: { code: 'VALIDATION_FAILED', message: 'Bad', fields: { a: 'x' } },
      }),
    );
    const error = await apiRequest(updateMe, { body: { newUserName: 'D' } }).catch((caught) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      code: 'VALIDATION_FAILED',
      message: 'Bad',
      fields: { a: 'x' },
    });
  });

  it('turns a network failure into a friendly ApiError', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    await expect(apiRequest(getCompanyUserMeta)).rejects.toMatchObject({
      code: 'NETWORK',
      message: NETWORK_ERROR_MESSAGE,
    });
  });

  it('ends the session on a 401 outside the public paths only', async () => {
    const onUnauthorized = vi.fn();
    setUnauthorizedHandler(onUnauthorized);
    const unauthorized = { Status: 'fail', Error: { code: 'UNAUTHENTICATED', message: 'Sign in' } };
    vi.stubGlobal('fetch', answer(401, unauthorized));
    window.history.replaceState(null, '', '/login');
    await expect(apiRequest(proappLogin, { body: { login: 'a@b.c', password: 'x' } })).rejects.toBeInstanceOf(
      ApiError,
    );
    expect(onUnauthorized).not.toHaveBeenCalled();
    vi.stubGlobal('fetch', answer(401, unauthorized));
    window.history.replaceState(null, '', '/wallet');
    await expect(apiRequest(getCompanyUserMeta)).rejects.toBeInstanceOf(ApiError);
    expect(onUnauthorized).toHaveBeenCalledOnce();
  });

  it('ends the session when the selected company is no longer the user’s (removed from it)', async () => {
    const onUnauthorized = vi.fn();
    setUnauthorizedHandler(onUnauthorized);
    const forbidden = { code: 'ACCOUNT_FORBIDDEN', message: 'You do not have access to this account' };
    vi.stubGlobal('fetch', answer(403, { Status: 'fail', Error: forbidden }));
    window.history.replaceState(null, '', '/settings');
    await expect(apiRequest(getCompanyUserMeta)).rejects.toBeInstanceOf(ApiError);
    expect(onUnauthorized).toHaveBeenCalledOnce();
    const refused = { code: 'FORBIDDEN', message: 'As Other of this company you cannot move money.' };
    vi.stubGlobal('fetch', answer(403, { Status: 'fail', Error: refused }));
    await expect(apiRequest(getCompanyUserMeta)).rejects.toBeInstanceOf(ApiError);
    expect(onUnauthorized).toHaveBeenCalledOnce();
  });

  it('sends a member whose company requires two-factor sign-in to turn it on, keeping the session', async () => {
    const onUnauthorized = vi.fn();
    const onTwoFactorRequired = vi.fn();
    setUnauthorizedHandler(onUnauthorized);
    setTwoFactorRequiredHandler(onTwoFactorRequired);
    const required = { code: 'TWO_FACTOR_REQUIRED', message: 'Turn it on under Settings → Security' };
    vi.stubGlobal('fetch', answer(403, { Status: 'fail', Error: required }));
    window.history.replaceState(null, '', '/invited-manager/3');
    await expect(apiRequest(getCompanyUserMeta)).rejects.toMatchObject({ code: 'TWO_FACTOR_REQUIRED' });
    expect(onTwoFactorRequired).not.toHaveBeenCalled();
    vi.stubGlobal('fetch', answer(403, { Status: 'fail', Error: required }));
    window.history.replaceState(null, '', '/wallet');
    await expect(apiRequest(getCompanyUserMeta)).rejects.toMatchObject({ code: 'TWO_FACTOR_REQUIRED' });
    expect(onTwoFactorRequired).toHaveBeenCalledOnce();
    expect(onUnauthorized).not.toHaveBeenCalled();
  });
});

describe('apiFile', () => {
  beforeEach(() => saveCredentials('token-1', 7));
  afterEach(() => {
    clearSessionCredentials();
    vi.unstubAllGlobals();
  });

  it('answers the file under the name the server gives, with the token and globalId sent', async () => {
    const csv = new Response('\uFEFFDate,Type\r\n', {
      headers: {
        'content-type': 'text/csv',
        'content-disposition': 'attachment; filename="t-2026-01-10.csv"',
      },
    });
    const fetchMock = vi.fn().mockResolvedValue(csv);
    vi.stubGlobal('fetch', fetchMock);
    const file = await apiFile(exportBilledItems, { query: { filter: 'type:eq:lead' } });
    expect(file.name).toBe('t-2026-01-10.csv');
    expect(await file.text()).toContain('Date,Type');
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/payment/exportBilledItems?globalId=7&filter=type%3Aeq%3Alead');
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer token-1');
  });

  it('throws the JSON envelope of a refusal as an ApiError', async () => {
    vi.stubGlobal(
      'fetch',
      answer(400, { Status: 'fail', Error: { code: 'BAD_FILTER', message: 'Bad filter' } }),
    );
    await expect(apiFile(exportBilledItems)).rejects.toMatchObject({
      code: 'BAD_FILTER',
      message: 'Bad filter',
    });
  });
});
