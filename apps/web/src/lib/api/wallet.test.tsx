// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSessionCredentials, saveCredentials } from '../session';
import { useChargeBalance } from './wallet';

function wrapper({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={new QueryClient()}>{children}</QueryClientProvider>;
}

const keyOf = (call: unknown[]) =>
  ((call[1] as RequestInit).headers as Record<string, string>)['Idempotency-Key'];

describe('Add funds (useChargeBalance)', () => {
  beforeEach(() => saveCredentials('token-1', 7));
  afterEach(() => {
    clearSessionCredentials();
    vi.unstubAllGlobals();
  });

  it('sends the same Idempotency-Key when the user tries again after no answer, and a new one after a success', async () => {
    const ok = () => new Response(JSON.stringify({ Status: 'ok', Data: { balance: 50 } }), { status: 200 });
    const fetchMock = vi
      .fn()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(ok())
      .mockResolvedValueOnce(ok());
    vi.stubGlobal('fetch', fetchMock);
    const { result } = renderHook(() => useChargeBalance(), { wrapper });
    const body = { amount: 50, payment_method_id: 'pm_1' };
    await act(() => result.current.mutateAsync(body).catch(() => undefined));
    await act(() => result.current.mutateAsync(body));
    await act(() => result.current.mutateAsync(body));
    const keys = fetchMock.mock.calls.map(keyOf);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[1]);
  });
});
