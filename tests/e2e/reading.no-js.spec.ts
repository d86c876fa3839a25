// Every reading page works with JavaScript disabled (projects no-js-375 and no-js-1280).
import { expect, test, type Page } from '@playwright/test';
import { mainHeading, viewportWidth } from './pageHelpers.ts';
import { COLMENAR, EDITION_1, EDITION_2, seedStanzas } from './sampleFacts.ts';

const navBar = (page: Page) => page.getByRole('navigation', { name: 'Principal' });
const main = (page: Page) => page.locator('main');

test.describe('reading without JavaScript', () => {
  test('home: hero, all authors and the top poems are in the page', async ({ page }) => {
    await page.goto('/');
    await expect(mainHeading(page)).toHaveText(EDITION_2.nombre);
    await expect(page.getByRole('img', { name: /Portada de la edición 2/i })).toBeVisible();
    await expect(main(page).getByText(EDITION_2.fecha, { exact: true })).toBeVisible();
    await expect(main(page).getByText('EDICIÓN 2', { exact: true })).toBeVisible();
    const cycler = main(page).locator('p', { hasText: 'Con textos de' });
    await expect(cycler).toBeVisible();
    const shown = await cycler.innerText();
    for (const name of EDITION_2.authors) expect(shown.toLowerCase()).toContain(name.toLowerCase());
    await expect(main(page).getByRole('link', { name: 'HAZ CLIC PARA VER MÁS' })).toHaveAttribute('href', '/ediciones/2/contenidos');
    await expect(main(page).getByRole('link', { name: 'Leer edición 2...' })).toHaveAttribute('href', '/ediciones/2/contenidos#sintesis');
    const top = page.locator('#hormigueados a[href^="/poema/"]');
    await expect(top).toHaveCount(3);
    for (const [i, poem] of EDITION_2.top.entries()) {
      await expect(top.nth(i)).toHaveAttribute('href', poem.href);
      await expect(top.nth(i)).toContainText(poem.title);
    }
    await top.first().scrollIntoViewIfNeeded();
    await expect(top.first()).toBeVisible();
    if (viewportWidth(page) > 840) for (const link of await top.all()) await expect(link).toBeInViewport();
  });

  test('nav links are visible without a toggle; EDICIONES is a link to the list of editions', async ({ page }) => {
    await page.goto('/poema/polilla');
    await expect(page.getByRole('button', { name: 'Menú' })).toBeHidden();
    for (const name of ['EDICIONES', 'HORMIGUEADOS', 'COLABORADORES', 'CONTACTO', 'SUSCRÍBETE']) {
      await expect(navBar(page).getByRole('link', { name, exact: true }), name).toBeVisible();
    }
    const editions = navBar(page).getByRole('link', { name: 'EDICIONES', exact: true });
    await expect(editions).toHaveAttribute('href', '/ediciones');
    await editions.click();
    await expect(page).toHaveURL(/\/ediciones$/);
    await expect(mainHeading(page)).toHaveText('TODAS LAS EDICIONES');
    const cards = main(page).locator('a[href^="/ediciones/"]');
    await expect(cards).toHaveCount(2);
    await expect(cards.nth(0)).toHaveAttribute('href', '/ediciones/2');
    await expect(cards.nth(0)).toContainText('Edición 2');
    await expect(cards.nth(0)).toContainText(EDITION_2.nombre);
    await expect(cards.nth(1)).toHaveAttribute('href', '/ediciones/1');
    await expect(cards.nth(1)).toContainText('Edición 1');
    await expect(cards.nth(1)).toContainText(EDITION_1.nombre);
    await cards.nth(1).click();
    await expect(mainHeading(page)).toHaveText(EDITION_1.nombre);
  });

  test('the nav bar is one row, beside the logo, at any width', async ({ page }) => {
    await page.goto('/poema/polilla');
    const bar = (await page.getByRole('banner').boundingBox())!;
    expect(bar.height, 'one row of links, not three ragged ones').toBeLessThanOrEqual(64);
    // Sideways, the row scrolls: every entry can be reached.
    const last = navBar(page).getByRole('link', { name: 'Buscar' });
    await last.scrollIntoViewIfNeeded();
    const box = (await last.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(viewportWidth(page) + 1);
  });

  test('contents: the menu and the synopsis', async ({ page }) => {
    await page.goto('/ediciones/1/contenidos');
    await expect(mainHeading(page)).toHaveText(EDITION_1.nombre);
    const menu = main(page).getByRole('navigation').getByRole('link');
    await expect(menu).toHaveCount(3);
    await expect(menu.nth(0)).toContainText('EL HORMIGUERO');
    await expect(menu.nth(1)).toContainText('OTROS BICHOS');
    await expect(menu.nth(2)).toContainText('A OJO DE HORMIGA');
    for (const link of await menu.all()) await expect(link).toBeVisible();
    await expect(page.locator('#sintesis')).toContainText(EDITION_1.sintesisStart);
    await menu.nth(0).click();
    await expect(mainHeading(page)).toHaveText('EL HORMIGUERO');
  });

  test('section: books are shown, contributor names are #libro-N links to them', async ({ page }) => {
    await page.goto('/ediciones/2/creaciones');
    await expect(mainHeading(page)).toHaveText('EL HORMIGUERO');
    const names = main(page).getByRole('navigation', { name: 'Colaboradores' }).getByRole('link');
    await expect(names).toHaveCount(5);
    for (const link of await names.all()) await expect(link).toHaveAttribute('href', /^#libro-\d+$/);
    const cards = main(page).locator('a[href^="/autor/"]');
    await expect(cards).toHaveCount(5);
    await expect(cards.first()).toBeVisible();
    await expect(cards.first()).toContainText(/Lucía Ferrer/i);
    await expect(cards.first()).toContainText(/\d+ POEMAS?/);

    const last = names.filter({ hasText: 'Ximena Carrión' });
    const target = (await last.getAttribute('href'))!;
    await last.click();
    await expect(page).toHaveURL(new RegExp(`${target}$`));
    const book = page.locator(target);
    await expect(book).toBeInViewport();
    await expect(book).toContainText(/Ximena Carrión/i);
    expect(
      await book
        .locator('a')
        .first()
        .evaluate((a) => getComputedStyle(a).outlineStyle),
      'chosen book outlined',
    ).not.toBe('none');
  });

  test("gallery: pieces with their descriptions; a piece link opens the piece's page, the picture large", async ({ page }) => {
    await page.goto('/visuales');
    await expect(mainHeading(page)).toHaveText('A OJO DE HORMIGA');
    await expect(main(page).locator('figure')).toHaveCount(9);
    await expect(main(page).getByText('Hormiga a escala de pliego', { exact: true })).toBeVisible();
    await expect(main(page).getByText(/^Tinta china sobre papel de algodón, 70 × 100 cm\./)).toBeVisible();
    await expect(main(page).getByText('No hay obras visuales disponibles para este artista.')).toBeVisible();
    await page.getByRole('link', { name: 'Ver «Grana» en grande' }).click();
    await expect(page).toHaveURL(/\/visuales\/grana$/);
    await expect(mainHeading(page)).toHaveText('Grana');
    const picture = main(page).getByRole('img', { name: /Grana/ });
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    // Large: the picture spans the reading column.
    expect((await picture.boundingBox())!.width).toBeGreaterThan((page.viewportSize()!.width - 64) * 0.8);
  });

  test('author: semblanza, tiles and a working Regresar', async ({ page }) => {
    await page.goto('/autor/lucia-ferrer?edicion=1');
    await expect(mainHeading(page)).toHaveText('Lucía Ferrer');
    await expect(main(page)).toContainText('Lucía Ferrer (Guadalajara, México, 1986) es poeta, editora y tallerista.');
    const tiles = main(page).locator('a[href^="/poema/"]');
    await expect(tiles).toHaveCount(11);
    await expect(tiles.first()).toBeVisible();
    await expect(tiles.first()).toContainText(/\d+ PALABRAS/);
    const back = main(page).getByRole('link', { name: 'Regresar' });
    const href = (await back.getAttribute('href'))!;
    expect(href).toMatch(/^\/ediciones\/\d+\/creaciones$/);
    await back.click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect(mainHeading(page)).toHaveText('EL HORMIGUERO');
  });

  test('poem: every line in the HTML, and Regresar to the author', async ({ page }) => {
    await page.goto('/poema/colmenar-de-invierno');
    await expect(mainHeading(page)).toHaveText('Colmenar de invierno');
    // Indentation is kept as non-breaking spaces (it survives without CSS).
    const lines = (await main(page).locator('.line').allTextContents()).map((l) => l.replaceAll('\u00a0', ' '));
    expect(lines).toEqual(seedStanzas(COLMENAR).flat());
    await expect(main(page).getByText('Las abejas se apiñan en el centro de la colmena')).toBeVisible();
    const back = main(page).getByRole('link', { name: 'Regresar' });
    await expect(back).toHaveAttribute('href', '/autor/ines-avila');
    await back.click();
    await expect(mainHeading(page)).toHaveText('Inés Ávila');

    await page.goto('/poema/cincuenta-anos-bajo-la-hojarasca-conversacion-con-amparo-villalobos');
    await expect(main(page).locator('article').getByRole('listitem')).toHaveCount(6);
    await expect(main(page).getByText('¿Cómo empezó a escribir poemas en los márgenes de sus cuadernos de campo?')).toBeVisible();
  });

  test("'Buscar' leads to every author A–Z, each with works and editions, linked to their page; works with no author, to theirs", async ({
    page,
  }) => {
    await page.goto('/poema/polilla');
    await expect(page.getByRole('button', { name: 'Compartir' }), 'sharing needs JavaScript: not offered').toBeHidden();
    await page.getByRole('link', { name: 'Buscar', exact: true }).click();
    await expect(page).toHaveURL(/\/autores$/);
    await expect(mainHeading(page)).toHaveText('TODOS LOS AUTORES');
    const names = main(page).locator('section .name');
    // The 13 authors and 'Autor desconocido', in its place among the A's.
    await expect(names).toHaveCount(14);
    const all = await names.allTextContents();
    expect(all).toEqual([...all].sort((a, b) => a.localeCompare(b, 'es')));
    // The sample's poem without an author (id 45) has no author's page: it is linked from here.
    const unknown = main(page).locator('li', { hasText: 'Autor desconocido' });
    await expect(unknown).toContainText('1 obra');
    await expect(unknown.getByRole('link', { name: 'Nota encontrada en un libro usado' })).toHaveAttribute(
      'href',
      '/poema/nota-encontrada-en-un-libro-usado',
    );
    const lucia = main(page).locator('li', { has: page.getByRole('link', { name: 'Lucía Ferrer', exact: true }) });
    await expect(lucia).toContainText('11 obras');
    await expect(lucia.getByRole('link', { name: 'Edición 2' })).toHaveAttribute('href', '/ediciones/2');
    await expect(lucia.getByRole('link', { name: 'Edición 1' })).toHaveAttribute('href', '/ediciones/1');
    await main(page).getByRole('link', { name: 'Lucía Ferrer', exact: true }).click();
    await expect(mainHeading(page)).toHaveText('Lucía Ferrer');
    // The footer leads there too.
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Todos los autores, de la A a la Z' })).toHaveAttribute(
      'href',
      '/autores',
    );
  });
});
