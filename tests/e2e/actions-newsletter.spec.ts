// The newsletter form in the footer, with JavaScript: validation, answers, already-registered dates.
import { expect, test, type Page } from '@playwright/test';
import { TIMINGS_MS } from '@/consts';
import { holdRequests, recordApiRequests, requestsSoFar, todayDdMmYy, uniqueEmail, waitForIslandOf } from './pageHelpers.ts';

const INVALID = 'Por favor, ingresa un correo electrónico válido';
const SUBSCRIBED = '¡Te has suscrito exitosamente!';
const RETRYING = 'Ocurrió un error: lo intentaremos de nuevo en unos segundos.';
const registered = (date: string) => `Este correo ya está registrado desde el ${date}`;

const isSubscription = (url: string) => new URL(url).pathname === '/api/suscribir';

/** Goes to `path`, scrolls to the footer's form and waits for its island to hydrate. */
async function newsletter(page: Page, path: string) {
  await page.goto(path);
  const footer = page.getByRole('contentinfo');
  const field = footer.getByRole('textbox', { name: 'Correo electrónico' });
  await field.scrollIntoViewIfNeeded();
  await expect(field).toBeVisible();
  await waitForIslandOf(field);
  const form = footer.locator('form:has(#newsletter-correo)');
  return {
    field,
    button: form.getByRole('button', { name: /^(Suscríbete|Enviando\.\.\.)$/ }),
    status: form.getByRole('status'),
  };
}

test.describe('newsletter', () => {
  test('an invalid address is refused in the page, without a request', async ({ page }) => {
    const api = recordApiRequests(page);
    for (const address of ['nope', 'a@b', '', '   ']) {
      const { field, button, status } = await newsletter(page, '/poema/polilla');
      await expect(button).toHaveText('Suscríbete');
      await expect(status).toBeEmpty();
      await field.fill(address);
      await button.click();
      await expect(status, `'${address}'`).toHaveText(INVALID);
      await expect(field).toHaveAttribute('aria-invalid', 'true');
      await expect(page, 'no navigation to the function').toHaveURL(/\/poema\/polilla$/);
    }
    await requestsSoFar(page);
    expect(api, 'no request to the functions').toEqual([]);
  });

  test('a new address: Enviando..., success, the field is cleared and the message goes after about 5 s; again: already registered today', async ({
    page,
  }) => {
    const { field, button, status } = await newsletter(page, '/');
    const address = uniqueEmail('nuevo');
    const held = await holdRequests(page, '**/api/suscribir');
    const response = page.waitForResponse((r) => isSubscription(r.url()));
    await field.fill(address);
    await button.click();

    await held.arrived;
    await expect(button).toHaveText('Enviando...');
    await expect(button).toBeDisabled();
    held.release();
    const answer = await response;
    expect(answer.status()).toBe(201);
    expect(answer.request().postDataJSON()).toMatchObject({ correo: address });

    await expect(status).toHaveText(SUBSCRIBED);
    const shownAt = Date.now();
    await expect(field).toHaveValue('');
    await expect(button).toHaveText('Suscríbete');
    await expect(button).toBeEnabled();
    await expect(status).toBeEmpty({ timeout: 7_000 });
    const stayed = Date.now() - shownAt;
    expect(stayed, 'the success message goes after about 5 s').toBeGreaterThan(4_300);
    expect(stayed).toBeLessThan(6_500);

    // The same address again: registered since today; the field keeps the address.
    await page.unroute('**/api/suscribir');
    const before = todayDdMmYy();
    await field.fill(address);
    const again = page.waitForResponse((r) => isSubscription(r.url()));
    await button.click();
    expect((await again).status()).toBe(200);
    const after = todayDdMmYy();
    await expect(status).toHaveText(before === after ? registered(before) : new RegExp(`${before}|${after}`));
    await expect(field).toHaveValue(address);
  });

  test("the seed's subscriber is already registered since 14/03/25", async ({ page }) => {
    await page.clock.install();
    const { field, button, status } = await newsletter(page, '/autor/lucia-ferrer');
    await field.fill('lectora@example.com');
    await button.click();
    await expect(status).toHaveText(registered('14/03/25'));
    // The message stays (only the success message goes away): past the time that one stays.
    await page.clock.runFor(TIMINGS_MS.newsletterMessage + 500);
    await expect(status).toHaveText(registered('14/03/25'));
  });

  test('a failing server: it says it will try again, keeps the address, and subscribes by itself once the server answers', async ({
    page,
  }) => {
    const { field, button, status } = await newsletter(page, '/ediciones');
    const address = uniqueEmail('fallo');
    // A failure, then the server answers (made here: nothing is written).
    let tries = 0;
    await page.route('**/api/suscribir', (route) =>
      ++tries <= 1
        ? route.fulfill({ status: 500, json: { error: 'boom' } })
        : route.fulfill({ status: 201, json: { mensaje: SUBSCRIBED, estado: 'suscrito' } }),
    );
    await field.fill(address);
    await button.click();
    await expect(status).toHaveText(RETRYING);
    await expect(field).toHaveValue(address);
    await expect(status).toHaveText(SUBSCRIBED, { timeout: 10_000 });
    await expect(field).toHaveValue('');
    expect(tries).toBe(2);
  });
});
