import { expect, test, type Page } from '@playwright/test';
import { mainHeading } from './pageHelpers.ts';
import { COLMENAR, POLILLA, seedStanzas } from './sampleFacts.ts';

const regresar = (page: Page) => page.locator('main').getByRole('link', { name: 'Regresar' });
const article = (page: Page) => page.locator('main article');

/** Verse lines grouped by stanza (lines sharing a parent), text as shown (kept spaces are non-breaking ones). */
const shownStanzas = (page: Page) =>
  page.locator('main .line').evaluateAll((lines) => {
    const groups: string[][] = [];
    let parent: Element | null = null;
    for (const line of lines) {
      if (line.parentElement !== parent) {
        groups.push([]);
        parent = line.parentElement;
      }
      groups.at(-1)!.push((line.textContent ?? '').replaceAll('\u00a0', ' '));
    }
    return groups;
  });

/** Where each verse line's first letter is drawn (x) and each line's top (y). */
const lineGeometry = (page: Page) =>
  page.locator('main .line').evaluateAll((lines) =>
    lines.map((line) => {
      const walker = document.createTreeWalker(line, NodeFilter.SHOW_TEXT);
      let node: Node | null;
      while ((node = walker.nextNode())) {
        const i = (node.textContent ?? '').search(/\S/);
        if (i >= 0) {
          const range = document.createRange();
          range.setStart(node, i);
          range.setEnd(node, i + 1);
          const r = range.getBoundingClientRect();
          return { text: (line.textContent ?? '').trim(), x: r.left, y: line.getBoundingClientRect().top };
        }
      }
      return { text: '', x: -1, y: -1 };
    }),
  );

