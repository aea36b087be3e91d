import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openAs, signIn, useBrowser } from './support/browser';
import { useOwnAccount } from './support/own-account';
import { pickImage, signDocument, supportApproves, WIZARD_WAIT } from './support/wizard-steps';

const browser = useBrowser();
/** Two companies whose setup has not started (as the demo's new@), one per screen width. */
const DESKTOP = useOwnAccount({ label: 'first-hour-desktop', isSetUp: false, isMainAccount: false }).owner;
const PHONE = useOwnAccount({ label: 'first-hour-phone', isSetUp: false, isMainAccount: false }).owner;
/** A company that is set up, for the team's invite dialog on a phone. */
const TEAM = useOwnAccount({ label: 'first-hour-team' }).owner;
const SHOTS = process.env.SCREENSHOT_DIR;

async function shoot(page: Page, name: string, fullPage = true) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage });
}

async function saveCompany(page: Page) {
  await page.getByLabel('Company name').fill('Newman Moving Co');
  await page.getByLabel('Business address').fill('200 Broad St');
  await page.getByLabel('ZIP code').fill('23219');
  await expect.poll(() => page.getByLabel('City').inputValue(), WIZARD_WAIT).toBe('Richmond');
  await page.getByLabel('Phone number').fill('804-555-0142');
  await page.getByLabel('E-mail address').fill('office@newman.example');
  await page.getByLabel('US DOT number').fill('3141592');
  await page.getByRole('button', { name: 'Save and continue' }).click();
}

async function saveContact(page: Page) {
  await page.getByLabel('First name').fill('Nora');
  await page.getByLabel('Last name').fill('Newman');
  await page.getByLabel('Phone number').fill('(804) 555-0143');
  await page.getByLabel('E-mail').fill('nora@newman.example');
  await page.getByRole('button', { name: 'Save and continue' }).click();
}

async function addCard(page: Page) {
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiry month').selectOption('11');
  await page.getByLabel('Expiry year').selectOption(String(new Date().getFullYear() + 3));
  await page.getByLabel('Security code (CVV)').fill('123');
  await page.getByLabel('Street address').fill('200 Broad St');
  await page.getByLabel('ZIP code').fill('23219');
  await expect.poll(() => page.getByLabel('City').inputValue(), WIZARD_WAIT).toBe('Richmond');
  await page.getByRole('button', { name: 'Save card' }).click();
}

