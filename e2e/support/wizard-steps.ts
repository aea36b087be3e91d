import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { expect } from 'vitest';
import type { BrowserHandle } from './browser';
import { signInAsSupport } from './support-staff';

/** Each step waits for the server and the next page, on a machine shared with other files. */
export const WIZARD_WAIT = { timeout: 45_000 };

let photo: Buffer | undefined;
async function photoBytes(): Promise<Buffer> {
  photo ??= await sharp({ create: { width: 320, height: 200, channels: 3, background: '#4a7bd0' } })
    .png()
    .toBuffer();
  return photo;
}

/** Picks one side's image and waits until it is uploaded (its preview shows, and a Replace button). */
export async function pickImage(page: Page, label: 'front' | 'back' | 'selfie') {
  await page
    .getByTestId(`id-image-${label}`)
    .setInputFiles({ name: `${label}.png`, mimeType: 'image/png', buffer: await photoBytes() });
  const name = `${label[0]!.toUpperCase()}${label.slice(1)} preview`;
  await expect.poll(() => page.getByRole('img', { name }).isVisible(), WIZARD_WAIT).toBe(true);
  await expect
    .poll(() => page.getByRole('button', { name: 'Replace' }).count(), WIZARD_WAIT)
    .toBeGreaterThan(0);
}

async function drawSignature(page: Page) {
  const pad = page.getByTestId('signature-pad');
  const box = (await pad.boundingBox())!;
  await page.mouse.move(box.x + 20, box.y + box.height / 2);
  await page.mouse.down();
  for (let i = 1; i <= 12; i += 1)
    await page.mouse.move(box.x + 20 + i * 25, box.y + box.height / 2 + (i % 2 ? -18 : 18));
  await page.mouse.up();
}

/** Signs a document with a drawn signature, or with the typed name written as the signature; one click. */
export async function signDocument(
  page: Page,
  title: string,
  signature: 'drawn' | 'typed name' = 'typed name',
) {
  await page.getByRole('article', { name: title }).waitFor(WIZARD_WAIT);
  await page.getByLabel('Your full name').fill('Nora Newman');
  if (signature === 'drawn') await drawSignature(page);
  else await page.getByLabel('Use my typed name as my signature').check();
  await page.getByLabel(`I have read the ${title} and sign it for my company`).check();
  await page.getByRole('button', { name: `Sign the ${title}` }).click();
}

/** Support decides on the pending ID of `email` in their own browser (a rejection: a bad selfie). */
export async function supportDecides(browser: BrowserHandle, email: string, decision: 'approve' | 'reject') {
  const { page, context } = await browser.newPage();
  await signInAsSupport(page, context, browser.baseUrl);
  await page.waitForURL('**/support/id-reviews', WIZARD_WAIT);
  const review = page.getByRole('article', { name: /ID check of/ }).filter({ hasText: email });
  await review.waitFor(WIZARD_WAIT);
  await expect
    .poll(() => review.getByRole('img', { name: 'selfie image' }).isVisible(), WIZARD_WAIT)
    .toBe(true);
  if (decision === 'approve') await review.getByRole('button', { name: 'Approve' }).click();
  else {
    await review.getByLabel('Reason').click();
    await page.getByRole('option', { name: /Bad selfie/ }).click();
    await review.getByRole('button', { name: 'Reject' }).click();
  }
  await expect.poll(() => review.isVisible(), WIZARD_WAIT).toBe(false);
  await page.close();
}

/** Support approves the pending ID of `email` in their own browser. */
export function supportApproves(browser: BrowserHandle, email: string) {
  return supportDecides(browser, email, 'approve');
}