test.describe('poem page', () => {
  test('author link, title, mention and emphasis', async ({ page }) => {
    await page.goto('/poema/leccion-de-la-hormiga');
    await expect(mainHeading(page)).toHaveText('Lección de la hormiga');
    const author = article(page).getByRole('link', { name: 'Lucía Ferrer', exact: true });
    await expect(author).toBeVisible();
    await expect(author).toHaveAttribute('href', '/autor/lucia-ferrer');
    await expect(article(page).getByText('Mención honorífica, Premio de Poesía Breve Ciudad de los Lagos 2023')).toBeVisible();
    const em = article(page).locator('em', { hasText: 'cientos de siestas de un minuto' });
    await expect(em).toBeVisible();
    expect(await em.evaluate((el) => getComputedStyle(el).fontStyle)).toBe('italic');
    await expect(article(page)).not.toContainText('$');

    await author.click();
    await expect(page).toHaveURL(/\/autor\/lucia-ferrer$/);
    await expect(mainHeading(page)).toHaveText('Lucía Ferrer');
  });

  test('every verse keeps its own line, its indentation and its stanza (Polilla)', async ({ page }) => {
    await page.goto('/poema/polilla');
    await expect(mainHeading(page)).toHaveText('Polilla');
    await expect(article(page)).not.toContainText('Mención');
    expect(await shownStanzas(page)).toEqual(seedStanzas(POLILLA));

    const lines = await lineGeometry(page);
    const at = (text: string) => lines.find((l) => l.text === text)!;
    // Indented lines start further right, twice the indent further still.
    expect(at('Da vueltas.').x).toBeGreaterThan(at('Da vueltas a la lámpara.').x + 8);
    const once = at('Da vueltas.').x - at('Da vueltas a la lámpara.').x;
    const twice = lines.filter((l) => l.text === 'Da vueltas.')[1]!.x - at('Da vueltas a la lámpara.').x;
    expect(twice).toBeGreaterThan(once * 1.5);
    expect(at('a veces quema.').x).toBeGreaterThan(at('no siempre calienta;').x + 8);
    // Each verse starts on a new line.
    for (let i = 1; i < lines.length; i++) expect(lines[i]!.y, lines[i]!.text).toBeGreaterThan(lines[i - 1]!.y);
  });

  test('sections of a poem keep their titles, stanzas and indented lines (Colmenar de invierno)', async ({ page }) => {
    await page.goto('/poema/colmenar-de-invierno');
    await expect(mainHeading(page)).toHaveText('Colmenar de invierno');
    await expect(article(page).getByRole('link', { name: 'Inés Ávila', exact: true })).toHaveAttribute('href', '/autor/ines-avila');
    const headings = article(page).getByRole('heading', { level: 2 });
    await expect(headings.nth(0)).toHaveText('Enero', { ignoreCase: true });
    await expect(headings.nth(1)).toHaveText('Febrero', { ignoreCase: true });
    await expect(headings.nth(2)).toHaveText('Marzo', { ignoreCase: true });
    expect(await shownStanzas(page)).toEqual(seedStanzas(COLMENAR));
    const lines = await lineGeometry(page);
    const at = (text: string) => lines.find((l) => l.text === text)!;
    expect(at('con la boca pegada a la madera,').x).toBeGreaterThan(at('Se lo dije yo, en marzo,').x + 8);
    await expect(article(page)).not.toContainText('-Enero-');
  });

  test('image poems show their images (165 and 61)', async ({ page }) => {
    for (const [path, title, sections, images] of [
      [
        '/poema/secuencia-para-dos-manos',
        'Secuencia para dos manos',
        ['Abrir', 'Sostener', 'Soltar'],
        ['secuencia-manos-1', 'secuencia-manos-2', 'secuencia-manos-3'],
      ],
      ['/poema/bordado-a-contraluz', 'Bordado a contraluz', ['Hilo suelto', 'Nudo'], ['contraluz-1', 'contraluz-2']],
    ] as const) {
      await page.goto(path);
      await expect(mainHeading(page)).toHaveText(title);
      for (const [i, section] of sections.entries()) {
        await expect(article(page).getByRole('heading', { level: 2 }).nth(i)).toHaveText(section, { ignoreCase: true });
      }
      const figures = article(page).locator('figure img');
      await expect(figures).toHaveCount(images.length);
      for (const [i, name] of images.entries()) {
        const img = figures.nth(i);
        // The stored picture (/sample/poemas/{name}.webp), resized by the build.
        await expect(img).toHaveAttribute('src', new RegExp(`^/_astro/${name}\\.[\\w-]+\\.webp$`));
        await img.scrollIntoViewIfNeeded();
        await expect(img).toBeVisible();
        await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
      }
      // The addresses are pictures, not text.
      await expect(article(page)).not.toContainText('/sample/poemas/');
    }
  });

  test('interviews show numbered questions with their answers, whatever the shape of their text (50 and 184)', async ({ page }) => {
    // Poem 50's text is unnumbered paragraphs (questions written ¿…?); 184's has numbered question lines.
    await page.goto('/poema/cincuenta-anos-bajo-la-hojarasca-conversacion-con-amparo-villalobos');
    await expect(mainHeading(page)).toHaveText(/Cincuenta años bajo la hojarasca/i);
    await expect(article(page)).toContainText('Conversación realizada por teléfono y por correo electrónico');
    // A list of questions (a screen reader says how many), numbered by their text alone.
    const items = article(page).getByRole('list').getByRole('listitem');
    await expect(items).toHaveCount(6);
    for (let i = 0; i < 6; i++) await expect(items.nth(i)).toContainText(new RegExp(`^\\s*${i + 1}\\.`));
    const question = items.nth(0).getByText('¿Cómo empezó a escribir poemas en los márgenes de sus cuadernos de campo?');
    await expect(question).toBeVisible();
    const answer = items.nth(0).getByText(/^Por aburrimiento, al principio\./);
    await expect(answer).toBeVisible();
    await expect(items.nth(0).getByText(/^Me acuerdo del primero\./)).toBeVisible();
    // Question and answer are separate blocks, the question first and heavier.
    const [q, a] = [await question.boundingBox(), await answer.boundingBox()];
    expect(a!.y).toBeGreaterThan(q!.y);
    const weights = await Promise.all([question, answer].map((l) => l.evaluate((el) => Number(getComputedStyle(el).fontWeight))));
    expect(weights[0]).toBeGreaterThan(weights[1]!);
    await expect(items.nth(5)).toContainText('¿Qué le diría a alguien que quiere empezar a escribir sobre lo pequeño?');

    await page.goto('/poema/recortar-es-una-forma-de-escuchar-conversacion-con-renata-olmedo');
    const items184 = article(page).getByRole('list').getByRole('listitem');
    await expect(items184).toHaveCount(7);
    await expect(items184.nth(0)).toContainText('¿Cuándo empezaste a coleccionar fotografías de manos?');
    await expect(items184.nth(6)).toContainText('Si eso pasa, el trabajo está hecho.');
  });

  test('a poem without text shows the sample poem (16 and 29)', async ({ page }) => {
    for (const [path, title] of [
      ['/poema/silencio-de-las-chicharras', 'Silencio de las chicharras'],
      ['/poema/pagina-para-la-mano-que-no-escribe', 'Página para la mano que no escribe'],
    ] as const) {
      await page.goto(path);
      await expect(mainHeading(page)).toHaveText(title);
      const first = article(page).locator('.line').first();
      await expect(first).toHaveText('Aquí iba un poema.');
      await expect(first).toBeVisible();
      await expect(article(page).locator('em', { hasText: 'su voz' })).toBeVisible();
    }
  });

  test('MÁS POEMAS DE {AUTOR}: up to two other poems by the same author', async ({ page }) => {
    await page.goto('/poema/leccion-de-la-hormiga');
    const more = page.locator('main aside', { has: page.getByRole('heading', { name: 'MÁS POEMAS DE LUCÍA FERRER' }) });
    await expect(more).toBeVisible();
    const links = more.getByRole('link');
    const count = await links.count();
    expect(count).toBeGreaterThanOrEqual(1);
    expect(count).toBeLessThanOrEqual(2);
    await expect(links).not.toContainText(['Lección de la hormiga']);
    for (const link of await links.all()) await expect(link).toHaveAttribute('href', /^\/poema\/(?!leccion-de-la-hormiga$)/);
    const title = (await links.first().textContent())!.trim();
    await links.first().click();
    await expect(mainHeading(page)).toHaveText(title);
    await expect(article(page).getByRole('link', { name: 'Lucía Ferrer', exact: true })).toBeVisible();
  });

  test('Regresar: section -> author -> poem -> Regresar -> author (with ?edicion) -> Regresar -> section', async ({ page }) => {
    await page.goto('/ediciones/2/creaciones');
    await page.locator('main a[href="/autor/lucia-ferrer?edicion=2"]').click();
    await expect(page).toHaveURL(/\/autor\/lucia-ferrer\?edicion=2$/);
    await page.locator('main a[href="/poema/palma-abierta"]').click();
    await expect(mainHeading(page)).toHaveText('Palma abierta');
    await expect(regresar(page)).toHaveAttribute('href', '/autor/lucia-ferrer?edicion=2');
    await regresar(page).click();
    await expect(page).toHaveURL(/\/autor\/lucia-ferrer\?edicion=2$/);
    await expect(mainHeading(page)).toHaveText('Lucía Ferrer');
    await expect(regresar(page)).toHaveAttribute('href', '/ediciones/2/creaciones');
    await regresar(page).click();
    await expect(page).toHaveURL(/\/ediciones\/2\/creaciones$/);
    await expect(mainHeading(page)).toHaveText('EL HORMIGUERO');
  });

  test('Regresar on a poem opened directly leads to its author', async ({ page }) => {
    await page.goto('/poema/hormiga-25');
    await expect(regresar(page)).toHaveAttribute('href', '/autor/ines-avila-9');
    await regresar(page).click();
    await expect(mainHeading(page)).toHaveText('Ines Avila');
  });
});
