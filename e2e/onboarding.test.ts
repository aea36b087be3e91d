import { describe, expect, it } from 'vitest';
import { expectAccessible, signIn, useBrowser } from './support/browser';
import { useOwnAccount } from './support/own-account';
import { pickImage, signDocument, supportDecides, WIZARD_WAIT as WAIT } from './support/wizard-steps';

const browser = useBrowser();
/** A company whose setup has not started (as the demo's New Horizon Moving), of this file alone. */
const NEW_USER = useOwnAccount({ label: 'onboarding', isSetUp: false, isMainAccount: false }).owner;

async function apiAs(credentials: { email: string; password: string }, path: string, method = 'GET') {
  const login = await fetch(`${browser.baseUrl}/api/users/proappLogin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ login: credentials.email, password: credentials.password }),
  }).then((response) => response.json());
  const response = await fetch(`${browser.baseUrl}/api${path}`, {
    method,
    headers: {
      authorization: `Bearer ${login.Data.token}`,
      ...(method === 'POST' ? { 'content-type': 'application/json' } : {}),
    },
    body: method === 'POST' ? '{}' : undefined,
  });
  return response.json();
}

describe('a new advertiser sets up their account', () => {
  it('goes through every step to the campaigns, with a support review (one rejection, then approval), and downloads both signed PDFs', async () => {
    const { page } = await browser.newPage();
    await signIn(page, NEW_USER);
    await page.waitForURL('**/wizard/1', WAIT);

    // 1. Company info: the ZIP fills city and state; the type follows from the DOT number.
    await page.getByLabel('Company name').fill('Newman Moving Co');
    await page.getByLabel('Business address').fill('200 Broad St');
    await page.getByLabel('ZIP code').fill('23219');
    await expect.poll(() => page.getByLabel('City').inputValue(), WAIT).toBe('Richmond');
    await page.getByLabel('Phone number').fill('804-555-0142');
    await page.getByLabel('E-mail address').fill('office@newman.example');
    await page.getByLabel('US DOT number').fill('12-3');
    await page.getByLabel('State licence number').click();
    await page.getByText('A US DOT number has 1 to 8 digits').waitFor();
    await page.getByLabel('US DOT number').fill('3141592');
    await expect.poll(() => page.getByTestId('company-type').textContent()).toContain('Long Distance');
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Save and continue' }).click();

    // 2. Contact info.
    await page.waitForURL('**/wizard/2', WAIT);
    await page.getByLabel('First name').fill('Nora');
    await page.getByLabel('Last name').fill('Newman');
    await page.getByLabel('Phone number').fill('(804) 555-0143');
    await page.getByLabel('E-mail').fill('nora@newman.example');
    await page.getByRole('button', { name: 'Save and continue' }).click();

    // 3. ID verification: a driver's license, front, back and selfie; support rejects the selfie.
    await page.waitForURL('**/wizard/3', WAIT);
    await pickImage(page, 'front');
    await pickImage(page, 'back');
    await pickImage(page, 'selfie');
    await expect
      .poll(() => page.getByRole('button', { name: 'Send for review' }).isEnabled(), WAIT)
      .toBe(true);
    await page.waitForTimeout(400); // the button's colour transition, before axe measures contrast
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Send for review' }).click();
    await page.getByTestId('id-pending').waitFor(WAIT);
    await supportDecides(browser, NEW_USER.email, 'reject');
    await expect.poll(() => page.getByTestId('id-rejection').textContent(), WAIT).toContain('Bad selfie');
    // The rejected images do not count: each is replaced before the next review.
    const sendForReview = page.getByRole('button', { name: 'Send for review' });
    await expect.poll(() => sendForReview.isDisabled(), WAIT).toBe(true);
    expect(await page.getByRole('button', { name: 'Replace' }).count()).toBe(0);
    await pickImage(page, 'selfie');
    expect(await sendForReview.isDisabled()).toBe(true);
    await pickImage(page, 'front');
    await pickImage(page, 'back');
    await expect.poll(() => sendForReview.isEnabled(), WAIT).toBe(true);
    await sendForReview.click();
    await page.getByTestId('id-pending').waitFor(WAIT);

    // While the ID is in review the next steps are open: 4. the insertion order.
    await page.getByRole('button', { name: /4\. Insertion Order/ }).click();
    await page.waitForURL('**/wizard/4', WAIT);
    await signDocument(page, 'Insertion Order', 'typed name');

    // 5. A card, then the payment authorization.
    await page.waitForURL('**/wizard/5', WAIT);
    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await page.getByLabel('Expiry month').selectOption('11');
    await page.getByLabel('Expiry year').selectOption(String(new Date().getFullYear() + 3));
    await page.getByLabel('Security code (CVV)').fill('123');
    await page.getByLabel('Street address').fill('200 Broad St');
    await page.getByLabel('ZIP code').fill('23219');
    await expect.poll(() => page.getByLabel('City').inputValue(), WAIT).toBe('Richmond');
    await page.getByRole('button', { name: 'Save card' }).click();
    await signDocument(page, 'Payment Authorization', 'drawn');

    // 6. The initial payment, reviewed before the charge.
    await page.waitForURL('**/wizard/6', WAIT);
    await page.getByLabel('Amount').fill('450');
    await page.getByText('The initial payment is at least $500.00').waitFor();
    await page.getByLabel('Amount').fill('500');
    await page.getByRole('button', { name: 'Review payment' }).click();
    await page.getByText(/Charge \$500\.00 to Visa •••• 4242\?/).waitFor();
    await page.getByRole('button', { name: 'Charge $500.00' }).click();

    // Only the ID is left: back to step 3, where support's approval arrives.
    await page.waitForURL('**/wizard/3', WAIT);
    await supportDecides(browser, NEW_USER.email, 'approve');
    await page.getByText('Your ID is verified.').waitFor(WAIT);
    await page.getByRole('button', { name: 'Continue' }).click();

    // 7. Done: what was set up, both signed PDFs, then the campaigns.
    await page.waitForURL('**/wizard/7', WAIT);
    await page.getByRole('heading', { name: 'You are all set' }).waitFor();
    for (const title of ['Insertion Order', 'Payment Authorization']) {
      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: `Download the ${title}` }).click();
      const file = await download;
      expect(file.suggestedFilename()).toMatch(/\.pdf$/);
      const stream = await file.createReadStream();
      const chunks: Buffer[] = [];
      for await (const chunk of stream) chunks.push(chunk as Buffer);
      expect(Buffer.concat(chunks).subarray(0, 5).toString()).toBe('%PDF-');
    }
    await expectAccessible(page);
    await page.getByRole('link', { name: 'Go to campaigns' }).click();
    await page.waitForURL('**/campaigns/recent', WAIT);
    const meta = await apiAs(NEW_USER, '/user-meta/company');
    const { walletWelcomeDismissed: _preference, isMainAccount, ...flags } = meta.Data.metaData;
    expect(isMainAccount).toBe(false);
    expect(Object.entries(flags).filter(([, done]) => done !== true)).toEqual([]);
  });
});
