// The site's looks, guarded: every page type at five widths, and the popup, the hormiguear
// modal, the mobile menu and the editions dropdown open, compared with committed baselines
// (tests/e2e/__screenshots__/visual.spec.ts/). Motion is frozen (reduced motion stops the
// rotators and the cycling names; Playwright stops CSS animations), fonts and every picture
// are loaded first. A change of design updates the baselines on purpose:
//   npx playwright test tests/e2e/visual.spec.ts --update-snapshots
import { expect, test, type Page } from '@playwright/test';
import { waitForIslands } from './pageHelpers.ts';

const WIDTHS = [320, 375, 768, 1280, 1920] as const;

const PAGES = [
  { name: 'home', path: '/' },
  { name: 'edition-1', path: '/ediciones/1' },
  { name: 'editions', path: '/ediciones' },
  { name: 'contents', path: '/ediciones/2/contenidos' },
  { name: 'section', path: '/ediciones/2/creaciones' },
  { name: 'essays', path: '/ediciones/2/critica' },
  { name: 'gallery', path: '/visuales' },
  { name: 'piece', path: '/visuales/grana' },
  { name: 'author', path: '/autor/lucia-ferrer' },
  { name: 'authors', path: '/autores' },
  { name: 'poem', path: '/poema/colmenar-de-invierno' },
  { name: 'image-poem', path: '/poema/secuencia-para-dos-manos' },
  { name: 'interview', path: '/poema/cincuenta-anos-bajo-la-hojarasca-conversacion-con-amparo-villalobos' },
  { name: '404', path: '/esta-pagina-no-existe' },
] as const;

/** Opens a page ready to be photographed: fonts in, every picture loaded, nothing moving. */
async function openStill(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.evaluate(async () => {
    // Parts far from the window may skip their rendering (content-visibility: auto) until a
    // reader nears them; a full-page photograph never nears them: show them as a reader will.
    for (const el of document.querySelectorAll<HTMLElement>('body *')) {
      if (getComputedStyle(el).contentVisibility === 'auto') el.style.contentVisibility = 'visible';
    }
    for (const img of document.images) img.loading = 'eager';
    await Promise.all(
      [...document.images].map((img) =>
        img.complete
          ? null
          : new Promise((resolve) => {
              img.addEventListener('load', resolve, { once: true });
              img.addEventListener('error', resolve, { once: true });
            }),
      ),
    );
    // Loaded is not yet painted: a big picture far down the page (the picture poems' last one)
    // may still be decoding when the full-page photograph is taken, and then it is blank.
    await Promise.all([...document.images].map((img) => img.decode().catch(() => null)));
    await document.fonts.ready;
  });
  await page.waitForLoadState('networkidle');
}

const shot = { fullPage: true, maxDiffPixelRatio: 0.002 } as const;

test.use({ reducedMotion: 'reduce', deviceScaleFactor: 1 });

for (const width of WIDTHS) {
  test.describe(`${width} px`, () => {
    test.use({ viewport: { width, height: width < 768 ? 740 : width < 1920 ? 800 : 1080 } });
    for (const { name, path } of PAGES) {
      test(name, async ({ page }) => {
        await openStill(page, path);
        // The footer's year is the build's: the only thing that changes with the calendar. What
        // saving an edition would take follows the bytes of all its pages: masked too.
        await expect(page).toHaveScreenshot(`${name}-${width}.png`, {
          ...shot,
          mask: [page.locator('.copyright'), page.locator('[data-save-note]')],
        });
      });
    }
  });
}

// The card a shared link shows, one per page type that has one (src/lib/cards/card.ts): the
// picture itself, as the build drew it. A new design bumps CARD_DESIGN and these baselines.
test.describe('cards of shared links', () => {
  const CARDS = [
    { name: 'poem', path: '/poema/colmenar-de-invierno' },
    { name: 'poem-picture', path: '/poema/hormiga' },
    { name: 'essay', path: '/poema/la-mano-que-traduce' },
    { name: 'interview', path: '/poema/cincuenta-anos-bajo-la-hojarasca-conversacion-con-amparo-villalobos' },
    { name: 'author', path: '/autor/lucia-ferrer' },
    { name: 'edition', path: '/ediciones/1' },
  ];
  test.use({ viewport: { width: 1200, height: 630 } });
  for (const { name, path } of CARDS) {
    test(name, async ({ page, request }) => {
      const html = await (await request.get(path)).text();
      const card = /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1];
      expect(card, `${path}: og:image`).toBeTruthy();
      await page.goto(new URL(card!).pathname);
      await expect(page.locator('img')).toHaveScreenshot(`card-${name}.png`, { maxDiffPixelRatio: 0.002 });
    });
  }
});

test.describe('open states', () => {
  test('gallery popup at 1280×720', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 720 });
    await openStill(page, '/visuales');
    await waitForIslands(page);
    await page.locator('a[data-piece]').first().click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expect(page).toHaveScreenshot('popup-1280x720.png', { maxDiffPixelRatio: 0.002 });
  });

  test('hormiguear modal at 375', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await openStill(page, '/poema/colmenar-de-invierno');
    await expect(page.locator('astro-island[opts*="HormiguearDialog"]')).not.toHaveAttribute('ssr');
    await page.getByRole('link', { name: /^HORMIGUEAR\b/ }).click();
    await expect(page.getByRole('dialog', { name: 'HORMIGUEAR POEMA' })).toBeVisible();
    await expect(page).toHaveScreenshot('modal-375.png', { maxDiffPixelRatio: 0.002 });
  });

  test('mobile menu at 375', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await openStill(page, '/autor/lucia-ferrer');
    await page.getByRole('button', { name: 'Menú' }).click();
    await expect(page.getByRole('link', { name: 'INICIO', exact: true })).toBeVisible();
    await expect(page).toHaveScreenshot('menu-375.png', { maxDiffPixelRatio: 0.002 });
  });

  test('editions dropdown at 1280', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await openStill(page, '/autor/lucia-ferrer');
    await page.getByRole('button', { name: 'EDICIONES' }).click();
    await expect(page.getByRole('link', { name: 'Edición 1' })).toBeVisible();
    await expect(page).toHaveScreenshot('dropdown-1280.png', { maxDiffPixelRatio: 0.002 });
  });
});
