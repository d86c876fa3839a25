// Reader actions with JavaScript disabled (projects no-js-375 and no-js-1280): the newsletter
// form is a plain form POST answered by a page; hormiguear needs JavaScript and is not offered.
import { expect, test, type Page } from '@playwright/test';
import { todayDdMmYy, uniqueEmail } from './helpers';

const INVALID = 'Por favor, ingresa un correo electrónico válido';
const SUBSCRIBED = '¡Te has suscrito exitosamente!';

/** Fills the footer form of `path` with `address` and submits it; returns the answer page's response. */
async function subscribe(page: Page, path: string, address: string) {
  await page.goto(path);
  const footer = page.getByRole('contentinfo');
  const field = footer.getByRole('textbox', { name: 'Correo electrónico' });
  await field.scrollIntoViewIfNeeded();
  await field.fill(address);
  const answer = page.waitForResponse(
    (r) => new URL(r.url()).pathname === '/api/suscribir' && r.request().method() === 'POST',
  );
  await footer.getByRole('button', { name: 'Suscríbete' }).click();
  const response = await answer;
  await page.waitForLoadState('domcontentloaded');
  return response;
}

/** 'Volver' leads back to the form on the page it was sent from. */
async function expectBackTo(page: Page, path: string) {
  const back = page.getByRole('link', { name: 'Volver' });
  await expect(back).toHaveAttribute('href', `${path}#suscribir`);
  await back.click();
  await expect(page).toHaveURL(new RegExp(`${path.replace(/[/.?]/g, '\\$&')}#suscribir$`));
  await expect(page.locator('#suscribir')).toBeInViewport();
}

test.describe('reader actions without JavaScript', () => {
  test('the newsletter form subscribes a new address with a plain POST and answers with a page', async ({ page }) => {
    const address = uniqueEmail('nojs');
    const response = await subscribe(page, '/poema/polilla', address);
    expect(response.status()).toBe(201);
    expect(response.request().postData()).toContain(`correo=${encodeURIComponent(address)}`);
    expect(response.headers()['content-type']).toMatch(/^text\/html/);
    await expect(page).toHaveURL(/\/api\/suscribir$/);
    await expect(page.getByRole('status')).toHaveText(SUBSCRIBED);
    await expectBackTo(page, '/poema/polilla');

    // The same address again: already registered (today).
    const before = todayDdMmYy();
    const again = await subscribe(page, '/ediciones/1', address);
    expect(again.status()).toBe(200);
    const after = todayDdMmYy();
    await expect(page.getByRole('status')).toHaveText(
      new RegExp(`^Este correo ya está registrado desde el (${before}|${after})$`),
    );
    await expectBackTo(page, '/ediciones/1');
  });

  test("the seed's subscriber gets the already-registered page", async ({ page }) => {
    const response = await subscribe(page, '/visuales', 'lectora@example.com');
    expect(response.status()).toBe(200);
    await expect(page.getByRole('status')).toHaveText('Este correo ya está registrado desde el 14/03/25');
    await expectBackTo(page, '/visuales');
  });

  test('an invalid address gets a 400 page with the validation message', async ({ page }) => {
    for (const address of ['a@b', 'nope', '']) {
      const response = await subscribe(page, '/', address);
      expect(response.status(), `'${address}'`).toBe(400);
      await expect(page.getByRole('status'), `'${address}'`).toHaveText(INVALID);
      await expect(page.getByRole('link', { name: 'Volver' })).toHaveAttribute('href', '/#suscribir');
    }
  });

  test('the HORMIGUEAR buttons are not shown without JavaScript', async ({ page }) => {
    await page.goto('/poema/leccion-de-la-hormiga');
    await expect(page.locator('main h1')).toHaveText('Lección de la hormiga');
    await expect(page.getByRole('button', { name: /HORMIGUEAR/ })).toHaveCount(0);
    await expect(page.getByText('HORMIGUEAR', { exact: true })).toBeHidden();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});
