// Hormiguear a poem (floating button on the poem page) and a visual work (gallery popup):
// counters, messages, validation, GRACIAS and its timing, failures.
import { expect, test, type Page } from '@playwright/test';
import { INSECT_COUNTS } from '@/consts';
import { buzonMessages } from './database.ts';
import { holdRequests, recordApiRequests, requestsSoFar, waitForIslandOf, waitForIslands } from './pageHelpers.ts';

const POEM = { path: '/poema/leccion-de-la-hormiga', id: 2, title: 'Lección de la hormiga' };
const PIECE = { title: 'Grana', id: 2 };
const RETRYING = 'No se pudo registrar su hormigueo: lo intentaremos de nuevo en unos segundos.';
const TOO_MANY = 'Demasiados intentos seguidos. Espera un momento y vuelve a intentarlo.';

/** The hormiguear modal (poem or visual), whatever its phase. */
const modal = (page: Page) => page.locator('dialog#hormiguear');
/** HORMIGUEAR is a link to the form (it works before the scripts); the island opens the modal. */
const hormiguearButton = (page: Page) => page.getByRole('link', { name: /^HORMIGUEAR\b(?! ESTA OBRA)/ });

async function openPoem(page: Page) {
  await page.goto(POEM.path);
  const button = hormiguearButton(page);
  await expect(button).toBeVisible();
  await waitForIslandOf(modal(page));
  return button;
}

async function openPoemModal(page: Page) {
  const button = await openPoem(page);
  await button.click();
  const dialog = page.getByRole('dialog', { name: 'HORMIGUEAR POEMA' });
  await expect(dialog).toBeVisible();
  return { button, dialog, field: dialog.getByRole('textbox', { name: 'Mensaje', exact: true }) };
}

/**
 * Starts timing the thanks in the page itself (call it before sending): when GRACIAS
 * appears and when the modal closes, seen by a MutationObserver, so a busy test runner
 * polling late cannot shorten or lengthen the measure.
 */
async function timeThanks(page: Page): Promise<void> {
  await modal(page).evaluate((dialog) => {
    const times: { shown?: number; closed?: number } = {};
    (window as unknown as { __thanks: typeof times }).__thanks = times;
    new MutationObserver(() => {
      if (times.shown === undefined && dialog.querySelector('#hormiguear-titulo')?.textContent?.trim() === 'GRACIAS')
        times.shown = performance.now();
      if (times.shown !== undefined && times.closed === undefined && !(dialog as HTMLDialogElement).open) times.closed = performance.now();
    }).observe(dialog, { subtree: true, childList: true, characterData: true, attributes: true });
  });
}

/** Waits for the thanks, then for the modal to close by itself; returns how long it stayed (ms), as timed by timeThanks. */
async function thanksThenAutoClose(page: Page, thanks: string): Promise<number> {
  const dialog = modal(page);
  await expect(dialog.getByText('GRACIAS', { exact: true })).toBeVisible();
  await expect(dialog.getByText(thanks, { exact: true })).toBeVisible();
  await expect(dialog).toBeHidden({ timeout: 5_000 });
  const times = await page.evaluate(() => (window as unknown as { __thanks: { shown?: number; closed?: number } }).__thanks);
  expect(times.shown, 'GRACIAS was timed').toBeDefined();
  expect(times.closed, 'the close was timed').toBeDefined();
  return times.closed! - times.shown!;
}

