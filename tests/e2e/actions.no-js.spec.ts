// Reader actions with JavaScript disabled (projects no-js-375 and no-js-1280): the newsletter
// and hormiguear are plain HTML forms that POST to the functions and get pages of the site back.
import { expect, test, type Page } from '@playwright/test';
import { expectForwardedOnce, hormigueoMessages, hormigueoState, subscriberRows } from './database.ts';
import { uniqueEmail } from './pageHelpers.ts';
import { networkWorks, ownWorks } from './sampleFacts.ts';

/**
 * The first form post to `url` reaches the server (which does the work) and its answer is
 * lost on the way back, as on a connection that drops; later posts pass.
 */
async function loseFirstAnswer(page: Page, url: string): Promise<void> {
  let first = true;
  await page.route(url, async (route) => {
    if (route.request().method() !== 'POST' || !first) return route.continue();
    first = false;
    await route.fetch();
    await route.abort('connectionreset');
  });
}

const INVALID = 'Por favor, ingresa un correo electrónico válido';
const SUBSCRIBED = '¡Te has suscrito exitosamente!';

/** Fills the footer form of `path` with `address` and submits it; returns the answer to the POST. */
async function subscribe(page: Page, path: string, address: string) {
  await page.goto(path);
  const footer = page.getByRole('contentinfo');
  const field = footer.getByRole('textbox', { name: 'Correo electrónico' });
  await field.scrollIntoViewIfNeeded();
  await field.fill(address);
  const answer = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/suscribir' && r.request().method() === 'POST');
  await footer.getByRole('button', { name: 'Suscríbete' }).click();
  const response = await answer;
  await page.waitForLoadState('domcontentloaded');
  return response;
}

/**
 * The answer is a page of the site: its nav, footer, font and styles, not bare HTML, with the
 * way back to where the reader was.
 */
async function expectSitePage(page: Page) {
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toContainText('TODOS LOS DERECHOS RESERVADOS');
  const body = await page.evaluate(() => {
    const style = getComputedStyle(document.body);
    return { font: style.fontFamily, size: style.fontSize };
  });
  expect(body.font).toMatch(/Montserrat/);
  const back = page.locator('main').getByRole('link', { name: 'Volver' });
  await expect(back).toBeVisible();
  // The back link is the site's, not the browser's default blue underlined link.
  expect(await back.evaluate((a) => getComputedStyle(a).color)).not.toBe('rgb(0, 0, 238)');
}

/** 'Volver' leads back to the form on the page it was sent from. */
async function expectBackTo(page: Page, path: string) {
  const back = page.locator('main').getByRole('link', { name: 'Volver' });
  await expect(back).toHaveAttribute('href', `${path}#suscribir`);
  await back.click();
  await expect(page).toHaveURL(new RegExp(`${path.replace(/[/.?]/g, '\\$&')}#suscribir$`));
  await expect(page.locator('#suscribir')).toBeInViewport();
}

test.describe('the newsletter without JavaScript', () => {
  test('subscribes a new address with a plain POST, once, and answers with a page of the site', async ({ page }) => {
    const address = uniqueEmail('nojs');
    const response = await subscribe(page, '/poema/polilla', address);
    expect(response.status(), 'post/redirect/get: the POST is answered with a redirect').toBe(303);
    expect(response.request().postData()).toContain(`correo=${encodeURIComponent(address)}`);
    await expect(page).toHaveURL(/\/api\/resultado\?/);
    await expect(page.locator('main').getByRole('status')).toHaveText(SUBSCRIBED);
    await expectSitePage(page);
    expect(await subscriberRows(address)).toBe(1);

    // Reloading the result page sends nothing again.
    await page.reload();
    await expect(page.locator('main').getByRole('status')).toHaveText(SUBSCRIBED);
    expect(await subscriberRows(address)).toBe(1);
    await expectBackTo(page, '/poema/polilla');

    // The same address from the same reader a moment later: a repeat of that subscription (its
    // answer may have been lost), answered the same, still one row.
    await subscribe(page, '/ediciones/1', address);
    await expect(page.locator('main').getByRole('status')).toHaveText(SUBSCRIBED);
    expect(await subscriberRows(address)).toBe(1);
    await expectBackTo(page, '/ediciones/1');
    // An address registered before: since when.
    await subscribe(page, '/ediciones/1', ' Lectora@Example.com ');
    await expect(page.locator('main').getByRole('status')).toHaveText('Este correo ya está registrado desde el 14/03/25');
  });

  test("the seed's subscriber gets the already-registered page", async ({ page }) => {
    await subscribe(page, '/visuales', 'lectora@example.com');
    await expect(page.locator('main').getByRole('status')).toHaveText('Este correo ya está registrado desde el 14/03/25');
    await expectBackTo(page, '/visuales');
  });

  test('an invalid address gets a 400 page of the site with the validation message', async ({ page }) => {
    for (const address of ['a@b', 'nope', '']) {
      const response = await subscribe(page, '/', address);
      expect(response.status(), `'${address}'`).toBe(400);
      await expect(page.locator('main').getByRole('status'), `'${address}'`).toHaveText(INVALID);
      await expect(page.locator('main').getByRole('link', { name: 'Volver' })).toHaveAttribute('href', '/#suscribir');
    }
    await expectSitePage(page);
  });
});

