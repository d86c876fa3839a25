import { expect, test, type Page } from '@playwright/test';
import { mainHeading, waitForIslands } from './pageHelpers.ts';

const artistSection = (page: Page, name: string) =>
  page.locator('main section', { has: page.getByRole('heading', { level: 2, name, exact: true }) });

const JOAQUIN = ['Hormiga a escala de pliego', 'Grana', 'Paisaje en una uña', 'Nido de avispas, planta general', 'Vuelo nocturno'];
const PALOMA = ['Ciudad panal', 'Cartografía del hormiguero', 'Geometría para una libélula', 'Obreras'];

type WheelWatch = Window & { __wheeled?: Promise<void> };

const bodyOverflow = (page: Page) => page.evaluate(() => getComputedStyle(document.body).overflow);

async function openPiece(page: Page, title: string) {
  await waitForIslands(page);
  const link = page.getByRole('link', { name: `Ver «${title}» en grande` });
  await link.click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('heading')).toHaveText(title);
  return { link, dialog };
}

test.describe('gallery (A OJO DE HORMIGA)', () => {
  test('pieces of magazine 1 grouped by artist, with title, artist and description', async ({ page }) => {
    await page.goto('/visuales');
    await expect(mainHeading(page)).toHaveText('A OJO DE HORMIGA');

    for (const [artist, titles] of [
      ['Joaquín Barrientos', JOAQUIN],
      ['Paloma Urquiza', PALOMA],
    ] as const) {
      const section = artistSection(page, artist);
      const figures = section.locator('figure');
      await expect(figures).toHaveCount(titles.length);
      for (const [i, title] of titles.entries()) {
        const caption = figures.nth(i).locator('figcaption');
        await expect(caption).toContainText(title, { ignoreCase: true });
        await expect(caption).toContainText(artist, { ignoreCase: true });
        await expect(figures.nth(i).getByRole('img')).toHaveAttribute('src', /\.(webp|jpe?g|png|svg)$/);
      }
    }
    await expect(artistSection(page, 'Joaquín Barrientos').locator('figure').nth(1)).toContainText(
      'Pigmento de grana cochinilla preparado por el artista sobre papel amate.',
    );
    await expect(artistSection(page, 'Paloma Urquiza').locator('figure').nth(3)).toContainText('Una pieza sobre el trabajo que nadie ve.');
    const renata = artistSection(page, 'Renata Olmedo');
    await expect(renata).toContainText('No hay obras visuales disponibles para este artista.');
    await expect(renata.locator('figure')).toHaveCount(0);

    // The pictures load.
    const first = artistSection(page, 'Joaquín Barrientos').getByRole('img').first();
    await first.scrollIntoViewIfNeeded();
    await expect.poll(() => first.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  });

  test('a piece opens in a popup that locks the page and shows its own address; the X button closes it and focus returns', async ({
    page,
  }) => {
    await page.goto('/visuales');
    const { link, dialog } = await openPiece(page, 'Grana');
    // The address bar shows the piece's page, which a reader can share.
    await expect(page).toHaveURL(/\/visuales\/grana$/);
    await expect(dialog).toContainText(/Joaquín Barrientos/i);
    await expect(dialog).toContainText('Pigmento de grana cochinilla');
    const picture = dialog.getByRole('img');
    await expect(picture).toBeVisible();
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);

    // Scroll locked while open.
    expect(await bodyOverflow(page)).toBe('hidden');
    const before = await page.evaluate(() => window.scrollY);
    await page.mouse.move(5, 5);
    // Read once the page has had the wheel and drawn two frames since: a page that scrolled
    // would have started moving by then.
    await page.evaluate(() => {
      (window as WheelWatch).__wheeled = new Promise((resolve) =>
        addEventListener('wheel', () => requestAnimationFrame(() => requestAnimationFrame(() => resolve())), { once: true, passive: true }),
      );
    });
    await page.mouse.wheel(0, 600);
    await page.evaluate(() => (window as WheelWatch).__wheeled);
    expect(await page.evaluate(() => window.scrollY), 'the page behind does not scroll').toBe(before);

    await dialog.getByRole('button', { name: 'Cerrar' }).click();
    await expect(dialog).toBeHidden();
    await expect(link).toBeFocused();
    await expect(page).toHaveURL(/\/visuales$/);
    expect(await bodyOverflow(page)).not.toBe('hidden');
  });

  test("Back closes the popup, Forward opens it again; the piece's address is a page of its own", async ({ page }) => {
    await page.goto('/visuales');
    const { dialog } = await openPiece(page, 'Obreras');
    await expect(page).toHaveURL(/\/visuales\/obreras$/);
    await page.goBack();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/visuales$/);
    await page.goForward();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expect(page.getByRole('dialog').getByRole('heading')).toHaveText('Obreras');

    // The shared address: the piece large, its title, artist and description, and HORMIGUEAR.
    await page.goto('/visuales/grana');
    await expect(mainHeading(page)).toHaveText('Grana');
    await expect(page.locator('main')).toContainText(/Joaquín Barrientos/i);
    await expect(page.locator('main')).toContainText('Pigmento de grana cochinilla');
    const picture = page.locator('main').getByRole('img', { name: /Grana/ });
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await expect(page.getByRole('link', { name: /^HORMIGUEAR ESTA OBRA/ })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Volver a la galería' })).toHaveAttribute('href', '/visuales#obra-2');
  });

  test('a click outside the picture (on the backdrop) closes the popup', async ({ page }) => {
    await page.goto('/visuales');
    const { link, dialog } = await openPiece(page, 'Obreras');
    // A click inside the popup keeps it open.
    await dialog.getByRole('heading').click();
    await expect(dialog).toBeVisible();
    const box = (await dialog.boundingBox())!;
    expect(box.x, 'room around the popup').toBeGreaterThan(4);
    await page.mouse.click(2, 2);
    await expect(dialog).toBeHidden();
    await expect(link).toBeFocused();
    expect(await bodyOverflow(page)).not.toBe('hidden');
  });

  test('Escape closes the popup and focus returns to the piece', async ({ page }) => {
    await page.goto('/visuales');
    await waitForIslands(page);
    const link = page.getByRole('link', { name: 'Ver «Ciudad panal» en grande' });
    await link.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('heading')).toHaveText('Ciudad panal');
    expect(await bodyOverflow(page)).toBe('hidden');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(link).toBeFocused();
    expect(await bodyOverflow(page)).not.toBe('hidden');
    // It opens again, on another piece.
    await openPiece(page, 'Vuelo nocturno');
  });
});
