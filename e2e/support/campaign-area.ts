import type { Page } from 'playwright-core';

/**
 * From the campaign's card (on a campaigns page): "Change hours or area", the area set to these
 * states (typed and picked by name), saved; waits for the dialog to close.
 */
export async function chooseStatesOnCard(page: Page, nickname: string, states: readonly string[]) {
  const card = page.getByRole('article', { name: nickname, exact: true });
  await card.getByRole('button', { name: `Change the hours and area of ${nickname}` }).click();
  const dialog = page.getByRole('dialog', { name: `Hours and area of ${nickname}` });
  await dialog.getByRole('combobox', { name: 'Area' }).click();
  await page.getByRole('option', { name: 'States', exact: true }).click();
  const picker = dialog.getByRole('combobox', { name: 'States' });
  for (const name of states) {
    await picker.fill(name.slice(0, 4));
    await page.getByRole('option', { name, exact: true }).click();
  }
  await dialog.getByRole('button', { name: 'Save' }).click();
  await dialog.waitFor({ state: 'detached' });
}
