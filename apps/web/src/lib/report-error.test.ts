// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error';
import { reportError } from './report-error';

describe('reportError', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends an error the app met to the report service once, and never the API’s own answers', async () => {
    const fetchMock = vi
      .fn()
      .mockResolvedValue(new Response(JSON.stringify({ Status: 'ok', Data: { received: true } })));
    vi.stubGlobal('fetch', fetchMock);
    const error = new TypeError('x is undefined');
    reportError(error);
    reportError(error);
    reportError(new ApiError(400, 'VALIDATION_FAILED', 'Enter a ZIP code'));
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(String(url)).toMatch(/\/report\/api\/report$/);
    expect(JSON.parse(init.body)).toMatchObject({
      message: 'TypeError: x is undefined',
      url: expect.stringContaining('http'),
    });
  });
});
