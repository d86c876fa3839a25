// Back is instant: every page type comes back from Chromium's back/forward cache (bfcache) after
// the reader goes on to another page and returns, with its islands, open dialogs and search as
// they were, and nothing downloaded or hydrated again. A page is kept only if nothing in
// it stands in the way: an 'unload' listener, a Web Lock or open connection held while it is
// hidden, Cache-Control: no-store on the page, or an answer other than 2xx (the 404, which the
// browser never keeps). When a page is not restored, the assertion says why: the page's
// notRestoredReasons (PerformanceNavigationTiming, Chrome ≥ 123) and Chromium's own reasons
// (DevTools' Page.backForwardCacheNotUsed). Runs in its own project (back-forward-375), the only
// one with the cache on.
import { expect, test, type Page } from '@playwright/test';
import { HORMIGUEAR, PENDING } from '@/lib/actions/rules';
import { SAVE_EDITION } from '@/lib/offline/copy';
import { paths } from '@/lib/site/paths';
import { expectForwardedOnce, hormigueoState } from './database.ts';
import { mainHeading, openSearch, waitForIslandOf, waitForIslands, waitForNavScript } from './pageHelpers.ts';
import { EDITION_2, PAGE_TYPES } from './sampleFacts.ts';

/** What the page saw of its own showing and hiding (recorded from its first script on). */
interface PageEvent {
  type: 'pageshow' | 'pagehide';
  persisted: boolean;
}
type Recorded = Window & { __pageEvents?: PageEvent[] };

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    const events: PageEvent[] = [];
    (window as Recorded).__pageEvents = events;
    for (const type of ['pageshow', 'pagehide'] as const) {
      addEventListener(type, (event) => events.push({ type, persisted: (event as PageTransitionEvent).persisted }));
    }
  });
});

/** Opened, and settled: the nav's script has run and every island that should be live is. */
async function openSettled(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await waitForNavScript(page);
  await waitForIslands(page);
}

/**
 * Leaves the page with `goForward`, presses Back and checks that the page came back from the
 * back/forward cache: the same document, shown again (pageshow with persisted), by a
 * back/forward traversal. A restored document keeps its first navigation entry
 * (performance.getEntriesByType('navigation') still says how it was first opened), so the
 * traversal is read from the Navigation API, whose activation a restore updates; a page loaded
 * again instead has a new entry, of type 'back_forward', with the reasons it was not kept.
 * `soft` lets the test go on to check what the reader sees when it was not.
 */
async function expectRestoredAfterBack(page: Page, goForward: () => Promise<void>, { soft = false } = {}): Promise<boolean> {
  const url = page.url();
  const chromeReasons: unknown[] = [];
  const devtools = await page.context().newCDPSession(page);
  devtools.on('Page.backForwardCacheNotUsed', (event) => chromeReasons.push(...event.notRestoredExplanations));
  await devtools.send('Page.enable');

  await goForward();
  await expect.poll(() => page.url(), 'went forward to another page').not.toBe(url);
  // A restored page fires no load event: wait for the commit, then for the page to be shown.
  await page.goBack({ waitUntil: 'commit' });
  await page.waitForFunction(
    (url) => location.href === url && document.readyState === 'complete' && (window as Recorded).__pageEvents?.at(-1)?.type === 'pageshow',
    url,
  );
  const seen = await page.evaluate(() => {
    const entries = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
    const latest = entries.at(-1);
    const activation = (
      window as Window & { navigation?: { activation?: { navigationType: string; from: { url?: string } | null } | null } }
    ).navigation?.activation;
    return {
      events: (window as Recorded).__pageEvents ?? [],
      navigationType: latest?.type ?? null,
      traversal: activation?.navigationType ?? null,
      notRestoredReasons: (latest as PerformanceNavigationTiming & { notRestoredReasons?: unknown })?.notRestoredReasons ?? null,
    };
  });
  await devtools.detach();

  const restored = seen.events.at(-1)?.persisted === true;
  const why = JSON.stringify({
    navigationType: seen.navigationType,
    notRestoredReasons: seen.notRestoredReasons,
    chromeReasons,
    pageEvents: seen.events,
  });
  const check = soft ? expect.soft : expect;
  check(seen.traversal, `came back by a back/forward traversal: ${why}`).toBe('traverse');
  check(restored, `${new URL(url).pathname} restored from the back/forward cache: ${why}`).toBe(true);
  return restored;
}

