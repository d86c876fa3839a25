// A reader on a slow phone: the page's text has arrived, its scripts have not. Every site
// script is held back (route interception) while the reader types and taps, then released;
// nothing the reader did is lost, and the database shows exactly what was sent.
import { expect, test, type Page } from '@playwright/test';
import { hormigueoMessages, hormigueoState, subscriberRows } from './database.ts';
import { uniqueEmail, waitForIslandOf } from './pageHelpers.ts';
import { ownWorks } from './sampleFacts.ts';

const SUBSCRIBED = '¡Te has suscrito exitosamente!';

/** Holds every script of the site until release() (the page's HTML and styles still arrive). */
async function holdSiteScripts(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/*.js', async (route) => {
    await released;
    await route.continue().catch(() => {});
  });
  return release;
}

/** Opens a page with its scripts held back; resolves once its HTML has arrived. */
async function openWithoutScripts(page: Page, path: string): Promise<() => void> {
  const release = await holdSiteScripts(page);
  await page.goto(path, { waitUntil: 'commit' });
  await expect(page.locator('main h1')).toBeVisible();
  return release;
}

test.describe('before the scripts arrive', () => {
  test('an address typed into the newsletter survives hydration and is sent', async ({ page }) => {
    const address = uniqueEmail('antes');
    const release = await openWithoutScripts(page, '/poema/polilla');
    const footer = page.getByRole('contentinfo');
    const field = footer.getByRole('textbox', { name: 'Correo electrónico' });
    await field.fill(address);
    release();
    await waitForIslandOf(field);
    await expect(field).toHaveValue(address);
    await footer.getByRole('button', { name: 'Suscríbete' }).click();
    await expect(footer.getByRole('status')).toHaveText(SUBSCRIBED);
    await expect(field).toHaveValue('');
    expect(await subscriberRows(address)).toBe(1);
  });

  test('the newsletter sent before its script arrived is a plain form post: subscribed once', async ({ page }) => {
    const address = uniqueEmail('sin-script');
    const release = await openWithoutScripts(page, '/');
    const footer = page.getByRole('contentinfo');
    await footer.getByRole('textbox', { name: 'Correo electrónico' }).fill(address);
    await footer.getByRole('button', { name: 'Suscríbete' }).click();
    await expect(page.locator('main').getByRole('status')).toHaveText(SUBSCRIBED);
    release();
    expect(await subscriberRows(address)).toBe(1);
  });

  test('HORMIGUEAR tapped before hydration shows the form; typed text is kept as it becomes the modal; +1', async ({ page }) => {
    const POEM = ownWorks().poems[0];
    const before = await hormigueoState('poema', POEM.id);
    const release = await openWithoutScripts(page, POEM.path);
    await page.getByRole('link', { name: /^HORMIGUEAR\b/ }).click();
    const form = page.locator('#hormiguear');
    const message = form.getByRole('textbox', { name: 'Mensaje', exact: true });
    const name = form.getByRole('textbox', { name: 'Tu nombre (opcional)' });
    await expect(message).toBeVisible();
    const text = `Escrito antes del script (${test.info().project.name} ${Date.now()})`;
    await message.fill(text);
    await name.fill('Lectora lenta');

    release();
    await waitForIslandOf(form);
    const dialog = page.getByRole('dialog', { name: 'HORMIGUEAR POEMA' });
    await expect(dialog).toBeVisible();
    expect(await form.evaluate((el) => el.matches(':modal')), 'the same form, now a modal dialog').toBe(true);
    await expect(message).toHaveValue(text);
    await expect(name).toHaveValue('Lectora lenta');

    await dialog.getByRole('button', { name: 'ENVIAR' }).click();
    // The thanks name the dialog from now on: follow the element itself.
    await expect(form.getByText('GRACIAS', { exact: true })).toBeVisible();
    await expect(form).toBeHidden({ timeout: 5_000 });
    expect(await hormigueoState('poema', POEM.id)).toEqual({ hormigueos: before.hormigueos + 1, mensajes: before.mensajes + 1 });
    expect((await hormigueoMessages('poema', POEM.id)).at(-1)).toEqual({ nombre: 'Lectora lenta', mensaje: text });
    await expect(page, 'no #hormiguear left in the address').toHaveURL(new RegExp(`${POEM.path}$`));
  });

  test('a hormigueo sent before the scripts arrived is a plain form post: GRACIAS, +1', async ({ page }) => {
    const POEM = ownWorks().poems[1];
    const before = await hormigueoState('poema', POEM.id);
    const release = await openWithoutScripts(page, POEM.path);
    await page.getByRole('link', { name: /^HORMIGUEAR\b/ }).click();
    const form = page.locator('#hormiguear');
    await form.getByRole('textbox', { name: 'Mensaje', exact: true }).fill('Enviado sin esperar');
    await form.getByRole('button', { name: 'ENVIAR' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('GRACIAS');
    await expect(page.locator('main')).toContainText('POR HABER HORMIGUEADO ESTE POEMA');
    release();
    expect((await hormigueoState('poema', POEM.id)).hormigueos).toBe(before.hormigueos + 1);
  });

  test('a visual work: a tap on a piece opens its page, its form is filled, then sent through the modal; +1', async ({ page }) => {
    const PIECE = ownWorks().piece;
    const before = await hormigueoState('visual', PIECE.id);
    const release = await openWithoutScripts(page, '/visuales');
    await page.getByRole('link', { name: `Ver «${PIECE.title}» en grande` }).click();
    await expect(page).toHaveURL(new RegExp(`${PIECE.path}$`));
    await expect(page.locator('main h1')).toHaveText(PIECE.title);
    await page.getByRole('link', { name: /^HORMIGUEAR ESTA OBRA/ }).click();
    const form = page.locator('#hormiguear');
    const name = form.getByRole('textbox', { name: 'Tu nombre', exact: true });
    await name.fill('Visitante paciente');

    release();
    await waitForIslandOf(form);
    const dialog = page.getByRole('dialog', { name: 'HORMIGUEAR OBRA VISUAL' });
    await expect(dialog).toBeVisible();
    await expect(name).toHaveValue('Visitante paciente');
    await dialog.getByRole('button', { name: 'ENVIAR' }).click();
    await expect(form.getByText('POR HABER HORMIGUEADO ESTA OBRA VISUAL')).toBeVisible();
    expect((await hormigueoState('visual', PIECE.id)).hormigueos).toBe(before.hormigueos + 1);
  });
});

test.describe('form posts from elsewhere', () => {
  test('a form on another site posting to the functions gets 403 in Spanish and writes nothing', async ({ page, baseURL }) => {
    const POEM = ownWorks().poems[0];
    const address = uniqueEmail('ajeno');
    const before = await hormigueoState('poema', POEM.id);
    await page.route('http://otro-sitio.example/**', (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: `<!doctype html><html lang="es"><body>
          <form id="s" method="post" action="${baseURL}/api/suscribir"><input name="correo" value="${address}"><button>Suscribir</button></form>
          <form id="h" method="post" action="${baseURL}/api/hormiguear/poema/${POEM.id}"><input name="mensaje" value="spam"><button>Hormiguear</button></form>
        </body></html>`,
      }),
    );
    for (const form of ['#s', '#h']) {
      await page.goto('http://otro-sitio.example/');
      const answer = page.waitForResponse((r) => r.request().method() === 'POST');
      await page.locator(`${form} button`).click();
      expect((await answer).status(), form).toBe(403);
      await expect(page.locator('main')).toContainText('Este formulario solo puede enviarse desde las páginas de Hormiguero de Poemas.');
    }
    expect(await subscriberRows(address)).toBe(0);
    expect(await hormigueoState('poema', POEM.id)).toEqual(before);
  });
});
