import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { generate } from 'otplib';
import pg from 'pg';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible, openAs, signIn, useBrowser } from './support/browser';
import { serverDatabaseUrl } from './support/database';
import { OWN_PASSWORD, useOwnAccount } from './support/own-account';

const browser = useBrowser();
const WAIT = { timeout: 20_000 };
/** Set to a folder to keep screenshots of the enrolment and code steps (desktop and 375 px). */
const SCREENSHOTS = process.env.SCREENSHOT_DIR;

/** The owner of a company of this file's own, who turns two-factor on. */
const OWNER = useOwnAccount({ label: 'two-factor' }).owner;
/** The owner of a company that requires two-factor of everyone, who has not set it up yet. */
const REQUIRED = { email: `required-${randomUUID().slice(0, 8)}@vanbid.test`, password: OWN_PASSWORD };
/** A member whose company turns the rule on while they are signed in. */
const LATER = { email: `later-${randomUUID().slice(0, 8)}@vanbid.test`, password: OWN_PASSWORD };
/** A link inviting a new person to the company that requires two-factor (set in `beforeAll`). */
const INVITE = { email: `invitee-${randomUUID().slice(0, 8)}@vanbid.test`, token: '' };
let database: pg.Client;
let laterCompanyId = 0;

beforeAll(async () => {
  database = new pg.Client({ connectionString: serverDatabaseUrl() });
  await database.connect();
  await database.query(
    `with company as (
       insert into accounts (name, requires_two_factor) values ('Strict Movers', true) returning id),
     created as (
       insert into users (email, username, password_hash, home_account_id)
       select $1, 'Rita Quired', password_hash, (select id from company) from users where email = $2
       returning id, home_account_id)
     insert into memberships (user_id, account_id, contact_type) select id, home_account_id, 'Owner' from created`,
    [REQUIRED.email, OWNER.email],
  );
  const later = await database.query<{ id: number }>(
    `with company as (
       insert into accounts (name, requires_two_factor) values ('Later Strict Movers', false) returning id),
     created as (
       insert into users (email, username, password_hash, home_account_id)
       select $1, 'Lee Ater', password_hash, (select id from company) from users where email = $2
       returning id, home_account_id)
     insert into memberships (user_id, account_id, contact_type)
       select id, home_account_id, 'Owner' from created returning account_id as id`,
    [LATER.email, OWNER.email],
  );
  laterCompanyId = later.rows[0]!.id;
  INVITE.token = randomBytes(32).toString('base64url');
  await database.query(
    `insert into invites (account_id, email, contact_type, invite_type, token_hash, invited_by, expires_at)
     select home_account_id, $1, 'Manager', 'authorized_contact_invite', $2, id, now() + interval '1 day'
     from users where email = $3`,
    [INVITE.email, createHash('sha256').update(INVITE.token).digest('hex'), REQUIRED.email],
  );
});
afterAll(() => database?.end());

/** The code the app shows, `steps` 30 s steps from now (a code is taken once: the next sign-in uses the next one). */
const codeOf = (secret: string, steps = 0) =>
  generate({ secret, epoch: Math.floor(Date.now() / 1000) + steps * 30 });

async function screenshot(page: Page, name: string) {
  if (!SCREENSHOTS) return;
  await page.screenshot({ path: `${SCREENSHOTS}/${name}.png`, fullPage: true });
}

