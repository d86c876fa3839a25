// The reader actions on a network that drops requests and answers, as a phone in a lift meets
// it: the request lost, the answer lost, no connection at all, the page closed while a send
// waits. Every time the work counts exactly one hormigueo, the poet gets the message once, a
// subscriber is subscribed once, and the reader ends on GRACIAS (or the subscribed message),
// once. Also run in Cloudflare's runtime (cloudflare-1280).
import { expect, test, type Page } from '@playwright/test';
import { HORMIGUEAR, IDEMPOTENCY_HEADER, MESSAGES, PENDING, REPLAYED_HEADER } from '@/lib/actions/rules';
import { expectForwardedOnce, hormigueoState, subscriberRows } from './database.ts';
import { uniqueEmail, waitForIslandOf } from './pageHelpers.ts';
import { networkWorks } from './sampleFacts.ts';

const hormigueoUrl = (kind: 'poema' | 'visual', id: number) => `**/api/hormiguear/${kind}/${id}`;

interface Sent {
  key: string | null;
  status: number | null;
  replayed: boolean;
}

/**
 * Drops the first request to `url` the way a bad connection does: `answer` lets it reach the
 * server (which does the work) and loses the answer on its way back; `request` loses the
 * request itself. Later requests pass. Returns what each request carried and got.
 */
async function dropFirst(page: Page, url: string, what: 'answer' | 'request'): Promise<Sent[]> {
  const sent: Sent[] = [];
  await page.route(url, async (route) => {
    const key = route.request().headers()[IDEMPOTENCY_HEADER.toLowerCase()] ?? null;
    const first = sent.length === 0;
    const entry: Sent = { key, status: null, replayed: false };
    sent.push(entry);
    if (first && what === 'request') return route.abort('internetdisconnected');
    const response = await route.fetch();
    entry.status = response.status();
    entry.replayed = response.headers()[REPLAYED_HEADER.toLowerCase()] === 'true';
    if (first) return route.abort('connectionreset');
    return route.fulfill({ response });
  });
  return sent;
}

/** The hormiguear dialog of a poem's or a piece's page, open, its island live. */
async function openDialog(page: Page, path: string, kind: 'poema' | 'visual') {
  await page.goto(path);
  await waitForIslandOf(page.locator('dialog#hormiguear'));
  // HORMIGUEAR on a poem, HORMIGUEAR ESTA OBRA on a piece.
  await page.getByRole('link', { name: kind === 'poema' ? /^HORMIGUEAR\b(?! ESTA OBRA)/ : /^HORMIGUEAR ESTA OBRA/ }).click();
  await expect(page.getByRole('dialog', { name: HORMIGUEAR[kind].heading })).toBeVisible();
  // By its id: its name becomes GRACIAS once thanked.
  const dialog = page.locator('dialog#hormiguear');
  return {
    dialog,
    message: dialog.getByRole('textbox', { name: /^Mensaje/ }),
    name: dialog.getByRole('textbox', { name: /^Tu nombre/ }),
    send: dialog.getByRole('button', { name: 'ENVIAR' }),
    status: dialog.getByRole('status'),
  };
}

const unique = (label: string) => `${label} (${test.info().project.name}, ${Date.now()})`;

/** The newsletter form of the footer, scrolled to, its island live. */
async function newsletter(page: Page, path: string) {
  await page.goto(path);
  const footer = page.getByRole('contentinfo');
  const field = footer.getByRole('textbox', { name: 'Correo electrónico' });
  await field.scrollIntoViewIfNeeded();
  await waitForIslandOf(field);
  const form = footer.locator('form:has(#newsletter-correo)');
  return { field, button: form.getByRole('button'), status: form.getByRole('status') };
}

/** Every text the newsletter's status line shows from now on (seen in the page itself). */
async function recordStatusTexts(page: Page): Promise<() => Promise<string[]>> {
  await page.locator('#newsletter-estado').evaluate((status) => {
    const seen: string[] = [];
    (window as unknown as { __estado: string[] }).__estado = seen;
    new MutationObserver(() => seen.push(status.textContent ?? '')).observe(status, {
      subtree: true,
      childList: true,
      characterData: true,
    });
  });
  return () => page.evaluate(() => (window as unknown as { __estado: string[] }).__estado);
}

