// What serious magazines have besides the text: where a poem appeared, a page that prints
// cleanly, and sharing that works with or without the system's share sheet.
import { expect, test } from '@playwright/test';
import { POLILLA, SITE_ORIGIN, seedStanzas } from './sampleFacts.ts';

test.describe('provenance', () => {
  test("a poem says where it appeared: edition, its name and section, leading to that section; an essay says 'Otros bichos'", async ({
    page,
  }) => {
    await page.goto('/poema/polilla');
    const line = page.getByRole('link', { name: 'Edición 1 · Censo de lo diminuto · El hormiguero' });
    await expect(line).toBeVisible();
    const [title, provenance] = await Promise.all([page.locator('main h1').boundingBox(), line.boundingBox()]);
    expect(provenance!.y, 'under the title').toBeGreaterThan(title!.y);
    await line.click();
    await expect(page).toHaveURL(/\/ediciones\/1\/creaciones$/);

    await page.goto('/poema/tijera-goma-pagina-el-collage-como-pensamiento-poetico');
    await expect(page.getByRole('link', { name: 'Edición 2 · Lo que la mano recorta · Otros bichos' })).toHaveAttribute(
      'href',
      '/ediciones/2/critica',
    );
  });
});

test.describe('print', () => {
  test('a poem prints black on white: title, author, every verse line and stanza, provenance and address; nothing else', async ({
    page,
  }) => {
    await page.goto('/poema/polilla');
    await page.emulateMedia({ media: 'print' });
    for (const hidden of [
      page.getByRole('banner'),
      page.getByRole('contentinfo'),
      page.getByRole('link', { name: /^HORMIGUEAR\b/ }),
      page.getByRole('button', { name: 'Compartir' }),
      page.getByRole('link', { name: 'Regresar' }),
    ]) {
      await expect(hidden).toBeHidden();
    }
    await expect(page.locator('main h1')).toHaveText('Polilla');
    await expect(page.locator('main').getByText('Lucía Ferrer', { exact: true })).toBeVisible();
    await expect(page.getByText('Edición 1 · Censo de lo diminuto · El hormiguero')).toBeVisible();
    await expect(page.getByText(`${SITE_ORIGIN}/poema/polilla`)).toBeVisible();
    // Every line on its own, every stanza apart, as in the seed.
    const stanzas = seedStanzas(POLILLA);
    const printed = await page.locator('.stanza').evaluateAll((nodes) =>
      nodes.map((stanza) =>
        // Indentation is kept as non-breaking spaces (it survives without CSS): read as the seed's spaces.
        [...stanza.querySelectorAll('.line')].map((line) => (line.textContent ?? '').replaceAll('\u00a0', ' ').replace(/\s+$/, '')),
      ),
    );
    expect(printed).toEqual(stanzas);
    const colours = await page.evaluate(() => {
      const body = getComputedStyle(document.body);
      const verse = getComputedStyle(document.querySelector('.poem-text')!);
      return { background: body.backgroundColor, text: verse.color };
    });
    expect(colours).toEqual({ background: 'rgb(255, 255, 255)', text: 'rgb(0, 0, 0)' });
    await expect(page.locator('.insects').first()).toBeHidden();
  });

  test('an author page prints without nav, footer or controls, with its address', async ({ page }) => {
    await page.goto('/autor/lucia-ferrer');
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('banner')).toBeHidden();
    await expect(page.getByRole('contentinfo')).toBeHidden();
    await expect(page.getByRole('button', { name: 'Compartir' })).toBeHidden();
    await expect(page.locator('main h1')).toHaveText('Lucía Ferrer');
    await expect(page.getByText(`${SITE_ORIGIN}/autor/lucia-ferrer`)).toBeVisible();
  });
});

test.describe('Compartir', () => {
  test("without a share sheet, copies the page's canonical address and says 'Enlace copiado'", async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.addInitScript(() => {
      // A browser without the Web Share API.
      Object.defineProperty(Navigator.prototype, 'share', { value: undefined, configurable: true });
    });
    await page.goto('/poema/polilla?utm_source=algo#arriba');
    const share = page.getByRole('button', { name: 'Compartir' });
    await share.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status').filter({ hasText: 'Enlace copiado' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${SITE_ORIGIN}/poema/polilla`);
  });

  test('with a share sheet, hands it the title and the canonical address', async ({ page }) => {
    await page.addInitScript(() => {
      const calls: unknown[] = [];
      (window as unknown as { __shared: unknown[] }).__shared = calls;
      Object.defineProperty(Navigator.prototype, 'share', { value: async (data: unknown) => void calls.push(data), configurable: true });
      Object.defineProperty(Navigator.prototype, 'canShare', { value: () => true, configurable: true });
    });
    await page.goto('/autor/lucia-ferrer?edicion=1');
    await page.getByRole('button', { name: 'Compartir' }).click();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { __shared: unknown[] }).__shared))
      .toEqual([{ title: 'Lucía Ferrer - Hormiguero de Poemas', url: `${SITE_ORIGIN}/autor/lucia-ferrer` }]);
  });
});
