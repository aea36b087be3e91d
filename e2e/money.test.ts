import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { downloadedText, expectAccessible, openAs, useBrowser } from './support/browser';
import { useOwnAccount } from './support/own-account';

const browser = useBrowser();
/** A company set up with a Visa card and $500 in its wallet, of this file alone. */
const account = useOwnAccount({ label: 'money', walletCents: 50_000 });
/** Pages load lazily and the machine is shared: give each wait room. */
const WAIT = { timeout: 15_000 };

/** `$1,727.05` → 172705 cents. */
const cents = (text: string | null) => Math.round(Number((text ?? '').replace(/[^0-9.]/g, '')) * 100);

async function walletBalance(page: Page): Promise<number> {
  return cents(await page.getByTestId('wallet-balance').textContent());
}

async function expectBalance(page: Page, expected: number) {
  await expect.poll(() => walletBalance(page), { timeout: 10_000 }).toBe(expected);
}

describe('money: cards, the wallet and transactions', () => {
  it('adds a sandbox card, makes it primary, adds funds, cashes out and sets auto-recharge', async () => {
    const { page } = await browser.newPage();
    // Add a Visa debit card (sandbox number); the brand shows as it is typed.
    await openAs(page, account.owner, '/add-card');
    await page.getByLabel('Card number').fill('4000 0566 5566 5556');
    await expect.poll(() => page.getByLabel('Card brand: Visa').isVisible(), WAIT).toBe(true);
    await expect.poll(() => page.getByText('Debit card', { exact: true }).isVisible(), WAIT).toBe(true);
    await page.getByLabel('Expiry month').selectOption('11');
    await page.getByLabel('Expiry year').selectOption(String(new Date().getFullYear() + 3));
    await page.getByLabel('Security code (CVV)').fill('123');
    await page.getByLabel('Street address').fill('100 Main Street');
    await page.getByLabel('ZIP code').fill('23219');
    await page.getByLabel('City').fill('Richmond');
    await page.getByLabel('State').selectOption('VA');
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Save card' }).click();
    await page.waitForURL('**/paymentdetails');

    // Make it primary.
    const card = page.getByRole('listitem', { name: 'Visa •••• 5556' });
    await expect.poll(() => card.isVisible(), WAIT).toBe(true);
    await card.getByRole('button', { name: 'Make primary' }).click();
    await expect.poll(() => card.getByText('Primary').isVisible(), WAIT).toBe(true);
    // Checked again after a reload: the primary is kept, and no toast covers the buttons for axe.
    await page.reload();
    await expect.poll(() => card.getByText('Primary').isVisible(), WAIT).toBe(true);
    await expectAccessible(page);

    // Add funds: the welcome dialog first (once), then 19.99 from the new primary card.
    await page.goto('/wallet');
    await page.getByRole('button', { name: 'Got it' }).click();
    await expect.poll(() => page.getByTestId('wallet-balance').isVisible(), WAIT).toBe(true);
    const start = await walletBalance(page);
    await page.getByRole('button', { name: 'Add funds' }).click();
    const addFunds = page.getByRole('dialog', { name: 'Add funds' });
    await addFunds.getByLabel('Amount', { exact: true }).fill('19.99');
    // The cards to pay with arrive with the dialog's own read of them.
    await expect
      .poll(() => addFunds.getByLabel('Pay with').locator('option:checked').textContent(), WAIT)
      .toContain('5556');
    await addFunds.getByRole('button', { name: 'Review', exact: true }).click();
    // The review step: nothing is charged until the owner confirms.
    const review = page.getByRole('dialog', { name: 'Confirm the charge' });
    await expect
      .poll(() => review.getByText('Charge $19.99 to Visa •••• 5556?').isVisible(), WAIT)
      .toBe(true);
    expect(await walletBalance(page)).toBe(start);
    await review.getByRole('button', { name: 'Charge $19.99' }).click();
    await expectBalance(page, start + 1999);
    const history = page.getByRole('table', { name: 'History' });
    await expect
      .poll(() => history.getByText('Funds added from Visa •••• 5556').first().isVisible(), WAIT)
      .toBe(true);
    await expect.poll(() => history.getByText('+$19.99').first().isVisible(), WAIT).toBe(true);

    // Cash out 5.00 to the card.
    await page.getByRole('button', { name: 'Cash out' }).click();
    const cashOut = page.getByRole('dialog', { name: 'Cash out' });
    await cashOut.getByLabel('Amount (1)').fill('5');
    await cashOut.getByRole('button', { name: 'Review', exact: true }).click();
    // The review step names the method and when the money arrives; nothing moves until confirmed.
    const confirmCashOut = page.getByRole('dialog', { name: 'Confirm the cash out' });
    await expect
      .poll(() => confirmCashOut.getByText('Send $5.00 from the wallet to Visa •••• 5556?').isVisible(), WAIT)
      .toBe(true);
    expect(await confirmCashOut.getByText(/Arrives in 1–3 business days/).isVisible()).toBe(true);
    await confirmCashOut.getByRole('button', { name: 'Send $5.00' }).click();
    await expectBalance(page, start + 1999 - 500);
    await expect
      .poll(() => history.getByText('Cash out to Visa •••• 5556').first().isVisible(), WAIT)
      .toBe(true);

    // Auto-recharge.
    await page.getByLabel('When the balance is under').fill('150');
    await page.getByLabel('Add this amount').fill('300');
    await page.getByRole('button', { name: 'Save auto-recharge' }).click();
    await expect.poll(() => page.getByText('Auto-recharge saved').isVisible(), WAIT).toBe(true);
    await expectAccessible(page);

    // The welcome dialog does not come back.
    await page.reload();
    await expect.poll(() => page.getByTestId('wallet-balance').isVisible(), WAIT).toBe(true);
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(await page.getByLabel('When the balance is under').inputValue()).toBe('150');

    // The transactions list shows both movements, with a receipt.
    await page.goto('/billing');
    const table = page.getByRole('table', { name: 'Transactions' });
    await expect.poll(() => table.getByText('Cash out to Visa •••• 5556').isVisible(), WAIT).toBe(true);
    await page.getByLabel('Type').selectOption('cash_out');
    // The filtered list keeps the cash out and drops the top-up (the list reloads after the change).
    await expect.poll(() => table.getByText('Funds added from Visa •••• 5556').count(), WAIT).toBe(0);
    await expect
      .poll(() => table.getByText('Cash out to Visa •••• 5556').first().isVisible(), WAIT)
      .toBe(true);
    // The totals follow the filter: only the cash out, on every page.
    const totals = page.getByRole('region', { name: 'Totals of the matching transactions' });
    await expect.poll(() => totals.textContent(), WAIT).toContain('Added $0.00 · Spent or paid out $5.00');
    expect(await totals.textContent()).toContain('Cash out: 1 · $5.00');
    // The export is the server's CSV of the filtered list: human headers, money out negative.
    const [csvDownload] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    expect(csvDownload.suggestedFilename()).toMatch(/^vanbid-transactions-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = (await downloadedText(csvDownload)).replace(/^\uFEFF/, '').split('\r\n');
    expect(csv[0]).toMatch(
      /^Transaction ID,Date \(.+\),Type,Description,Campaign,Payment method,Amount \(USD\),/,
    );
    expect(csv.filter((line) => line.includes(',Funds added,'))).toEqual([]);
    expect(
      csv.some((line) => line.includes(',Cash out,Cash out to Visa •••• 5556,,Visa •••• 5556,-5.00,')),
    ).toBe(true);
    const download = page.waitForEvent('download');
    await table
      .getByRole('button', { name: /Download receipt/ })
      .first()
      .click();
    expect((await download).suggestedFilename()).toMatch(/^vanbid-receipt-\d+\.pdf$/);
    await expectAccessible(page);
  });

  it('shows a declined top-up as Failed, with the card and the reason, without a reload', async () => {
    const { page } = await browser.newPage();
    // The sandbox card 4000 0000 0000 0002 saves, and every charge to it is declined.
    await openAs(page, account.owner, '/add-card');
    await page.getByLabel('Card number').fill('4000 0000 0000 0002');
    await page.getByLabel('Expiry month').selectOption('10');
    await page.getByLabel('Expiry year').selectOption(String(new Date().getFullYear() + 2));
    await page.getByLabel('Security code (CVV)').fill('123');
    await page.getByLabel('Street address').fill('100 Main Street');
    await page.getByLabel('ZIP code').fill('23219');
    await page.getByLabel('City').fill('Richmond');
    await page.getByLabel('State').selectOption('VA');
    await page.getByRole('button', { name: 'Save card' }).click();
    await page.waitForURL('**/paymentdetails');

    await page.goto('/billing');
    const table = page.getByRole('table', { name: 'Transactions' });
    await expect.poll(() => table.isVisible(), WAIT).toBe(true);
    await page.goto('/wallet');
    const gotIt = page.getByRole('button', { name: 'Got it' });
    if (await gotIt.isVisible()) await gotIt.click();
    await page.getByRole('button', { name: 'Add funds' }).click();
    const addFunds = page.getByRole('dialog', { name: 'Add funds' });
    await addFunds.getByLabel('Amount', { exact: true }).fill('42');
    await addFunds.getByLabel('Pay with').selectOption({ label: 'Visa •••• 0002' });
    await addFunds.getByRole('button', { name: 'Review', exact: true }).click();
    const review = page.getByRole('dialog', { name: 'Confirm the charge' });
    await review.getByRole('button', { name: 'Charge $42.00' }).click();
    await expect.poll(() => review.getByText('The card was declined').isVisible(), WAIT).toBe(true);
    await review.getByRole('button', { name: 'Back' }).click();
    // Escape closes the dialog that holds the focus: the form's, once it is drawn again and focused.
    const form = page.getByRole('dialog', { name: 'Add funds' });
    await expect
      .poll(() => form.evaluate((dialog) => dialog.contains(document.activeElement)), WAIT)
      .toBe(true);
    await page.keyboard.press('Escape');
    await form.waitFor({ state: 'detached', ...WAIT });

    // In the app, without a reload: Transactions lists the attempt as Failed with its card and reason.
    await page.getByRole('link', { name: 'Transactions' }).first().click();
    await page.waitForURL('**/billing');
    const row = table.getByRole('row').filter({ hasText: 'Visa •••• 0002' });
    await expect.poll(() => row.getByText('Failed', { exact: true }).isVisible(), WAIT).toBe(true);
    expect(await row.getByText('The card was declined').isVisible()).toBe(true);
    expect(await row.textContent()).toContain('$42.00');
    await expectAccessible(page);
  });
});
