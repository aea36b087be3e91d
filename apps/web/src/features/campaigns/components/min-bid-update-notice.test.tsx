// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dispatchServerEvent } from '../../../lib/server-events';
import { clearSessionCredentials, saveCredentials } from '../../../lib/session';
import { renderInApp, stubApi } from '../../../testing/fake-api';
import { MinBidUpdateNotice } from './min-bid-update-notice';

/** The page the owner works on while the hourly job moves the minimums (an inline setting). */
function CampaignsAtWork({ onViewSchedule }: { onViewSchedule: () => void }) {
  return (
    <>
      <article aria-label="Moving Leads — Richmond">
        <label>
          Daily limit <input defaultValue="900" />
        </label>
      </article>
      <MinBidUpdateNotice onViewSchedule={onViewSchedule} />
    </>
  );
}

describe('the minimum-bid update notice (MIN_BID_UPDATE, each hour the minimums move)', () => {
  beforeEach(() => saveCredentials('token', 7));
  afterEach(() => {
    cleanup();
    clearSessionCredentials();
    vi.unstubAllGlobals();
  });

  it('tells the owner without taking the page: the cards stay reachable and the field keeps its focus', async () => {
    stubApi({});
    const onViewSchedule = vi.fn();
    renderInApp(<CampaignsAtWork onViewSchedule={onViewSchedule} />);
    const limit = screen.getByRole('textbox', { name: 'Daily limit' });
    limit.focus();

    dispatchServerEvent('MIN_BID_UPDATE', { campaignTypeId: 2, distance: 'local' });
    const notice = await screen.findByRole('status', { name: 'Minimum bids were updated' });
    expect(notice.textContent).toContain('local minimums changed');
    expect(screen.getByRole('article', { name: 'Moving Leads — Richmond' })).toBeTruthy();
    expect(document.activeElement).toBe(limit);

    await userEvent.click(screen.getByRole('button', { name: 'View Schedule' }));
    expect(onViewSchedule).toHaveBeenCalledWith({ campaignTypeId: 2, distance: 'local' });
    await waitFor(() =>
      expect(screen.queryByRole('status', { name: 'Minimum bids were updated' })).toBeNull(),
    );
  });

  it('goes with Got it', async () => {
    stubApi({});
    renderInApp(<CampaignsAtWork onViewSchedule={() => {}} />);
    dispatchServerEvent('MIN_BID_UPDATE', { campaignTypeId: 2, distance: 'long' });
    await screen.findByRole('status', { name: 'Minimum bids were updated' });
    await userEvent.click(screen.getByRole('button', { name: 'Got it' }));
    await waitFor(() =>
      expect(screen.queryByRole('status', { name: 'Minimum bids were updated' })).toBeNull(),
    );
  });
});