describe.each([
  { size: '1440 px', width: 1440, height: 900, owner: DESKTOP },
  { size: '375 px', width: 375, height: 812, owner: PHONE },
])('a new advertiser’s first hour at $size', ({ width, height, owner }) => {
  const isPhone = width < 600;

  it('is told what to have at hand, goes on while the ID is in review, starts over without a loop and is offered a first campaign', async () => {
    const { page } = await browser.newPage({ width, height });
    const tag = isPhone ? 'phone' : 'desktop';
    await signIn(page, owner);
    await page.waitForURL('**/wizard/1', WIZARD_WAIT);

    // Up front: what the setup needs, the $500 initial payment among it; six steps in the menu.
    const needed = page.getByTestId('what-you-need');
    for (const text of [
      'A photo ID and a selfie',
      'US DOT number or state mover’s licence',
      'A card or US bank account',
      'An initial payment of $500.00',
    ])
      await needed.getByText(text).waitFor();
    const menu = page.getByRole('navigation', { name: 'Setup steps' });
    if (isPhone) {
      // Folded: the step comes first on the phone's screen.
      const fold = menu.getByRole('button', { name: 'Step 1 of 6: Company Info' });
      expect(await fold.getAttribute('aria-expanded')).toBe('false');
      expect(await menu.getByText('6. Initial Payment').isVisible()).toBe(false);
      const stepTop = (await page.getByRole('heading', { name: 'Company info' }).boundingBox())!.y;
      expect(stepTop).toBeLessThan(height);
      await fold.click();
    }
    await menu.getByText('6. Initial Payment').waitFor({ state: 'visible' });
    await shoot(page, `first-hour-step1-${tag}`);
    if (isPhone) await menu.getByRole('button', { name: /Step 1 of 6/ }).click();

    await saveCompany(page);
    await page.waitForURL('**/wizard/2', WIZARD_WAIT);
    await saveContact(page);

    // 3. The ID is sent for review: the step says so and leads on.
    await page.waitForURL('**/wizard/3', WIZARD_WAIT);
    await pickImage(page, 'front');
    await pickImage(page, 'back');
    await pickImage(page, 'selfie');
    await page.getByRole('button', { name: 'Send for review' }).click();
    await page.getByTestId('id-pending').waitFor(WIZARD_WAIT);
    await shoot(page, `first-hour-id-review-${tag}`);
    await page.getByRole('button', { name: 'Continue with the next steps' }).click();

    // 4 and 5: the insertion order, a card and the payment authorization; 6 the initial payment.
    await page.waitForURL('**/wizard/4', WIZARD_WAIT);
    await signDocument(page, 'Insertion Order');
    await page.waitForURL('**/wizard/5', WIZARD_WAIT);
    await addCard(page);
    await signDocument(page, 'Payment Authorization');
    await page.waitForURL('**/wizard/6', WIZARD_WAIT);
    await page.getByRole('button', { name: 'Review payment' }).click();
    await page.getByRole('button', { name: 'Charge $500.00' }).click();
    await page.waitForURL('**/wizard/3', WIZARD_WAIT);

    // Start over: the answers and signatures are asked again; the card and the payment stay.
    await page.getByRole('button', { name: 'Start setup over' }).click();
    await page
      .getByRole('dialog', { name: 'Start the setup over?' })
      .getByRole('button', { name: 'Start over' })
      .click();
    await page.waitForURL('**/wizard/1', WIZARD_WAIT);
    await expect
      .poll(() => page.getByLabel('Company name').inputValue(), WIZARD_WAIT)
      .toBe('Newman Moving Co');
    await page.getByRole('button', { name: 'Save and continue' }).click();
    await page.waitForURL('**/wizard/2', WIZARD_WAIT);
    await expect.poll(() => page.getByLabel('First name').inputValue(), WIZARD_WAIT).toBe('Nora');
    await page.getByRole('button', { name: 'Save and continue' }).click();
    await page.waitForURL('**/wizard/3', WIZARD_WAIT);
    await page.getByRole('button', { name: 'Continue with the next steps' }).click();
    await page.waitForURL('**/wizard/4', WIZARD_WAIT);
    await signDocument(page, 'Insertion Order');
    await page.waitForURL('**/wizard/5', WIZARD_WAIT);
    await page.getByText(/You pay from Visa •••• 4242/).waitFor(WIZARD_WAIT);
    await signDocument(page, 'Payment Authorization');

    // No loop: with the payment made, only the ID is left, and its approval opens Done.
    await page.waitForURL('**/wizard/3', WIZARD_WAIT);
    expect(await page.getByRole('button', { name: 'Continue with the next steps' }).count()).toBe(0);
    await supportApproves(browser, owner.email);
    await page.getByText('Your ID is verified.').waitFor(WIZARD_WAIT);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL('**/wizard/7', WIZARD_WAIT);
    await page.getByRole('link', { name: 'Go to campaigns' }).click();

    // An empty account is offered its first campaign.
    await page.waitForURL('**/campaigns/recent', WIZARD_WAIT);
    await page.getByRole('link', { name: 'Create your first campaign' }).waitFor(WIZARD_WAIT);
    expect(await page.getByRole('link', { name: 'Show all campaigns' }).count()).toBe(0);
    await shoot(page, `first-hour-first-campaign-${tag}`);

    // The offers read for a mover, with the states, a source and the volume; no marketplace codes.
    // (A DOT number alone makes the company Long Distance: its moves are chosen first.)
    await page.getByRole('link', { name: 'Create your first campaign' }).click();
    const offers = page.getByRole('radiogroup', { name: 'Available campaigns' });
    await offers
      .getByText('Leads: long-distance moves from Ohio, Indiana, Michigan…')
      .first()
      .waitFor(WIZARD_WAIT);
    await offers
      .getByText(/a week per campaign lately|No volume known yet/)
      .first()
      .waitFor(WIZARD_WAIT);
    expect(await offers.textContent()).not.toMatch(/Company [A-Z]{2}|\b(HE|QR|MD)\b/);
    await shoot(page, `first-hour-offers-${tag}`, false);
  });
});

describe('a toast on a phone', () => {
  it('never covers the buttons of a dialog opened while it shows', async () => {
    const { page } = await browser.newPage({ width: 375, height: 812 });
    await openAs(page, TEAM, '/settings', WIZARD_WAIT);
    const invite = async (email: string) => {
      await page.getByRole('button', { name: 'Invite' }).click();
      const dialog = page.getByRole('dialog', { name: 'Invite to the team' });
      await dialog.getByLabel('E-mail').fill(email);
      await dialog.getByRole('button', { name: 'Send invitation' }).click();
    };
    await invite('first-hour-sales@example.com');
    const toast = page.getByText('Invitation sent to first-hour-sales@example.com');
    await toast.waitFor(WIZARD_WAIT);
    // The next invitation at once, while the toast still shows: the dialog fills the phone's screen.
    await page.getByRole('button', { name: 'Invite' }).click();
    const send = page
      .getByRole('dialog', { name: 'Invite to the team' })
      .getByRole('button', { name: 'Send invitation' });
    await send.waitFor();
    const toastBox = (await toast.boundingBox())!;
    const sendBox = (await send.boundingBox())!;
    await shoot(page, 'first-hour-invite-toast-phone', false);
    expect(toastBox, 'the toast is still shown').toBeTruthy();
    const overlaps =
      toastBox.y < sendBox.y + sendBox.height &&
      sendBox.y < toastBox.y + toastBox.height &&
      toastBox.x < sendBox.x + sendBox.width &&
      sendBox.x < toastBox.x + toastBox.width;
    expect(overlaps).toBe(false);
  });
});