const pendingStorage = (page: Page) => page.evaluate(() => localStorage.getItem('hormiguero:envios-pendientes'));

test.describe('hormiguear on a connection that drops', () => {
  test('the answer to ENVIAR is lost: the same hormigueo is resent by itself and counted once; the poet gets it once', async ({ page }) => {
    const { poem } = networkWorks();
    const before = await hormigueoState('poema', poem.id);
    const sent = await dropFirst(page, hormigueoUrl('poema', poem.id), 'answer');
    const words = unique('La respuesta se perdió');
    const { dialog, message, send, status } = await openDialog(page, poem.path, 'poema');
    await message.fill(words);
    await send.click();

    await expect(status).toContainText(PENDING.waitingHormigueo);
    await expect(message, 'the words stay, and cannot change while they wait').toHaveValue(words);
    await expect(message).not.toBeEditable();
    await expect(dialog.getByText('GRACIAS', { exact: true })).toBeVisible();
    await expect(dialog.getByText(HORMIGUEAR.poema.thanks)).toBeVisible();

    expect(sent.map((s) => s.status)).toEqual([201, 201]);
    expect(sent[1]!.replayed, 'the second answer repeats the first').toBe(true);
    expect(sent[0]!.key).toBeTruthy();
    expect(sent[1]!.key, 'resent with the same key').toBe(sent[0]!.key);
    expect(await hormigueoState('poema', poem.id)).toEqual({ hormigueos: before.hormigueos + 1, mensajes: before.mensajes + 1 });
    await expectForwardedOnce(words, 2);
    expect(await pendingStorage(page), 'nothing left waiting on the device').toBeNull();
  });

  test('the request is lost on its way: it is resent by itself and counted once', async ({ page }) => {
    const { poem } = networkWorks();
    const before = await hormigueoState('poema', poem.id);
    const sent = await dropFirst(page, hormigueoUrl('poema', poem.id), 'request');
    const words = unique('La petición se perdió');
    const { dialog, message, send, status } = await openDialog(page, poem.path, 'poema');
    await message.fill(words);
    await send.click();
    await expect(status).toContainText(PENDING.waitingHormigueo);
    await expect(dialog.getByText('GRACIAS', { exact: true })).toBeVisible();
    expect(sent.map((s) => s.status)).toEqual([null, 201]);
    expect(sent[1]!.key).toBe(sent[0]!.key);
    expect(await hormigueoState('poema', poem.id)).toEqual({ hormigueos: before.hormigueos + 1, mensajes: before.mensajes + 1 });
    await expectForwardedOnce(words, 2);
  });

  test('a visual work whose answer is lost is counted once, and the artist gets the message once', async ({ page }) => {
    const piece = networkWorks().piece!;
    const before = await hormigueoState('visual', piece.id);
    const sent = await dropFirst(page, hormigueoUrl('visual', piece.id), 'answer');
    const words = unique('Para la artista');
    const { dialog, message, name, send } = await openDialog(page, piece.path, 'visual');
    await name.fill('Lectora sin señal');
    await message.fill(words);
    await send.click();
    await expect(dialog.getByText('GRACIAS', { exact: true })).toBeVisible();
    await expect(dialog.getByText(HORMIGUEAR.visual.thanks)).toBeVisible();
    expect(sent.map((s) => [s.status, s.replayed])).toEqual([
      [201, false],
      [201, true],
    ]);
    expect(await hormigueoState('visual', piece.id)).toEqual({ hormigueos: before.hormigueos + 1, mensajes: before.mensajes + 1 });
    await expectForwardedOnce(words, 1);
  });

  test('offline, ENVIAR keeps the words and says so; when the connection returns they are sent, once', async ({ page, context }) => {
    const { poem } = networkWorks();
    const before = await hormigueoState('poema', poem.id);
    const words = unique('Sin señal en el ascensor');
    const { dialog, message, send, status } = await openDialog(page, poem.path, 'poema');
    await context.setOffline(true);
    await message.fill(words);
    await send.click();
    await expect(status).toContainText(PENDING.waitingHormigueo);
    await expect(status).toContainText(PENDING.kept);
    await expect(message).toHaveValue(words);
    expect(await pendingStorage(page), 'kept on the device').toContain(words);
    // Pressing ENVIAR again while offline changes nothing.
    await send.click();
    expect(await hormigueoState('poema', poem.id)).toEqual(before);

    await context.setOffline(false);
    await expect(dialog.getByText('GRACIAS', { exact: true })).toBeVisible();
    expect(await hormigueoState('poema', poem.id)).toEqual({ hormigueos: before.hormigueos + 1, mensajes: before.mensajes + 1 });
    await expectForwardedOnce(words, 2);
  });

  test('the page is closed while the hormigueo waits: the next visit sends it, once, and says so once', async ({ context }) => {
    const { poem } = networkWorks();
    const before = await hormigueoState('poema', poem.id);
    const words = unique('Enviado en la próxima visita');
    const page = await context.newPage();
    const { message, send, status } = await openDialog(page, poem.path, 'poema');
    await context.setOffline(true);
    await message.fill(words);
    await send.click();
    await expect(status).toContainText(PENDING.waitingHormigueo);
    await page.close();
    expect(await hormigueoState('poema', poem.id)).toEqual(before);

    await context.setOffline(false);
    const next = await context.newPage();
    await next.goto('/ediciones');
    const notice = next.getByRole('status').filter({ hasText: 'GRACIAS' });
    await expect(notice).toContainText(`${HORMIGUEAR.poema.thanks}: «${poem.title}»`);
    await expect(notice).toContainText(PENDING.sentLater);
    expect(await hormigueoState('poema', poem.id)).toEqual({ hormigueos: before.hormigueos + 1, mensajes: before.mensajes + 1 });
    await expectForwardedOnce(words, 2);
    expect(await pendingStorage(next)).toBeNull();

    // Another page later: nothing more is sent, nothing more is said.
    await next.goto('/autores');
    await next.waitForLoadState('load');
    await expect(next.getByText(PENDING.sentLater)).toHaveCount(0);
    expect((await hormigueoState('poema', poem.id)).hormigueos).toBe(before.hormigueos + 1);
  });
});

