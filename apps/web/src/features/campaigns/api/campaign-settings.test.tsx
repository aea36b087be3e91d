// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { Campaign } from '@vanbid/contract';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { clearSessionCredentials, saveCredentials } from '../../../lib/session';
import { useCampaignChange, useCampaignWrites } from './campaign-settings';
import { type CampaignList, campaignListsKey } from './campaigns';

const GLOBAL_ID = 7;
const campaign = { campaignId: 1, nickname: 'Before', lastBuyDate: '2026-11-21 10:00:00' } as Campaign;
const list: CampaignList = { campaigns: [campaign], available_campaigns: [] };

function setUp() {
  saveCredentials('token', GLOBAL_ID);
  const client = new QueryClient();
  const key = [...campaignListsKey(GLOBAL_ID), 'America/New_York'];
  client.setQueryData(key, list);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const cached = () => client.getQueryData<CampaignList>(key)?.campaigns[0];
  return { wrapper, nicknameIn: () => cached()?.nickname, cached };
}

describe('useCampaignChange', () => {
  afterEach(() => clearSessionCredentials());

  it('shows the change at once and keeps the server’s campaign (with the cached lastBuyDate)', async () => {
    const { wrapper, nicknameIn, cached } = setUp();
    let answer: (value: { campaign: Campaign }) => void = () => {};
    const { result } = renderHook(
      () =>
        useCampaignChange<string>({
          send: () => new Promise((resolve) => (answer = resolve)),
          patch: (nickname) => ({ nickname }),
          success: 'Saved',
        }),
      { wrapper },
    );
    act(() => result.current.mutate({ campaignId: 1, value: 'Optimistic' }));
    await waitFor(() => expect(nicknameIn()).toBe('Optimistic'));
    act(() => answer({ campaign: { ...campaign, nickname: 'From server', lastBuyDate: 'other zone' } }));
    await waitFor(() => expect(nicknameIn()).toBe('From server'));
    expect(cached()?.lastBuyDate).toBe('2026-11-21 10:00:00');
  });

  it('rolls back when the call fails', async () => {
    const { wrapper, nicknameIn } = setUp();
    const { result } = renderHook(
      () =>
        useCampaignChange<string>({
          send: () => Promise.reject(new Error('refused')),
          patch: (nickname) => ({ nickname }),
          success: 'Saved',
        }),
      { wrapper },
    );
    act(() => result.current.mutate({ campaignId: 1, value: 'Doomed' }));
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(nicknameIn()).toBe('Before');
  });
});

describe('useCampaignWrites', () => {
  afterEach(() => clearSessionCredentials());

  it('gives the cards the same saves on every render, also after a save', async () => {
    const { wrapper } = setUp();
    const { result, rerender } = renderHook(() => useCampaignWrites(), { wrapper });
    const first = result.current;
    rerender();
    expect(result.current).toBe(first);
    act(() => result.current.nickname.mutate({ campaignId: 1, value: 'Renamed' }));
    rerender();
    expect(result.current).toBe(first);
  });
});
