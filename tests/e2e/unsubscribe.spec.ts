// /baja, the way out of the newsletter: a plain form that works before and without
// JavaScript. Run once with JavaScript and once without (playwright.config.ts).
import { expect, test, type Page } from '@playwright/test';
import { dbQuery, subscriberRows } from './database.ts';
import { uniqueEmail } from './pageHelpers.ts';

const UNSUBSCRIBED = 'Si ese correo estaba suscrito, ya no lo está.';

/** Opens /baja, types `address` and presses 'Darme de baja'; returns the answer to the POST. */
async function unsubscribe(page: Page, address: string) {
  await page.goto('/baja');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Darte de baja' })).toBeVisible();
  await main.getByRole('textbox', { name: 'Correo electrónico' }).fill(address);
  const answer = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/baja' && r.request().method() === 'POST');
  await main.getByRole('button', { name: 'Darme de baja' }).click();
  const response = await answer;
  await page.waitForLoadState('domcontentloaded');
  return response;
}

test('/baja removes a subscriber and says so on a page of the site', async ({ page }) => {
  const address = uniqueEmail('baja');
  await dbQuery('insert into public.suscriptor (correo) values ($1)', [address]);
  const other = uniqueEmail('se-queda');
  await dbQuery('insert into public.suscriptor (correo) values ($1)', [other]);

  const response = await unsubscribe(page, address.toUpperCase());
  expect(response.status(), 'post/redirect/get').toBe(303);
  await expect(page).toHaveURL(/\/api\/resultado\?tipo=baja$/);
  await expect(page.getByRole('main').getByRole('status')).toHaveText(UNSUBSCRIBED);
  await expect(page.getByRole('contentinfo')).toContainText('TODOS LOS DERECHOS RESERVADOS');
  expect(await subscriberRows(address)).toBe(0);
  expect(await subscriberRows(other), 'no one else leaves').toBe(1);
});

test('/baja answers an address that was not subscribed exactly alike, and is never indexed', async ({ page }) => {
  await unsubscribe(page, uniqueEmail('nunca-suscrito'));
  await expect(page.getByRole('main').getByRole('status')).toHaveText(UNSUBSCRIBED);
  await page.goto('/baja');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
});