/** Goes to another page of the site by its address, as a reader following a bookmark. */
const goTo = (page: Page, path: string) => async () => {
  await page.goto(path);
};

/** The hormiguear dialog of a poem's page, opened by HORMIGUEAR, its island live. */
async function openHormiguear(page: Page, path: string) {
  await openSettled(page, path);
  const dialog = page.locator('dialog#hormiguear');
  await waitForIslandOf(dialog);
  await page.getByRole('link', { name: /^HORMIGUEAR\b(?! ESTA OBRA)/ }).click();
  await expect(page.getByRole('dialog', { name: HORMIGUEAR.poema.heading })).toBeVisible();
  return {
    dialog,
    message: dialog.getByRole('textbox', { name: /^Mensaje/ }),
    send: dialog.getByRole('button', { name: 'ENVIAR' }),
    status: dialog.getByRole('status'),
  };
}

// Poems no other spec hormigueares or counts, so this one can count its own send exactly.
const DIALOG_POEM = '/poema/taller';
const WAITING_POEM = { id: 27, path: '/poema/lavanderas' };
/** Where a reader goes on to when the case does not say: the authors A–Z. */
const ELSEWHERE = paths.authors();

test.describe('Back is instant: every page type is restored from the back/forward cache', () => {
  const pages = [
    ...PAGE_TYPES.filter((type) => type.name !== '404'),
    { name: 'authors A–Z (search without JavaScript)', path: paths.authors(), h1: 'TODOS LOS AUTORES' },
    { name: 'privacy notice', path: paths.privacy(), h1: 'Aviso de privacidad' },
    { name: 'unsubscribe', path: paths.unsubscribe(), h1: 'Darte de baja' },
  ];
  for (const { name, path, h1 } of pages) {
    test(`${name} (${path})`, async ({ page }) => {
      await openSettled(page, path);
      await expectRestoredAfterBack(page, goTo(page, path === ELSEWHERE ? paths.home() : ELSEWHERE));
      await expect(mainHeading(page)).toHaveText(h1);
    });
  }

  test('the 404 page comes back by Back, and is kept out only for its status', async ({ page }) => {
    // The browser keeps no page whose answer is not 2xx, and a missing page must say 404: the
    // status may be the only reason, any other (the site's) fails the test.
    await openSettled(page, '/esta-pagina-no-existe');
    await page.goto(ELSEWHERE);
    await page.goBack();
    await expect(mainHeading(page)).toHaveText('PAGINA NO ENCONTRADA');
    const seen = await page.evaluate(() => {
      const latest = performance.getEntriesByType('navigation').at(-1) as PerformanceNavigationTiming & {
        notRestoredReasons?: { reasons?: { reason: string }[] } | null;
      };
      return { type: latest.type, reasons: latest.notRestoredReasons?.reasons?.map((r) => r.reason) ?? null };
    });
    expect(seen.type, 'loaded again by Back').toBe('back_forward');
    expect(
      (seen.reasons ?? []).filter((reason) => reason !== 'masked'),
      JSON.stringify(seen),
    ).toEqual(['response-status-not-ok']);
  });
});

