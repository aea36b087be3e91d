import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible, openAs, signIn, useBrowser } from './support/browser';
import { useOwnAccount } from './support/own-account';

const browser = useBrowser();
/** Signing out everywhere ends every session of the owner: an owner of this file alone. */
const account = useOwnAccount({ label: 'session' });
/** A company whose setup has not started, as the demo's New Horizon Moving. */
const newcomer = useOwnAccount({ label: 'session-newcomer', isSetUp: false, isMainAccount: false });

const pathOf = (page: Page) => new URL(page.url()).pathname;
const storedToken = (page: Page) => page.evaluate(() => localStorage.getItem('vanbid.token'));

describe('signing in', () => {
  it('takes a set-up owner to /campaigns/recent inside the signed-in layout, and a reload keeps the session', async () => {
    const { page } = await browser.newPage();
    await page.goto('/');
    await page.waitForURL('**/login');
    await expectAccessible(page);
    await openAs(page, account.owner);
    await expect.poll(() => page.getByRole('navigation').first().isVisible()).toBe(true);
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).first().textContent())
      .toMatch(/campaign/i);
    await expectAccessible(page);
    await page.reload();
    await page.waitForLoadState('networkidle');
    expect(pathOf(page)).toBe('/campaigns/recent');
    expect(await storedToken(page)).toBeTruthy();
  });

  it('shows a clear message for a wrong password and stays on /login', async () => {
    const { page } = await browser.newPage();
    await signIn(page, { email: account.owner.email, password: 'not-the-password' });
    await expect.poll(() => page.getByText(/e-mail or password is not correct/i).isVisible()).toBe(true);
    expect(pathOf(page)).toBe('/login');
    await expectAccessible(page);
  });

  it('takes a user whose setup has not started to /wizard/1', async () => {
    const { page } = await browser.newPage();
    await signIn(page, newcomer.owner);
    await page.waitForURL('**/wizard/1');
    await expect.poll(() => page.getByText('Company Info').first().isVisible()).toBe(true);
    await expectAccessible(page);
    await page.goto('/campaigns/recent');
    await page.waitForURL('**/wizard/1');
  });

  it('sends the user to /login when the stored session has expired, and removes it', async () => {
    const { page } = await browser.newPage();
    await openAs(page, account.owner);
    await page.evaluate(() => {
      const meta = JSON.parse(localStorage.getItem('vanbid.tokenMetaData') ?? '{}');
      localStorage.setItem(
        'vanbid.tokenMetaData',
        JSON.stringify({ ...meta, exp: Math.floor(Date.now() / 1000) - 60 }),
      );
    });
    await page.goto('/billing');
    await page.waitForURL('**/login?next=%2Fbilling');
    expect(await storedToken(page)).toBeNull();
  });

  it('sends the user to /login when the API answers 401', async () => {
    const { page } = await browser.newPage();
    await openAs(page, account.owner);
    await page.evaluate(() => localStorage.setItem('vanbid.token', 'forged.token.value'));
    await page.goto('/profile');
    await page.waitForURL('**/login');
  });

  it('logs out, clearing everything stored', async () => {
    const { page } = await browser.newPage();
    await openAs(page, account.owner);
    await page
      .getByRole('button', { name: /account menu|user menu|dana/i })
      .first()
      .click();
    await page.getByRole('menuitem', { name: 'Log out', exact: true }).click();
    await page.waitForURL('**/login');
    expect(
      await page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('vanbid.'))),
    ).toEqual([]);
    await page.goto('/campaigns/recent');
    await page.waitForURL('**/login?next=%2Fcampaigns%2Frecent');
  });
});

describe('signing out everywhere', () => {
  it('asks first, then ends the session on this browser and on another one without a reload', async () => {
    const { page } = await browser.newPage();
    const { page: elsewhere } = await browser.newPage();
    for (const each of [page, elsewhere]) {
      await openAs(each, account.owner);
    }
    await page
      .getByRole('button', { name: /account menu/i })
      .first()
      .click();
    await page.getByRole('menuitem', { name: 'Sign out everywhere' }).click();
    const dialog = page.getByRole('dialog', { name: 'Sign out everywhere?' });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    expect(pathOf(page)).toBe('/campaigns/recent');

    await page
      .getByRole('button', { name: /account menu/i })
      .first()
      .click();
    await page.getByRole('menuitem', { name: 'Sign out everywhere' }).click();
    await dialog.getByRole('button', { name: 'Sign out everywhere' }).click();
    await page.waitForURL('**/login');
    // The other browser's socket is ended by the server; the portal then finds its session over.
    await elsewhere.waitForURL('**/login');
    expect(await storedToken(elsewhere)).toBeNull();
  });
});

describe('redirect rules', () => {
  it('sends visitors without a session from login-required routes to /login', async () => {
    const { page } = await browser.newPage();
    for (const path of ['/', '/billing', '/campaigns/all', '/wizard/1', '/ServiceAgreement', '/new-user']) {
      await page.goto(path);
      // A deep link keeps where it was going (`?next=`), so that the login can say why and return.
      await page.waitForURL((url) => url.pathname === '/login');
    }
  });

  it('redirects /dashboard to /campaigns/recent and shows the tutorials inside the layout', async () => {
    const { page } = await browser.newPage();
    await openAs(page, account.owner, '/dashboard');
    await page.waitForURL('**/campaigns/recent');
    await page.goto('/tutorial');
    await page.getByRole('heading', { name: 'Tutorials', level: 1 }).waitFor();
    await expect.poll(() => page.getByRole('navigation').first().isVisible()).toBe(true);
    await expectAccessible(page);
  });

  it('shows a not-found page for unknown paths and out-of-range steps', async () => {
    const { page } = await browser.newPage();
    for (const path of ['/no-such-page', '/invited-user/3']) {
      await page.goto(path);
      await expect.poll(() => page.getByRole('heading', { name: /not found/i }).isVisible()).toBe(true);
    }
    await expectAccessible(page);
  });

  it('works on a phone: the navigation opens from the menu button at 375 px', async () => {
    const { page } = await browser.newPage({ width: 375, height: 812 });
    await openAs(page, account.owner);
    const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(scrollWidth).toBeLessThanOrEqual(375);
    await page
      .getByRole('button', { name: /open navigation|menu/i })
      .first()
      .click();
    await expect
      .poll(() =>
        page
          .getByRole('link', { name: /call log/i })
          .first()
          .isVisible(),
      )
      .toBe(true);
    await expectAccessible(page);
  });
});