test.describe('hormiguear without JavaScript', () => {
  test('a poem: HORMIGUEAR shows the form; a blank message comes back with the text kept; then GRACIAS and +1', async ({ page }) => {
    const POEM = ownWorks().poems[0];
    const before = await hormigueoState('poema', POEM.id);
    await page.goto(POEM.path);
    await page.getByRole('link', { name: /^HORMIGUEAR\b/ }).click();
    await expect(page).toHaveURL(new RegExp(`${POEM.path}#hormiguear$`));
    const form = page.locator('#hormiguear');
    await expect(form.getByRole('heading', { name: 'HORMIGUEAR POEMA' })).toBeVisible();
    await expect(form).toContainText(POEM.title);
    const name = `Sin script ${test.info().project.name}`;
    await form.getByRole('textbox', { name: 'Tu nombre (opcional)' }).fill(name);
    await form.getByRole('button', { name: 'ENVIAR' }).click();

    // Refused: the form again, on a page of the site, with the name kept and the reason.
    await expect(page.getByRole('alert')).toHaveText('Debes dejar un mensaje.');
    await expect(page.getByRole('textbox', { name: 'Tu nombre (opcional)' })).toHaveValue(name);
    await expectSitePage(page);
    await expect(page.locator('main').getByRole('link', { name: 'Volver' })).toHaveAttribute('href', POEM.path);
    expect(await hormigueoState('poema', POEM.id)).toEqual(before);

    const message = `Leído sin JavaScript (${test.info().project.name} ${Date.now()})`;
    await page.getByRole('textbox', { name: 'Mensaje', exact: true }).fill(message);
    await page.getByRole('button', { name: 'ENVIAR' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('GRACIAS');
    await expect(page.locator('main')).toContainText('POR HABER HORMIGUEADO ESTE POEMA');
    await expectSitePage(page);
    expect(await hormigueoState('poema', POEM.id)).toEqual({ hormigueos: before.hormigueos + 1, mensajes: before.mensajes + 1 });
    expect((await hormigueoMessages('poema', POEM.id)).at(-1)).toEqual({ nombre: name, mensaje: message });

    // Reloading the thanks sends nothing again; 'Volver' leads back to the poem.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('GRACIAS');
    expect((await hormigueoState('poema', POEM.id)).hormigueos).toBe(before.hormigueos + 1);
    await page.locator('main').getByRole('link', { name: 'Volver' }).click();
    await expect(page).toHaveURL(new RegExp(`${POEM.path}$`));
  });

  test('a visual work: each piece is a link to its page, whose form asks for a name; GRACIAS and +1', async ({ page }) => {
    const PIECE = ownWorks().piece;
    const before = await hormigueoState('visual', PIECE.id);
    await page.goto('/visuales');
    await page.getByRole('link', { name: `Ver «${PIECE.title}» en grande` }).click();
    await expect(page).toHaveURL(new RegExp(`${PIECE.path}$`));
    await expect(page.locator('main h1')).toHaveText(PIECE.title);
    const picture = page.locator('main').getByRole('img', { name: PIECE.title });
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);

    await page.getByRole('link', { name: /^HORMIGUEAR ESTA OBRA/ }).click();
    const form = page.locator('#hormiguear');
    await expect(form.getByRole('heading', { name: 'HORMIGUEAR OBRA VISUAL' })).toBeVisible();
    await form.getByRole('textbox', { name: 'Mensaje (opcional)' }).fill('Una obra que no se olvida');
    await form.getByRole('button', { name: 'ENVIAR' }).click();
    await expect(page.getByRole('alert')).toHaveText('Por favor, ingresa tu nombre para continuar.');
    await expect(page.getByRole('textbox', { name: 'Mensaje (opcional)' })).toHaveValue('Una obra que no se olvida');
    expect(await hormigueoState('visual', PIECE.id)).toEqual(before);

    await page.getByRole('textbox', { name: 'Tu nombre', exact: true }).fill('Lectora sin script');
    await page.getByRole('button', { name: 'ENVIAR' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('GRACIAS');
    await expect(page.locator('main')).toContainText('POR HABER HORMIGUEADO ESTA OBRA VISUAL');
    await expectSitePage(page);
    expect(await hormigueoState('visual', PIECE.id)).toEqual({ hormigueos: before.hormigueos + 1, mensajes: before.mensajes + 1 });
    await page.locator('main').getByRole('link', { name: 'Volver' }).click();
    await expect(page).toHaveURL(new RegExp(`${PIECE.path}$`));
  });

  test('the form closes again with its ✕ (a link that leaves the form)', async ({ page }) => {
    const POEM = ownWorks().poems[1];
    await page.goto(POEM.path);
    await page.getByRole('link', { name: /^HORMIGUEAR\b/ }).click();
    const form = page.locator('#hormiguear');
    await expect(form).toBeVisible();
    await form.getByRole('link', { name: 'Cerrar' }).click();
    await expect(form).toBeHidden();
    await expect(page.locator('main h1')).toHaveText(POEM.title);
  });
});

test.describe('a form post whose answer is lost', () => {
  test('a hormigueo sent again by the reader (the same words) counts once and is forwarded once', async ({ page }) => {
    const { poem } = networkWorks();
    const before = await hormigueoState('poema', poem.id);
    await loseFirstAnswer(page, `**/api/hormiguear/poema/${poem.id}`);
    const message = `Sin JavaScript y sin señal (${test.info().project.name} ${Date.now()})`;
    await page.goto(`${poem.path}#hormiguear`);
    const form = page.locator('#hormiguear');
    await form.getByRole('textbox', { name: 'Mensaje', exact: true }).fill(message);
    // The browser gets no answer: its own error page.
    await form
      .getByRole('button', { name: 'ENVIAR' })
      .click()
      .catch(() => {});
    await page.waitForURL((url) => url.protocol === 'chrome-error:');
    await expect
      .poll(async () => (await hormigueoState('poema', poem.id)).hormigueos, 'the first post was counted')
      .toBe(before.hormigueos + 1);

    // The reader comes back to the poem and sends the same words again.
    await page.goto(`${poem.path}#hormiguear`);
    await form.getByRole('textbox', { name: 'Mensaje', exact: true }).fill(message);
    await form.getByRole('button', { name: 'ENVIAR' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('GRACIAS');
    expect(await hormigueoState('poema', poem.id)).toEqual({ hormigueos: before.hormigueos + 1, mensajes: before.mensajes + 1 });
    await expectForwardedOnce(message, 2);
  });

  test('a subscription sent again is "subscribed", not "already registered"; one row', async ({ page }) => {
    const address = uniqueEmail('formulario-perdido');
    await loseFirstAnswer(page, '**/api/suscribir');
    await page.goto('/ediciones');
    const footer = page.getByRole('contentinfo');
    await footer.getByRole('textbox', { name: 'Correo electrónico' }).fill(address);
    await footer
      .getByRole('button', { name: 'Suscríbete' })
      .click()
      .catch(() => {});
    await page.waitForURL((url) => url.protocol === 'chrome-error:');
    await expect.poll(() => subscriberRows(address), 'the first post was recorded').toBe(1);
    const response = await subscribe(page, '/ediciones', address);
    expect(response.status()).toBe(303);
    await expect(page.locator('main')).toContainText(SUBSCRIBED);
    await expect(page.locator('main')).not.toContainText('ya está registrado');
    expect(await subscriberRows(address)).toBe(1);
  });
});

test.describe('Regresar without JavaScript', () => {
  test('an author page reached with ?edicion leads back to that edition’s section', async ({ page }) => {
    await page.goto('/autor/lucia-ferrer?edicion=1');
    await expect(page.getByRole('link', { name: 'Regresar' })).toHaveAttribute('href', '/ediciones/1/creaciones');
    await page.goto('/autor/julian-ibarra?edicion=1');
    await expect(page.getByRole('link', { name: 'Regresar' })).toHaveAttribute('href', '/ediciones/1/critica');
    // Without the parameter (or with an edition the author is not in): the newest edition's section.
    for (const search of ['', '?edicion=99']) {
      await page.goto(`/autor/lucia-ferrer${search}`);
      await expect(page.getByRole('link', { name: 'Regresar' })).toHaveAttribute('href', '/ediciones/2/creaciones');
    }
  });
});
