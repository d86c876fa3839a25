import { expect, test, type Page } from '@playwright/test';
import { mainHeading } from './pageHelpers.ts';
import { EDITION_1, EDITION_2 } from './sampleFacts.ts';

const here = (page: Page) => {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
};

interface Case {
  from: string;
  to: string;
  h1: string | RegExp;
  /** Text that tells this page from a look-alike (e.g. the edition of a section page). */
  shows?: string;
}

async function expectRedirect(page: Page, c: Case) {
  const response = await page.goto(c.from);
  expect(response, c.from).not.toBeNull();
  expect(response!.status(), `${c.from}: final status`).toBe(200);
  expect(here(page), `${c.from} ends at`).toBe(c.to);
  await expect(mainHeading(page), `${c.from}: h1`).toHaveText(c.h1);
  if (c.shows) await expect(page.locator('main'), `${c.from}: content`).toContainText(c.shows);
}

// URLs do not depend on the window width: run once (playwright.config.ts), and in Cloudflare's runtime.
test.describe('legacy and typed URLs lead to the canonical pages', () => {
  test('?edicion query shapes', async ({ page }) => {
    const cases: Case[] = [
      { from: '/?edicion=1', to: '/ediciones/1', h1: EDITION_1.nombre },
      { from: '/?edicion=2', to: '/ediciones/2', h1: EDITION_2.nombre },
      { from: '/contenidos?edicion=1', to: '/ediciones/1/contenidos', h1: EDITION_1.nombre },
      { from: '/contenidos?edicion=2', to: '/ediciones/2/contenidos', h1: EDITION_2.nombre },
      { from: '/creaciones?edicion=1', to: '/ediciones/1/creaciones', h1: 'EL HORMIGUERO', shows: EDITION_1.nombre },
      { from: '/creaciones?edicion=2', to: '/ediciones/2/creaciones', h1: 'EL HORMIGUERO', shows: EDITION_2.nombre },
      { from: '/critica?edicion=1', to: '/ediciones/1/critica', h1: 'OTROS BICHOS', shows: EDITION_1.nombre },
      { from: '/critica?edicion=2', to: '/ediciones/2/critica', h1: 'OTROS BICHOS', shows: EDITION_2.nombre },
      // Without edicion: edition id 2.
      { from: '/contenidos', to: '/ediciones/2/contenidos', h1: EDITION_2.nombre },
      { from: '/creaciones', to: '/ediciones/2/creaciones', h1: 'EL HORMIGUERO', shows: EDITION_2.nombre },
      { from: '/critica', to: '/ediciones/2/critica', h1: 'OTROS BICHOS', shows: EDITION_2.nombre },
    ];
    for (const c of cases) await expectRedirect(page, c);
  });

  test('authors and poems as typed (any case, accents, spaces)', async ({ page }) => {
    const cases: Case[] = [
      { from: '/autor/Inés Ávila', to: '/autor/ines-avila', h1: 'Inés Ávila', shows: 'Valladolid' },
      { from: '/autor/INÉS ÁVILA', to: '/autor/ines-avila', h1: 'Inés Ávila', shows: 'Valladolid' },
      { from: '/autor/ines-avila-9', to: '/autor/ines-avila-9', h1: 'Ines Avila', shows: 'Montevideo' },
      { from: '/autor/lucia ferrer', to: '/autor/lucia-ferrer', h1: 'Lucía Ferrer' },
      { from: '/autor/Lucía Ferrer?edicion=1', to: '/autor/lucia-ferrer?edicion=1', h1: 'Lucía Ferrer' },
      { from: '/autor/Tomás  Echeverri', to: '/autor/tomas-echeverri', h1: 'Tomás Echeverri' },
      { from: '/poema/HORMIGA', to: '/poema/hormiga', h1: 'Hormiga', shows: 'Tomás Echeverri' },
      { from: '/poema/hormiga', to: '/poema/hormiga', h1: 'Hormiga', shows: 'Carga una hoja diez veces su tamaño' },
      { from: '/poema/hormiga-25', to: '/poema/hormiga-25', h1: 'Hormiga', shows: 'Una hormiga cruza la palma de mi mano' },
      { from: '/poema/Lección de la hormiga', to: '/poema/leccion-de-la-hormiga', h1: 'Lección de la hormiga' },
      {
        from: `/poema/${encodeURIComponent('¿Cuánto pesa una hormiga dormida?')}`,
        to: '/poema/cuanto-pesa-una-hormiga-dormida',
        h1: '¿Cuánto pesa una hormiga dormida?',
      },
    ];
    for (const c of cases) await expectRedirect(page, c);
    // The two Hormiga poems are by different authors.
    await page.goto('/poema/hormiga-25');
    await expect(page.locator('main article').getByRole('link', { name: 'Ines Avila', exact: true })).toBeVisible();
  });

  test('the exact name of the second Ines Avila opens her page, not the other Inés Ávila', async ({ page }) => {
    // A legacy author URL is looked up by case-insensitive name; "Ines Avila" is author 9's name.
    await expectRedirect(page, { from: '/autor/Ines Avila', to: '/autor/ines-avila-9', h1: 'Ines Avila', shows: 'Montevideo' });
  });

  test('trailing slashes are dropped', async ({ page }) => {
    const cases: Case[] = [
      { from: '/ediciones/', to: '/ediciones', h1: 'TODAS LAS EDICIONES' },
      { from: '/ediciones/1/', to: '/ediciones/1', h1: EDITION_1.nombre },
      { from: '/ediciones/2/contenidos/', to: '/ediciones/2/contenidos', h1: EDITION_2.nombre },
      { from: '/ediciones/1/critica/', to: '/ediciones/1/critica', h1: 'OTROS BICHOS' },
      { from: '/visuales/', to: '/visuales', h1: 'A OJO DE HORMIGA' },
      { from: '/autor/lucia-ferrer/', to: '/autor/lucia-ferrer', h1: 'Lucía Ferrer' },
      { from: '/poema/polilla/', to: '/poema/polilla', h1: 'Polilla' },
    ];
    for (const c of cases) await expectRedirect(page, c);
  });

  test('canonical pages answer directly', async ({ page }) => {
    for (const [path, h1] of [
      ['/', EDITION_2.nombre],
      ['/ediciones', 'TODAS LAS EDICIONES'],
      ['/ediciones/1', EDITION_1.nombre],
      ['/ediciones/1/contenidos', EDITION_1.nombre],
      ['/visuales', 'A OJO DE HORMIGA'],
    ] as const) {
      const response = await page.goto(path);
      expect(response!.status(), path).toBe(200);
      expect(response!.request().redirectedFrom(), `${path} is not redirected`).toBeNull();
      await expect(mainHeading(page)).toHaveText(h1);
    }
  });

  test('/ediciones.json lists the editions for the dropdown, newest first', async ({ request }) => {
    const response = await request.get('/ediciones.json');
    expect(response.status()).toBe(200);
    const editions = (await response.json()) as { id: number; label: string; href: string }[];
    expect(editions.map((e) => [e.label, e.href])).toEqual([
      ['Edición 2', '/ediciones/2'],
      ['Edición 1', '/ediciones/1'],
    ]);
  });
});

test.describe('unknown addresses', () => {
  test('answer 404 with the 404 page', async ({ page }) => {
    for (const path of [
      '/esta-pagina-no-existe',
      '/poema/no-existe-este-poema',
      '/autor/Nadie Conocido',
      '/ediciones/3',
      '/ediciones/1/visuales',
      '/?edicion=99',
      '/contenidos?edicion=99',
      '/ediciones/1/contenidos/extra',
      // The 404 page itself is no page (no soft 404 for crawlers).
      '/404',
    ]) {
      const response = await page.goto(path);
      expect(response!.status(), `${path}: status`).toBe(404);
      await expect(mainHeading(page), path).toHaveText('PAGINA NO ENCONTRADA');
      await expect(page.getByRole('link', { name: 'VOLVER AL INICIO' }), path).toBeVisible();
    }
  });

  test('the 404 page shows an ant and leads back home', async ({ page }) => {
    await page.goto('/no-hay-nada-aqui');
    const ant = page.locator('main').getByRole('img');
    await expect(ant).toBeVisible();
    await expect.poll(() => ant.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await page.getByRole('link', { name: 'VOLVER AL INICIO' }).click();
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
    await expect(mainHeading(page)).toHaveText(EDITION_2.nombre);
  });
});