test.describe('hormiguear a poem', () => {
  test('HORMIGUEAR opens the modal with focus on the message; a blank message is refused without a request', async ({ page }) => {
    const api = recordApiRequests(page);
    const { dialog, field } = await openPoemModal(page);
    await expect(dialog.getByRole('heading', { name: 'HORMIGUEAR POEMA' })).toBeVisible();
    await expect(dialog).toContainText('Deja un mensaje para hormiguear este poema');
    await expect(dialog).toContainText(POEM.title);
    await expect(field).toBeFocused();

    for (const blank of ['', '   \n  ']) {
      await field.fill(blank);
      await dialog.getByRole('button', { name: 'ENVIAR' }).click();
      await expect(dialog.getByRole('alert')).toHaveText('Debes dejar un mensaje.');
      await expect(dialog).toBeVisible();
      await expect(field).toBeFocused();
    }
    // Every request the page made so far reported, before saying none was made.
    await requestsSoFar(page);
    expect(api, 'no request to the functions').toEqual([]);
  });

  test('with a message: ENVIANDO..., then GRACIAS; it closes by itself after about 2 s and clears the field', async ({ page }) => {
    const { button, dialog, field } = await openPoemModal(page);
    const held = await holdRequests(page, `**/api/hormiguear/poema/${POEM.id}`);
    const response = page.waitForResponse((r) => new URL(r.url()).pathname === `/api/hormiguear/poema/${POEM.id}`);
    const message = `Un hormigueo de prueba (${test.info().project.name})`;
    await timeThanks(page);
    await field.fill(message);
    await dialog.getByRole('button', { name: 'ENVIAR' }).click();

    await held.arrived;
    const sending = dialog.getByRole('button', { name: 'ENVIANDO...' });
    await expect(sending).toBeVisible();
    await expect(sending).toBeDisabled();
    held.release();

    const answer = await response;
    expect(answer.request().method()).toBe('POST');
    expect(answer.status()).toBe(201);
    expect(answer.request().postDataJSON()).toMatchObject({ mensaje: message });

    const stayed = await thanksThenAutoClose(page, 'POR HABER HORMIGUEADO ESTE POEMA');
    expect(stayed, 'the thanks close by themselves after about 2 s').toBeGreaterThan(1_500);
    expect(stayed).toBeLessThan(3_200);
    await expect(button).toBeFocused();

    // Reopened: the form again, with the field cleared.
    await button.click();
    await expect(dialog).toBeVisible();
    await expect(field).toHaveValue('');
    await expect(field).toBeFocused();
    await expect(dialog.getByRole('button', { name: 'ENVIAR' })).toBeEnabled();
    // The message reaches the poet and the magazine (the sample forwards to a local mailbox).
    await expect
      .poll(
        async () =>
          (await buzonMessages())
            .filter((m) => m.cuerpo.message === message)
            .map((m) => m.ruta)
            .sort(),
        {
          timeout: 10_000,
        },
      )
      .toEqual([expect.stringMatching(/^\/buzon\/autor-\d+$/), '/buzon/revista']);
    const received = (await buzonMessages()).find((m) => m.cuerpo.message === message)!;
    expect(received.cuerpo).toMatchObject({ poema: POEM.title, mensaje_nombre: 'Anónimo' });
  });

  test('on an edition 1 poem GRACIAS crawls with insects, whose styles the page did not carry', async ({ page }) => {
    const html = await (await page.request.get(POEM.path)).text();
    expect(html, 'the poem page carries no insect styles').not.toContain('@keyframes crawl');
    const { dialog, field } = await openPoemModal(page);
    await field.fill(`Un hormigueo con insectos (${test.info().project.name})`);
    await dialog.getByRole('button', { name: 'ENVIAR' }).click();
    // Named GRACIAS now: the locator that follows the dialog whatever its phase.
    await expect(modal(page).getByText('GRACIAS', { exact: true })).toBeVisible();
    const insects = modal(page).locator('.insects > i');
    await expect(insects).toHaveCount(INSECT_COUNTS.thanks);
    const first = await insects.first().evaluate((el: HTMLElement) => ({
      position: getComputedStyle(el).position,
      animation: getComputedStyle(el).animationName,
      width: el.offsetWidth,
    }));
    expect(first, 'styled by the island once shown: placed, sized and crawling').toEqual({
      position: 'absolute',
      animation: 'crawl',
      width: 28,
    });
  });

  test('X, a click outside and Escape close it; focus returns to HORMIGUEAR', async ({ page }) => {
    const { button, dialog } = await openPoemModal(page);

    await dialog.getByRole('link', { name: 'Cerrar' }).click();
    await expect(dialog).toBeHidden();
    await expect(button).toBeFocused();

    await button.click();
    await expect(dialog).toBeVisible();
    // A click inside keeps it open.
    await dialog.getByText('Deja un mensaje para hormiguear este poema').click();
    await expect(dialog).toBeVisible();
    const box = (await dialog.boundingBox())!;
    expect(box.x, 'room around the modal').toBeGreaterThan(4);
    expect(box.y).toBeGreaterThan(4);
    await page.mouse.click(3, 3);
    await expect(dialog).toBeHidden();
    await expect(button).toBeFocused();

    await button.click();
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(button).toBeFocused();
  });

  test('while open, Tab and Shift+Tab keep the focus in the modal, never on the page behind', async ({ page }) => {
    const { dialog } = await openPoemModal(page);
    // Past the last control a native modal <dialog> hands the focus to the browser's own
    // controls (in a headless window: nothing, document.body) before coming back to the first
    // one; it must never land on a link or control of the page behind.
    const keys = [...Array(8).fill('Tab'), ...Array(8).fill('Shift+Tab')] as string[];
    const visited = new Set<string>();
    let outside = 0;
    for (const [i, key] of keys.entries()) {
      await page.keyboard.press(key);
      const where = await dialog.evaluate((el) => {
        const active = document.activeElement;
        if (!active || active === document.body) return { inside: false, onPage: false, what: 'browser' };
        return { inside: el.contains(active), onPage: !el.contains(active), what: active.outerHTML.slice(0, 80) };
      });
      expect(where.onPage, `after key ${i + 1} (${key}) the focus is on the page behind: ${where.what}`).toBe(false);
      if (where.inside) {
        outside = 0;
        visited.add(where.what);
      } else {
        outside++;
        expect(outside, `after key ${i + 1} (${key}) the focus comes straight back into the modal`).toBeLessThan(2);
      }
    }
    // Cerrar, the message, the name, ENVIAR and the privacy notice's link (the hidden honeypot is skipped).
    expect(visited.size, `modal controls reached: ${[...visited].join(' | ')}`).toBe(5);
  });

  test('a server failure: it says it will try again, keeps the text, and sends it by itself once the server answers', async ({ page }) => {
    const { dialog, field } = await openPoemModal(page);
    const message = 'Este mensaje no debe perderse';
    // Two failures, then the server answers (this test counts nothing: the answer is made here).
    let tries = 0;
    await page.route(`**/api/hormiguear/poema/${POEM.id}`, (route) =>
      ++tries <= 2
        ? route.fulfill({ status: 503, json: { error: 'Servicio no disponible' } })
        : route.fulfill({ status: 201, json: { ok: true, hormigueos: 100 } }),
    );
    await field.fill(message);
    await dialog.getByRole('button', { name: 'ENVIAR' }).click();
    await expect(dialog.getByRole('status')).toContainText(RETRYING);
    await expect(dialog).toBeVisible();
    await expect(field).toHaveValue(message);
    await expect(field).not.toBeEditable();
    await expect(modal(page).getByText('GRACIAS', { exact: true })).toBeVisible({ timeout: 10_000 });
    expect(tries).toBe(3);
  });

  test("a 429 from the server shows the server's own message", async ({ page }) => {
    const { dialog, field } = await openPoemModal(page);
    await page.route(`**/api/hormiguear/poema/${POEM.id}`, (route) =>
      route.fulfill({ status: 429, headers: { 'retry-after': '30' }, json: { error: TOO_MANY } }),
    );
    await field.fill('Otra vez');
    await dialog.getByRole('button', { name: 'ENVIAR' }).click();
    await expect(dialog.getByRole('alert')).toHaveText(TOO_MANY);
    await expect(dialog).toBeVisible();
    await expect(field).toHaveValue('Otra vez');
  });
});