describe('two-factor sign-in', () => {
  it('is turned on in Settings with the QR code and a first code, then asks for the code at sign-in', async () => {
    const { page } = await browser.newPage();
    await openAs(page, OWNER, '/settings', WAIT);
    const security = page.getByRole('region', { name: 'Security' });
    await security.getByRole('button', { name: 'Turn on' }).click();

    const dialog = page.getByRole('dialog', { name: 'Turn on two-factor sign-in' });
    await dialog.getByRole('img', { name: /QR code/ }).waitFor(WAIT);
    const secret = (await dialog.getByTestId('manual-key').innerText()).replaceAll(' ', '');
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    await expectAccessible(page);
    await screenshot(page, 'enrolment-desktop');
    await page.setViewportSize({ width: 375, height: 812 });
    await screenshot(page, 'enrolment-375');
    await page.setViewportSize({ width: 1440, height: 900 });

    await dialog.getByLabel('Code from the app').fill('000000');
    await dialog.getByRole('button', { name: 'Turn on' }).click();
    await dialog.getByRole('alert').filter({ hasText: 'not right' }).waitFor(WAIT);
    await dialog.getByLabel('Code from the app').fill(await codeOf(secret));
    await dialog.getByRole('button', { name: 'Turn on' }).click();
    const done = page.getByRole('dialog', { name: 'Two-factor sign-in is on' });
    const codes = done.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
    await expect.poll(() => codes.count(), WAIT).toBe(10);
    await expect.poll(() => done.getByRole('button', { name: 'Download' }).isVisible()).toBe(true);
    await done.getByRole('button', { name: 'I saved them' }).click();
    await expect
      .poll(() => security.getByTestId('two-factor-status').innerText(), WAIT)
      .toBe('On · 10 recovery codes left');

    // A new browser: the password, then the code step.
    const fresh = await browser.newPage();
    await signIn(fresh.page, OWNER);
    await fresh.page.getByRole('heading', { level: 1, name: 'Two-factor sign-in' }).waitFor(WAIT);
    await expectAccessible(fresh.page);
    await screenshot(fresh.page, 'code-step-desktop');
    await fresh.page.setViewportSize({ width: 375, height: 812 });
    await screenshot(fresh.page, 'code-step-375');
    expect(await fresh.page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(
      true,
    );
    await fresh.page.getByLabel('Authentication code').fill(await codeOf(secret, 1));
    await fresh.page.getByLabel('Remember this browser for 30 days').check();
    await fresh.page.getByRole('button', { name: 'Verify' }).click();
    await fresh.page.waitForURL('**/campaigns/recent', WAIT);

    // The remembered browser signs in with the password alone next time.
    await fresh.page.evaluate(() => localStorage.clear());
    await signIn(fresh.page, OWNER);
    await fresh.page.waitForURL('**/campaigns/recent', WAIT);
  });

  it('sends a member of a company that requires it to set it up at sign-in, with the recovery codes once', async () => {
    const { page } = await browser.newPage();
    await signIn(page, REQUIRED);
    await page.getByRole('heading', { level: 1, name: 'Set up an authenticator' }).waitFor(WAIT);
    await page.getByRole('img', { name: /QR code/ }).waitFor(WAIT);
    await expectAccessible(page);
    await screenshot(page, 'sign-in-enrolment-desktop');
    await page.setViewportSize({ width: 375, height: 812 });
    await screenshot(page, 'sign-in-enrolment-375');
    const secret = (await page.getByTestId('manual-key').innerText()).replaceAll(' ', '');
    await page.getByLabel('Code from the app').fill(await codeOf(secret));
    await page.getByRole('button', { name: 'Turn on and sign in' }).click();
    const codes = page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
    await expect.poll(() => codes.count(), WAIT).toBe(10);
    await screenshot(page, 'sign-in-recovery-codes-375');
    await page.getByRole('button', { name: 'I saved them, continue' }).click();
    await expect.poll(() => new URL(page.url()).pathname, WAIT).not.toBe('/login');
  });

  it('has a new person invited to such a company set it up on the invitation page before any session', async () => {
    const { page } = await browser.newPage();
    await page.goto(`/accept-invite?token=${INVITE.token}`);
    await page.waitForURL('**/invited-user/1', WAIT);
    await page.getByLabel('Your name').fill('Ivy Invitee');
    await page.getByLabel(/^Password(?! again)/).fill('a long password');
    await page.getByLabel('Password again').fill('a long password');
    await page.getByRole('button', { name: 'Create my sign-in' }).click();
    await page.getByText('This company requires two-factor sign-in').waitFor(WAIT);
    await page.getByRole('img', { name: /QR code/ }).waitFor(WAIT);
    expect(await page.evaluate(() => localStorage.getItem('vanbid.token'))).toBeNull();
    await expectAccessible(page);
    const secret = (await page.getByTestId('manual-key').innerText()).replaceAll(' ', '');
    await page.getByLabel('Code from the app').fill(await codeOf(secret));
    await page.getByRole('button', { name: 'Turn on and sign in' }).click();
    const codes = page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
    await expect.poll(() => codes.count(), WAIT).toBe(10);
    await page.getByRole('button', { name: 'I saved them, continue' }).click();
    await page.waitForURL('**/invited-user/2', WAIT);
  });

  it('sends a member signed in before the owner required it to Settings → Security, then on', async () => {
    const { page } = await browser.newPage();
    await signIn(page, LATER);
    await expect.poll(() => new URL(page.url()).pathname, WAIT).not.toBe('/login');
    await database.query('update accounts set requires_two_factor = true where id = $1', [laterCompanyId]);
    await page.reload();
    await page.waitForURL('**/settings/security', WAIT);
    await page.getByTestId('two-factor-required-notice').waitFor(WAIT);
    await expectAccessible(page);
    await screenshot(page, 'two-factor-required-desktop');

    const security = page.getByRole('region', { name: 'Security' });
    await security.getByRole('button', { name: 'Turn on' }).click();
    const dialog = page.getByRole('dialog', { name: 'Turn on two-factor sign-in' });
    await dialog.getByRole('img', { name: /QR code/ }).waitFor(WAIT);
    const secret = (await dialog.getByTestId('manual-key').innerText()).replaceAll(' ', '');
    await dialog.getByLabel('Code from the app').fill(await codeOf(secret));
    await dialog.getByRole('button', { name: 'Turn on' }).click();
    await page
      .getByRole('dialog', { name: 'Two-factor sign-in is on' })
      .getByRole('button', { name: 'I saved them' })
      .click();
    await page.getByRole('button', { name: 'Go on to Vanbid' }).click();
    await expect
      .poll(() => new URL(page.url()).pathname, WAIT)
      .not.toMatch(/^\/(settings\/security|transition|login)$/);
  });
});
