import { expect, test, type Page } from '@playwright/test';
import { mainHeading } from './pageHelpers.ts';
import { POLILLA, countWords } from './sampleFacts.ts';

const regresar = (page: Page) => page.locator('main').getByRole('link', { name: 'Regresar' });

/** Poem tiles of an author page: title, words shown and size class. */
async function tiles(page: Page) {
  return page.locator('main li', { has: page.locator('a[href^="/poema/"]') }).evaluateAll((items) =>
    items.map((li) => {
      const text = (li.textContent ?? '').replace(/\s+/g, ' ').trim();
      const words = /(\d+) PALABRAS/.exec(text);
      return {
        text,
        href: li.querySelector('a')!.getAttribute('href'),
        words: words ? Number(words[1]) : -1,
        tier: [...li.classList].find((c) => /^tier-/.test(c)) ?? null,
      };
    }),
  );
}

const expectedTier = (words: number) => (words < 100 ? 'tier-small' : words <= 200 ? 'tier-medium' : 'tier-large');

test.describe('author page', () => {
  test('photo, name, semblanza, short bio and link', async ({ page }) => {
    await page.goto('/autor/lucia-ferrer');
    await expect(mainHeading(page)).toHaveText('Lucía Ferrer');
    const photo = page.locator('main').getByRole('img', { name: /Lucía Ferrer/ });
    await expect(photo).toBeVisible();
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await expect(page.locator('main')).toContainText('Lucía Ferrer (Guadalajara, México, 1986) es poeta, editora y tallerista.');
    await expect(page.locator('main')).toContainText('En Hormiguero de Poemas ha publicado un libro en cada uno');
    await expect(
      page.locator('main').getByText('Poeta y bióloga de formación; escribe inventarios de lo que casi nadie mira.'),
    ).toBeVisible();
    const site = page.locator('main a[href="https://example.org/lucia-ferrer"]');
    await expect(site).toBeVisible();
    await expect(site).toContainText('example.org/lucia-ferrer');
  });

  test('an author without URL shows no external link', async ({ page }) => {
    await page.goto('/autor/ines-avila');
    await expect(mainHeading(page)).toHaveText('Inés Ávila');
    await expect(page.locator('main')).toContainText('Inés Ávila (Valladolid, España, 1979)');
    await expect(page.locator('main').getByText('Poeta, traductora del portugués y apicultora en Tierra de Campos.')).toBeVisible();
    await expect(page.locator('main a[href^="http"]')).toHaveCount(0);
  });

  test('poem tiles show "N PALABRAS" and are sized by word count', async ({ page }) => {
    await page.goto('/autor/lucia-ferrer');
    const list = await tiles(page);
    expect(list).toHaveLength(11);
    for (const title of ['Inventario', '¿Cuánto pesa una hormiga dormida?', 'Palma abierta', 'Huella en el vidrio']) {
      expect(
        list.some((t) => t.text.toLowerCase().includes(title.toLowerCase())),
        title,
      ).toBe(true);
    }
    for (const tile of list) {
      expect(tile.words, `${tile.href}: word count shown`).toBeGreaterThan(0);
      expect(tile.tier, `${tile.href} (${tile.words} PALABRAS)`).toBe(expectedTier(tile.words));
    }
    expect(new Set(list.map((t) => t.tier))).toEqual(new Set(['tier-small', 'tier-medium', 'tier-large']));
    await expect(
      page
        .locator('main')
        .getByText(/^\d+ PALABRAS$/)
        .first(),
    ).toBeVisible();
    // The count is the poem's words.
    const polilla = list.find((t) => t.href === '/poema/polilla')!;
    expect(polilla.words).toBe(countWords(POLILLA));

    // A tile opens its poem.
    await page.locator('main a[href="/poema/polilla"]').click();
    await expect(page).toHaveURL(/\/poema\/polilla$/);
    await expect(mainHeading(page)).toHaveText('Polilla');
  });

  test('a visual artist lists the pieces; an artist without pieces says so', async ({ page }) => {
    await page.goto('/autor/joaquin-barrientos');
    await expect(mainHeading(page)).toHaveText('Joaquín Barrientos');
    // Each piece links to its own page.
    const pieces = page.locator('main a[href^="/visuales/"]');
    await expect(pieces).toHaveCount(5);
    await expect(pieces.first()).toContainText('Hormiga a escala de pliego');
    await expect(pieces.first()).toHaveAttribute('href', '/visuales/hormiga-a-escala-de-pliego');
    await page.goto('/autor/renata-olmedo');
    await expect(mainHeading(page)).toHaveText('Renata Olmedo');
    await expect(page.locator('main')).toContainText('No hay obras visuales disponibles para este artista.');
  });

  test('Regresar: section page -> author card -> Regresar returns to that section', async ({ page }) => {
    await page.goto('/ediciones/1/critica');
    await page.locator('main a[href="/autor/julian-ibarra?edicion=1"]').click();
    await expect(page).toHaveURL(/\/autor\/julian-ibarra\?edicion=1$/);
    await expect(mainHeading(page)).toHaveText('Julián Ibarra');
    await expect(regresar(page)).toHaveAttribute('href', '/ediciones/1/critica');
    await regresar(page).click();
    await expect(page).toHaveURL(/\/ediciones\/1\/critica$/);
    await expect(mainHeading(page)).toHaveText('OTROS BICHOS');

    await page.goto('/ediciones/2/creaciones');
    await page.locator('main a[href="/autor/lucia-ferrer?edicion=2"]').click();
    await expect(page).toHaveURL(/\/autor\/lucia-ferrer\?edicion=2$/);
    await expect(regresar(page)).toHaveAttribute('href', '/ediciones/2/creaciones');
    await regresar(page).click();
    await expect(page).toHaveURL(/\/ediciones\/2\/creaciones$/);
    await expect(mainHeading(page)).toHaveText('EL HORMIGUERO');
  });

  test('Regresar on /autor/x?edicion=1 opened directly points to edition 1', async ({ page }) => {
    await page.goto('/autor/lucia-ferrer?edicion=1');
    await expect(regresar(page)).toHaveAttribute('href', '/ediciones/1/creaciones');
    await page.goto('/autor/julian-ibarra?edicion=1');
    await expect(regresar(page)).toHaveAttribute('href', '/ediciones/1/critica');
    await regresar(page).click();
    await expect(page).toHaveURL(/\/ediciones\/1\/critica$/);
    await expect(page.locator('main')).toContainText('Censo de lo diminuto');
  });
});