test.describe('hormiguear a visual work', () => {
  async function openPieceModal(page: Page) {
    await page.goto('/visuales');
    const link = page.getByRole('link', { name: `Ver «${PIECE.title}» en grande` });
    // The popup's island hydrates when the reader heads for a piece (client:intent).
    await waitForIslands(page);
    await link.click();
    await waitForIslandOf(modal(page));
    const popup = page.getByRole('dialog', { name: PIECE.title });
    await expect(popup).toBeVisible();
    const button = popup.getByRole('link', { name: /^HORMIGUEAR ESTA OBRA/ });
    await expect(button).toBeVisible();
    await button.click();
    const dialog = page.getByRole('dialog', { name: 'HORMIGUEAR OBRA VISUAL' });
    await expect(dialog).toBeVisible();
    return { popup, button, dialog, name: dialog.getByRole('textbox', { name: 'Tu nombre', exact: true }) };
  }

  test('no name is refused without a request; with a name, GRACIAS, then it closes and the piece stays open', async ({ page }) => {
    const api = recordApiRequests(page);
    const { popup, button, dialog, name } = await openPieceModal(page);
    await expect(dialog).toContainText('Por favor, ingresa tu nombre para hormiguear esta obra visual');
    await expect(name).toBeFocused();

    await dialog.getByRole('button', { name: 'ENVIAR' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Por favor, ingresa tu nombre para continuar.');
    await name.fill('   ');
    await dialog.getByRole('button', { name: 'ENVIAR' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Por favor, ingresa tu nombre para continuar.');
    await expect(dialog).toBeVisible();
    await requestsSoFar(page);
    expect(api, 'no request to the functions').toEqual([]);

    const held = await holdRequests(page, `**/api/hormiguear/visual/${PIECE.id}`);
    const response = page.waitForResponse((r) => new URL(r.url()).pathname === `/api/hormiguear/visual/${PIECE.id}`);
    await name.fill('Lectora de prueba');
    await timeThanks(page);
    await dialog.getByRole('button', { name: 'ENVIAR' }).click();
    await held.arrived;
    await expect(dialog.getByRole('button', { name: 'ENVIANDO...' })).toBeDisabled();
    held.release();
    expect((await response).status()).toBe(201);

    const stayed = await thanksThenAutoClose(page, 'POR HABER HORMIGUEADO ESTA OBRA VISUAL');
    expect(stayed).toBeGreaterThan(1_500);
    expect(stayed).toBeLessThan(3_200);
    await expect(popup, 'the piece popup stays open').toBeVisible();
    await expect(button).toBeFocused();

    // Reopened: the name was cleared.
    await button.click();
    await expect(dialog).toBeVisible();
    await expect(name).toHaveValue('');
  });

  test('Escape on the hormiguear modal closes only it, then a second Escape closes the piece', async ({ page }) => {
    const { popup, button, dialog } = await openPieceModal(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(popup).toBeVisible();
    await expect(button).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(popup).toBeHidden();
  });
});
