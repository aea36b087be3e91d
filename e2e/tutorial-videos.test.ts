import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible, openAs, useBrowser } from './support/browser';
import { useOwnAccount } from './support/own-account';

const browser = useBrowser();
const account = useOwnAccount({ label: 'tutorial-videos' });
const WAIT = { timeout: 15_000 };
/** Set to a folder to keep screenshots of /tutorial (1440 and 375 px). */
const SCREENSHOTS = process.env.E2E_SCREENSHOTS;

async function tutorialsPage(width = 1440, height = 900): Promise<Page> {
  const { page } = await browser.newPage({ width, height });
  await openAs(page, account.owner, '/tutorial');
  await page.getByRole('heading', { level: 1, name: 'Tutorials' }).waitFor();
  return page;
}

const viewsOf = async (card: Locator) =>
  Number((await card.getByTestId('tutorial-views').textContent())?.replace(/\D/g, ''));

describe('/tutorial', () => {
  it('shows each tutorial as a video with English captions', async () => {
    const page = await tutorialsPage();
    const cards = page.getByRole('article');
    await expect.poll(() => cards.count(), WAIT).toBeGreaterThanOrEqual(6);
    for (const card of await cards.all()) {
      const video = card.locator('video');
      expect(await video.getAttribute('controls')).not.toBeNull();
      expect(await video.getAttribute('poster')).toMatch(/\.jpg$/);
      const captions = video.locator('track[kind="captions"]');
      expect(await captions.getAttribute('srclang')).toBe('en');
      expect(await captions.getAttribute('src')).toMatch(/\.vtt$/);
    }
    const video = page.getByRole('article', { name: 'Pause a campaign' }).locator('video');
    // The browser loaded the captions (shown by default) and the video's length.
    await expect
      .poll(
        () => video.evaluate((element: HTMLVideoElement) => element.textTracks[0]?.cues?.length ?? 0),
        WAIT,
      )
      .toBeGreaterThan(0);
    expect(await video.evaluate((element: HTMLVideoElement) => element.textTracks[0]?.mode)).toBe('showing');
    await expect
      .poll(() => video.evaluate((element: HTMLVideoElement) => element.duration), WAIT)
      .toBeGreaterThan(5);
    await expectAccessible(page);
    if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/tutorial-1440.png`, fullPage: true });
  });

  it('counts a play once however often it is paused, and a play after the end again', async () => {
    const page = await tutorialsPage();
    const viewCalls: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/api/videos/view'))
        viewCalls.push(request.url());
    });
    const card = page.getByRole('article', { name: 'Pause a campaign' });
    await card.getByTestId('tutorial-views').waitFor();
    const before = await viewsOf(card);
    const video = card.locator('video');
    expect(
      await video.evaluate((element: HTMLVideoElement) => element.canPlayType('video/webm; codecs="vp9"')),
    ).toBe('probably');

    // Headless Chromium plays it (muted, as autoplay rules allow without a gesture).
    await video.evaluate(async (element: HTMLVideoElement) => {
      element.muted = true;
      await element.play();
    });
    await expect
      .poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime), WAIT)
      .toBeGreaterThan(0.3);
    await expect.poll(() => viewsOf(card), WAIT).toBe(before + 1);
    await card.getByText('Watched').waitFor(WAIT);

    await video.evaluate(async (element: HTMLVideoElement) => {
      element.pause();
      await element.play();
      element.currentTime = element.duration - 0.2;
      await new Promise((done) => element.addEventListener('ended', done, { once: true }));
      await element.play();
    });
    await expect.poll(() => viewsOf(card), WAIT).toBe(before + 2);
    expect(viewCalls).toHaveLength(2);

    await page.reload();
    const reloaded = page.getByRole('article', { name: 'Pause a campaign' });
    await reloaded.getByTestId('tutorial-views').waitFor(WAIT);
    expect(await viewsOf(reloaded)).toBe(before + 2);
    expect(await reloaded.getByText('Watched').isVisible()).toBe(true);
  });

  it('fits a phone: the videos as wide as the screen, nothing wider', async () => {
    const page = await tutorialsPage(375, 812);
    const video = page.getByRole('article').first().locator('video');
    await video.waitFor(WAIT);
    const widths = await page.evaluate(() => ({
      page: document.documentElement.scrollWidth,
      screen: window.innerWidth,
    }));
    expect(widths.page).toBeLessThanOrEqual(widths.screen);
    const box = await video.boundingBox();
    expect(box!.width).toBeGreaterThan(300);
    if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/tutorial-375.png`, fullPage: true });
  });
});