test.describe('Back is instant after the reader did something on the page', () => {
  test('a poem whose hormiguear dialog was opened and closed', async ({ page }) => {
    const { dialog } = await openHormiguear(page, DIALOG_POEM);
    await dialog.getByRole('link', { name: 'Cerrar' }).click();
    await expect(dialog).toBeHidden();
    await expectRestoredAfterBack(page, goTo(page, ELSEWHERE));
    await expect(page.getByRole('link', { name: /^HORMIGUEAR\b(?! ESTA OBRA)/ })).toBeVisible();
  });

  test('a poem whose hormiguear dialog was left open, with words in it', async ({ page }) => {
    const { dialog, message } = await openHormiguear(page, DIALOG_POEM);
    await message.fill('Unas palabras a medio escribir');
    await expectRestoredAfterBack(page, goTo(page, ELSEWHERE));
    await expect(dialog, 'still open, as the reader left it').toBeVisible();
    await expect(message).toHaveValue('Unas palabras a medio escribir');
  });

  test('a poem with a hormigueo waiting for the signal; once it returns, the hormigueo is sent, once', async ({ page, context }) => {
    const before = await hormigueoState('poema', WAITING_POEM.id);
    const words = `Esperando señal, ida y vuelta (${Date.now()})`;
    // No answer from the functions: the island keeps the send and tries again, holding its lock.
    await page.route('**/api/**', (route) => route.abort('internetdisconnected'));
    const { dialog, message, send, status } = await openHormiguear(page, WAITING_POEM.path);
    await message.fill(words);
    await send.click();
    await expect(status).toContainText(PENDING.waitingHormigueo);
    const locks = await page.evaluate(async () => (await navigator.locks.query()).held?.map((lock) => lock.name) ?? []);
    expect(locks, 'the send holds its lock between tries').toContainEqual(expect.stringMatching(/^hormiguero-envio:/));

    // Soft: whether or not the page was kept, the send must still reach the poet.
    const restored = await expectRestoredAfterBack(page, goTo(page, ELSEWHERE), { soft: true });
    await page.unroute('**/api/**');
    // The signal returns (the browser's 'online' event cuts the wait before the next try short).
    await context.setOffline(true);
    await context.setOffline(false);
    // In the dialog, still open, when the page was kept; in a notice when it was loaded again.
    if (restored) {
      await expect(dialog.getByText('GRACIAS', { exact: true })).toBeVisible({ timeout: 20_000 });
      await expect(dialog.getByText(HORMIGUEAR.poema.thanks)).toBeVisible();
    } else {
      await expect(page.getByRole('status').filter({ hasText: 'GRACIAS' })).toContainText(HORMIGUEAR.poema.thanks, { timeout: 20_000 });
    }
    expect(await hormigueoState('poema', WAITING_POEM.id)).toEqual({ hormigueos: before.hormigueos + 1, mensajes: before.mensajes + 1 });
    await expectForwardedOnce(words, 2);
  });

  test('a page with search open and a query answered, left by a result', async ({ page }) => {
    await openSettled(page, EDITION_2.top[0].href);
    const field = await openSearch(page);
    await field.fill('Polilla');
    const first = page.getByRole('listbox', { name: 'Resultados' }).getByRole('option').first();
    await expect(first).toContainText('Polilla');
    await expectRestoredAfterBack(page, () => first.click());
    await expect(field, 'the search as the reader left it').toHaveValue('Polilla');
    await expect(first).toContainText('Polilla');
  });

  test.describe('with the service worker', () => {
    test.use({ serviceWorkers: 'allow' });

    test("an edition's contents after 'Guardar para leer sin conexión', left by one of its sections", async ({ page }) => {
      test.setTimeout(90_000);
      await openSettled(page, paths.contents(String(EDITION_2.id)));
      await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, null, { timeout: 15_000 });
      const control = page.locator('[data-save-edition]');
      await control.getByRole('button', { name: SAVE_EDITION.save }).click();
      await expect(control.getByRole('button', { name: SAVE_EDITION.saved })).toBeVisible({ timeout: 30_000 });
      const section = page.locator(`main a[href="${paths.section(String(EDITION_2.id), 'creaciones')}"]`).first();
      await expectRestoredAfterBack(page, () => section.click());
      await expect(control.getByRole('button', { name: SAVE_EDITION.saved })).toBeVisible();
    });
  });
});
