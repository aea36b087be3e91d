import { describe, expect, it } from 'vitest';
import { expectNoContentSecurityViolation, openAs, useBrowser } from './support/browser';
import { useOwnAccount } from './support/own-account';

const browser = useBrowser();
const account = useOwnAccount({ label: 'guardrails' });

describe('the Content-Security-Policy', () => {
  it('allows no inline style, and every page still renders styled with nothing refused', async () => {
    const { page } = await browser.newPage();
    const login = await page.goto('/login');
    const policy = login!.headers()['content-security-policy'] ?? '';
    expect(policy).toMatch(/style-src 'self' 'nonce-[A-Za-z0-9+/=]+'/);
    expect(policy).not.toContain('unsafe-inline');
    await openAs(page, account.owner);
    for (const path of ['/campaigns/recent', '/call-log', '/wallet', '/settings']) {
      await page.goto(path);
      await page.locator('h1').first().waitFor();
      await page.waitForLoadState('networkidle');
      // MUI's styles (emotion's, with the page's nonce) applied: the theme's h1, not the browser's.
      const heading = await page.evaluate(() => {
        const style = getComputedStyle(document.querySelector('h1')!);
        return { size: style.fontSize, font: style.fontFamily };
      });
      expect(heading).toEqual({ size: '26px', font: expect.stringMatching(/^Inter/) });
    }
    // The logs' data grid adds a style element of its own.
    await page.goto('/call-log');
    await page.getByRole('grid').waitFor();
    expectNoContentSecurityViolation(page);
  });
});

describe('bad links and placeholders', () => {
  it('sends a signed-out deep link to the login with a message, and on to the page after signing in', async () => {
    const { page } = await browser.newPage();
    await page.goto('/lead-log');
    await page.waitForURL('**/login?next=%2Flead-log');
    await page.getByText('Please sign in to open that page. You go on to it right after.').waitFor();
    await page.getByLabel(/e-?mail/i).fill(account.owner.email);
    await page.getByLabel(/password/i).fill(account.owner.password);
    await page.getByRole('button', { name: /sign in|log in/i }).click();
    await page.waitForURL('**/lead-log');
    await page.getByRole('heading', { level: 1, name: 'Lead log' }).waitFor();
  });

  it('names an unknown address and offers the way back', async () => {
    const { page } = await browser.newPage();
    // Sent there from the campaign list (a stale link on it): the way back goes there.
    await openAs(page, account.owner);
    const campaigns = page.url();
    await page.goto('/no-such-page', { referer: campaigns });
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    expect(await page.getByText('Vanbid has no page at /no-such-page.').isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Go back' }).click();
    await page.waitForURL('**/campaigns/recent');
    // Typed in the address bar: the page before may be another site's, so only the campaigns.
    await page.goto('/typed-wrong');
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    expect(await page.getByRole('link', { name: 'Go to your campaigns' }).isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Go back' }).count()).toBe(0);
  });

  it('opens the page where a tutorial is done', async () => {
    const { page } = await browser.newPage();
    await openAs(page, account.owner, '/tutorial');
    const guide = page.getByRole('article', { name: 'Read the call and lead logs' });
    await guide.getByRole('button', { name: 'Try it yourself' }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/call-log'));
  });
});
