// Reading without a connection, with the site's service worker: a page read once opens again
// offline, a page never opened shows the site's offline page with what is kept, a saved
// edition reads whole offline, and search works over what was loaded. (When the worker
// registers and what it downloads: offline-install.spec.ts; a reader back online after a
// publish: offline-publish.spec.ts.)
import { expect, test, type Page } from '@playwright/test';
import { SAVE_EDITION, OFFLINE_PAGE } from '@/lib/offline/copy';
import { paths } from '@/lib/site/paths';
import { assignSlugs } from '@/lib/text/assignSlugs';
import { dbQuery } from './database.ts';
import { isMobileLayout, readAndKeep, waitForNavScript } from './pageHelpers.ts';
import { EDITION_2 } from './sampleFacts.ts';

test.use({ serviceWorkers: 'allow' });

const mainHeading = (page: Page) => page.locator('main h1');

test.describe('reading offline', () => {
  test('a poem read online opens again offline; a poem never opened shows the offline page, which leads to the saved ones', async ({
    page,
    context,
  }) => {
    await readAndKeep(page, '/poema/polilla');
    // A second page, fetched through the worker this time.
    await page
      .getByRole('link', { name: /Lucía Ferrer/ })
      .first()
      .click();
    await expect(mainHeading(page)).toHaveText('Lucía Ferrer');
    await expect.poll(() => page.evaluate(async () => !!(await caches.match('/autor/lucia-ferrer')))).toBe(true);

    await context.setOffline(true);
    await page.goto('/poema/polilla');
    await expect(mainHeading(page)).toHaveText('Polilla');
    await expect(page.locator('main')).toContainText('Da vueltas a la lámpara.');
    await page.goto('/autor/lucia-ferrer');
    await expect(mainHeading(page)).toHaveText('Lucía Ferrer');

    const response = await page.goto('/poema/colmenar-de-invierno');
    expect(response?.status(), 'not the real page').toBe(503);
    await expect(mainHeading(page)).toHaveText(OFFLINE_PAGE.title);
    await expect(page.locator('main')).toContainText(OFFLINE_PAGE.lead);
    const saved = page.getByRole('navigation', { name: 'Páginas guardadas en este dispositivo' });
    await expect(saved.getByRole('heading', { name: OFFLINE_PAGE.poems })).toBeVisible();
    await expect(saved.getByRole('link', { name: 'Polilla - Lucía Ferrer' })).toHaveAttribute('href', '/poema/polilla');
    await expect(saved.getByRole('link', { name: /Lucía Ferrer/ }).last()).toBeVisible();
    // It is a page of the site: its nav and footer, in Spanish.
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await saved.getByRole('link', { name: 'Polilla - Lucía Ferrer' }).click();
    await expect(mainHeading(page)).toHaveText('Polilla');
  });

  test('searching works offline over what was loaded online', async ({ page, context }) => {
    await readAndKeep(page, '/poema/polilla');
    const search = async () => {
      await waitForNavScript(page);
      if (isMobileLayout(page)) await page.getByRole('button', { name: 'Menú' }).click();
      await page.getByRole('link', { name: 'Buscar', exact: true }).click();
      const field = page.getByRole('combobox', { name: 'Buscar' });
      await field.fill('brilla calienta');
      const first = page.getByRole('listbox', { name: 'Resultados' }).getByRole('option').first();
      await expect(first).toContainText('Polilla');
    };
    await search();
    await context.setOffline(true);
    await page.reload();
    await search();
  });
});

test.describe('Guardar para leer sin conexión', () => {
  test('says what it will take, saves edition 2 with a progress bar, and every poem of it then reads offline; a second press offers to remove it', async ({
    page,
    context,
  }) => {
    test.setTimeout(90_000);
    await readAndKeep(page, '/ediciones/2/contenidos');
    const control = page.locator('[data-save-edition]');
    const button = control.getByRole('button', { name: SAVE_EDITION.save });
    await expect(button).toBeVisible();
    await expect(control).toContainText(/Ocupará unos [\d,]+ (MB|kB) en este dispositivo \(\d+ páginas y sus imágenes\)\./);
    await button.click();
    await expect(control.getByRole('progressbar')).toBeVisible();
    await expect(control.getByRole('button', { name: SAVE_EDITION.saved })).toBeVisible({ timeout: 30_000 });
    await expect(control).toContainText(/Guardada en este dispositivo \([\d,]+ (MB|kB)\)/);

    // Offline: the sections, the authors they lead to, and every poem of edition 2.
    const all = await dbQuery<{ id: number; titulo: string; edicion2: boolean }>(
      `select p.id::int, p.titulo, exists (select 1 from creaciones_poemario cp join creaciones c on c.id = cp.id_creacion
                                            where cp.id_poemario = p.id_poemario and c.id_revista = $1) as edicion2
         from poema p`,
      [EDITION_2.id],
    );
    const slugs = assignSlugs(
      all.map((p) => ({ id: p.id, text: p.titulo })),
      'poema',
    );
    const poems = all.filter((p) => p.edicion2);
    expect(poems.length).toBeGreaterThan(20);
    await context.setOffline(true);
    for (const section of ['creaciones', 'critica']) {
      await page.goto(`/ediciones/2/${section}`);
      await expect(mainHeading(page)).not.toHaveText(OFFLINE_PAGE.title);
      const authors = await page
        .locator('main a[href^="/autor/"]')
        .evaluateAll((links) => [...new Set(links.map((a) => a.getAttribute('href')!))]);
      expect(authors.length, `${section}: its authors`).toBeGreaterThan(0);
      for (const author of authors) {
        await page.goto(author);
        await expect(mainHeading(page), author).not.toHaveText(OFFLINE_PAGE.title);
      }
    }
    for (const poem of poems) {
      await page.goto(paths.poem(slugs.get(poem.id)!));
      await expect(mainHeading(page), poem.titulo).toHaveText(poem.titulo);
    }

    await context.setOffline(false);
    await page.goto('/ediciones/2/contenidos');
    const saved = control.getByRole('button', { name: SAVE_EDITION.saved });
    await expect(saved).toBeVisible();
    await saved.click();
    await expect(control.getByRole('status')).toHaveText(SAVE_EDITION.alreadySaved);
    await control.getByRole('button', { name: SAVE_EDITION.remove }).click();
    await expect(control.getByRole('status')).toHaveText(SAVE_EDITION.removed);
    await expect(control.getByRole('button', { name: SAVE_EDITION.save })).toBeVisible();
    expect(await page.evaluate(async () => (await caches.keys()).filter((name) => name.includes('edicion')))).toEqual([]);
  });
});
