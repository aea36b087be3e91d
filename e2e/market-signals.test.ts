import { EASTERN_TIME_ZONE } from '@vanbid/domain';
import { describe, expect, it } from 'vitest';
import { openAs, setClock, useBrowser } from './support/browser';
import { runOperatorCommand } from './support/database';
import { useOwnAccount } from './support/own-account';

const browser = useBrowser();
const CAMPAIGN = 'Moving Leads — Roanoke';
const HOUR_MS = 3_600_000;
/**
 * A lead campaign of a type no other account buys (MD Moving leads), so the minimums this file
 * moves, and the notices they send, are its own.
 */
const account = useOwnAccount({
  label: 'market-signals',
  campaigns: [{ group: 'leads', nickname: CAMPAIGN, leadType: 'Local', campaignTypeId: 5, bidPercent: 20 }],
  walletCents: 250_000,
});

interface MinBidChange {
  campaignTypeId: number;
  distance: 'local' | 'long';
  weekday: string;
  hour: number;
  oldCents: number;
  newCents: number;
}

const easternParts = (at: Date) =>
  Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone: EASTERN_TIME_ZONE,
      weekday: 'short',
      hour: 'numeric',
      hourCycle: 'h23',
    })
      .formatToParts(at)
      .map((part) => [part.type, part.value]),
  ) as { weekday: string; hour: string };

/**
 * The test's clock: half past eleven Eastern two or three days ago. A weekday hour the demo's five
 * weeks of traffic filled, and a slot the server's own hourly run (of today's hour) does not touch
 * while the test runs, whatever the time it starts.
 */
function testMoment(): Date {
  let at = new Date(Date.now() - 2 * 24 * HOUR_MS);
  while (Number(easternParts(at).hour) !== 11) at = new Date(at.getTime() - HOUR_MS);
  return new Date(Math.floor(at.getTime() / HOUR_MS) * HOUR_MS + 30 * 60_000);
}

describe('minimum bids that follow the market', () => {
  it('traffic moves a minimum: the notice appears and View Schedule shows the new value', async () => {
    const at = testMoment();
    const { page, context } = await browser.newPage();
    // The portal's clock is the test's: the schedule highlights the slot the job recalculates.
    await setClock(context, at);
    await openAs(page, account.owner, '/campaigns/all');
    const card = page.getByRole('article', { name: CAMPAIGN, exact: true });
    await card.waitFor();
    const typeId = Number(await card.getAttribute('data-campaign-type-id'));
    expect(typeId).toBeGreaterThan(0);

    // The hourly job, run for the test's moment (the operator command): the slot's four weeks of
    // offers against the campaigns buying then.
    const output = runOperatorCommand('market-signals', [
      'minimums',
      '--at',
      at.toISOString(),
      String(typeId),
    ]);
    const changes = JSON.parse(output.trim().split('\n').at(-1)!) as MinBidChange[];
    const local = changes.find((change) => change.distance === 'local');
    expect(local).toBeDefined();
    expect(local!.newCents).not.toBe(local!.oldCents);
    const slot = easternParts(at);
    // The slot of the test's moment, not of the present hour.
    expect({ weekday: local!.weekday, hour: local!.hour }).toEqual({
      weekday: slot.weekday.toLowerCase(),
      hour: 11,
    });

    const notice = page.getByRole('status', { name: 'Minimum bids were updated' });
    await notice.waitFor({ timeout: 20_000 });
    await notice.getByRole('button', { name: 'View Schedule' }).click();
    const schedule = page.getByTestId('bid-schedule');
    await schedule.getByRole('heading', { name: /Weekly Minimum Bid Schedule/ }).waitFor();
    const current = schedule.locator('[data-current="true"]');
    // The notice of the last slot that moved opens its schedule: this type's local one, or its
    // long-distance one when that moved too.
    const moved = changes
      .filter((change) => change.campaignTypeId === typeId && change.newCents !== change.oldCents)
      .map((change) => (change.newCents / 100).toFixed(2));
    await expect.poll(async () => moved.includes((await current.textContent()) ?? '')).toBe(true);
  });
});
