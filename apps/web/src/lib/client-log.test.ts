// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callsTo, stubApi } from '../testing/fake-api';
import { CLIENT_LOG_BATCH_MS, CLIENT_LOG_LIMIT, logClientEvent, resetClientLog } from './client-log';
import { reportError } from './report-error';
import { clearSessionCredentials, saveCredentials, saveTokenMetaData } from './session';

describe('the client’s activity and error log (POST /logs/create)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    saveCredentials('token', 7);
    saveTokenMetaData({
      exp: 2_000_000_000,
      sub: '1',
      user: { role: 'user', inviteType: null, isMainAccount: true, globalId: 7 },
    });
  });
  afterEach(() => {
    resetClientLog();
    clearSessionCredentials();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('sends an error the app met with the spec’s fields, in a batch a moment later', async () => {
    const fetchMock = stubApi({
      '/logs/create': () => ({ id: 1 }),
      '/api/report': () => ({ received: true }),
    });
    reportError(new TypeError('x is undefined'));
    logClientEvent({
      event: 'Exported CSV',
      type: 'user_activity',
      importance: 1,
      content: { file: 'a.csv' },
    });
    expect(callsTo(fetchMock, 'POST /logs/create')).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(CLIENT_LOG_BATCH_MS);
    const sent = callsTo(fetchMock, 'POST /logs/create').map((call) => call.body);
    expect(sent).toEqual([
      expect.objectContaining({
        event: 'Page error',
        type: 'error',
        importance: 3,
        content: expect.objectContaining({ message: 'TypeError: x is undefined' }),
        global_id: 7,
        role: 'user',
      }),
      expect.objectContaining({ event: 'Exported CSV', type: 'user_activity', importance: 1, global_id: 7 }),
    ]);
  });

  it('does not flood: the same event once, and at most a limit per page load', async () => {
    const fetchMock = stubApi({ '/logs/create': () => ({ id: 1 }) });
    for (let round = 0; round < 3; round += 1) {
      for (let index = 0; index < CLIENT_LOG_LIMIT + 10; index += 1) {
        logClientEvent({ event: 'Could not load data', type: 'error', importance: 2, content: { index } });
      }
    }
    await vi.advanceTimersByTimeAsync(CLIENT_LOG_BATCH_MS);
    expect(callsTo(fetchMock, 'POST /logs/create')).toHaveLength(CLIENT_LOG_LIMIT);
  });

  it('sends nothing without a session', async () => {
    clearSessionCredentials();
    const fetchMock = stubApi({ '/logs/create': () => ({ id: 1 }) });
    logClientEvent({ event: 'Exported CSV', type: 'user_activity', importance: 1 });
    await vi.advanceTimersByTimeAsync(CLIENT_LOG_BATCH_MS);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
