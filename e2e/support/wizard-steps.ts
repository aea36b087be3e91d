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

/** Picks one side's image and waits until it is uploaded (its preview shows). */
export async function pickImage(page: Page, label: 'front' | 'back' | 'selfie') {
  await page
    .getByTestId(`id-image-${label}`)
    .setInputFiles({ name: `${label}.png`, mimeType: 'image/png', buffer: await photoBytes() });
  const name = `${label[0]!.toUpperCase()}${label.slice(1)} preview`;
  await expect.poll(() => page.getByRole('img', { name }).isVisible(), WIZARD_WAIT).toBe(true);
}

/** Signs a document with the typed name written as the signature. */
export async function signDocument(page: Page, title: string) {
  await page.getByRole('article', { name: title }).waitFor(WIZARD_WAIT);
  await page.getByLabel('Your full name').fill('Nora Newman');
  await page.getByLabel('Use my typed name as my signature').check();
  await page.getByLabel(`I have read the ${title} and sign it for my company`).check();
  await page.getByRole('button', { name: `Sign the ${title}` }).click();
}

/** Support approves the pending ID of `email` in their own browser. */
export async function supportApproves(browser: BrowserHandle, email: string) {
  const { page, context } = await browser.newPage();
  await signInAsSupport(page, context, browser.baseUrl);
  await page.waitForURL('**/support/id-reviews', WIZARD_WAIT);
  const review = page.getByRole('article', { name: /ID check of/ }).filter({ hasText: email });
  await review.waitFor(WIZARD_WAIT);
  await expect
    .poll(() => review.getByRole('img', { name: 'selfie image' }).isVisible(), WIZARD_WAIT)
    .toBe(true);
  await review.getByRole('button', { name: 'Approve' }).click();
  await expect.poll(() => review.isVisible(), WIZARD_WAIT).toBe(false);
  await page.close();
}