test.describe('the newsletter on a connection that drops', () => {
  test('the answer is lost: the reader is told they subscribed, never that the address was already registered; one row', async ({
    page,
  }) => {
    const address = uniqueEmail('respuesta-perdida');
    const sent = await dropFirst(page, '**/api/suscribir', 'answer');
    const { field, button, status } = await newsletter(page, '/poema/polilla');
    const texts = await recordStatusTexts(page);
    await field.fill(address);
    await button.click();
    await expect(status).toHaveText(MESSAGES.subscribed);
    expect(sent.map((s) => [s.status, s.replayed])).toEqual([
      [201, false],
      [201, true],
    ]);
    expect(sent[1]!.key).toBe(sent[0]!.key);
    expect(
      (await texts()).filter((t) => /ya está registrado/.test(t)),
      'never "already registered"',
    ).toEqual([]);
    expect(await subscriberRows(address)).toBe(1);
  });

  test('offline, the subscription waits with the address, then goes once when the connection returns', async ({ page, context }) => {
    const address = uniqueEmail('sin-conexion');
    const { field, button, status } = await newsletter(page, '/');
    await context.setOffline(true);
    await field.fill(address);
    await button.click();
    await expect(status).toHaveText(PENDING.waitingSubscription);
    await expect(field).toHaveValue(address);
    await expect(field).not.toBeEditable();
    await context.setOffline(false);
    await expect(status).toHaveText(MESSAGES.subscribed);
    await expect(field).toHaveValue('');
    expect(await subscriberRows(address)).toBe(1);
  });

  test('closed while it waits: the next visit subscribes the address once and says so', async ({ context }) => {
    const address = uniqueEmail('proxima-visita');
    const page = await context.newPage();
    const { field, button, status } = await newsletter(page, '/');
    await context.setOffline(true);
    await field.fill(address);
    await button.click();
    await expect(status).toHaveText(PENDING.waitingSubscription);
    await page.close();

    await context.setOffline(false);
    const next = await context.newPage();
    await next.goto('/autores');
    const notice = next.getByRole('status').filter({ hasText: MESSAGES.subscribed });
    await expect(notice).toContainText(address);
    expect(await subscriberRows(address)).toBe(1);
  });
});
