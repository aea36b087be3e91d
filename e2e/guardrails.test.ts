import { describe, expect, it } from 'vitest';
import { DEMO, signIn, useBrowser } from './support/browser';

const browser = useBrowser();

describe('bad links and placeholders', () => {
  it('sends a signed-out deep link to the login with a message, and on to the page after signing in', async () => {
    const { page } = await browser.newPage();
    await page.goto('/lead-log');
    await page.waitForURL('**/login?next=%2Flead-log');
    await page.getByText('Please sign in to open that page. You go on to it right after.').waitFor();
    await page.getByLabel(/e-?mail/i).fill(DEMO.email);
    await page.getByLabel(/password/i).fill(DEMO.password);
    await page.getByRole('button', { name: /sign in|log in/i }).click();
    await page.waitForURL('**/lead-log');
    await page.getByRole('heading', { level: 1, name: 'Lead log' }).waitFor();
  });

  it('names an unknown address and offers the way back', async () => {
    const { page } = await browser.newPage();
    await signIn(page, DEMO);
    await page.waitForURL('**/campaigns/recent');
    await page.goto('/no-such-page');
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    expect(await page.getByText('Vanbid has no page at /no-such-page.').isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Go back' }).click();
    await page.waitForURL('**/campaigns/recent');
  });

  it('explains a page that is not built yet and leads back to the campaigns', async () => {
    const { page } = await browser.newPage();
    await signIn(page, DEMO);
    await page.waitForURL('**/campaigns/recent');
    await page.goto('/tutorial');
    await page.getByText('Tutorials — coming soon').waitFor();
    await page.getByRole('link', { name: 'Back to your campaigns' }).click();
    await page.waitForURL('**/campaigns/recent');
  });
});
