// What a reader sees on screen, measured: the floating HORMIGUEAR button over no text,
// artwork shown whole and once, cards and page sections on one grid, targets a thumb can hit,
// and the small glitches that used to show. (The gallery popup and the logo at the common
// screen sizes: screen-sizes.spec.ts.)
import { expect, test, type Page } from '@playwright/test';
import { NARROW, WIDE } from './layouts.ts';
import { isMobileLayout, showCarousel, swipe, waitForNavScript } from './pageHelpers.ts';

const POEM = '/poema/colmenar-de-invierno';
const IMAGE_POEM = '/poema/secuencia-para-dos-manos';

/** Rectangles of every line of visible text inside `selector` (one per line box). */
async function textRects(page: Page, selector: string) {
  return page.evaluate((selector) => {
    const rects: { x: number; y: number; right: number; bottom: number; text: string }[] = [];
    for (const root of document.querySelectorAll(selector)) {
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent?.trim();
        const parent = node.parentElement;
        if (!text || !parent || !parent.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
        if (parent.closest('.visually-hidden, [aria-hidden="true"], dialog, .hormiguear-dock')) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        for (const r of range.getClientRects()) {
          if (r.width && r.height) rects.push({ x: r.x, y: r.y, right: r.right, bottom: r.bottom, text });
        }
      }
    }
    return rects;
  }, selector);
}

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (box: Box, r: { x: number; y: number; right: number; bottom: number }) =>
  r.x < box.x + box.width && r.right > box.x && r.y < box.y + box.height && r.bottom > box.y;

test.describe('floating HORMIGUEAR', () => {
  test('covers no text as the poem scrolls, rests before the footer, and stands out from what is behind it', async ({ page }) => {
    await page.goto(POEM);
    const button = page.getByRole('link', { name: /^HORMIGUEAR\b/ });
    const dock = page.locator('.hormiguear-dock');
    const opaqueDock = await dock.evaluate((el) => getComputedStyle(el).backgroundColor === 'rgb(255, 255, 255)');
    const scrollable = await page.evaluate(() => document.documentElement.scrollHeight - innerHeight);
    for (const at of [0, 0.25, 0.5, 0.75, 1]) {
      await page.evaluate((y) => scrollTo(0, y), Math.round(scrollable * at));
      const box = (await button.boundingBox())!;
      expect(box.y + box.height, 'in view').toBeLessThanOrEqual(page.viewportSize()!.height);
      const covered = (await textRects(page, 'main, footer')).filter((r) => overlaps(box, r));
      // Text under the opaque bar of narrow screens is scrolled out of view, not covered.
      if (!opaqueDock)
        expect(
          covered.map((r) => r.text),
          `text under the button at ${at * 100}%`,
        ).toEqual([]);
    }
    // At the end of the page the button rests above the footer: the copyright line is free.
    const rest = (await button.boundingBox())!;
    const copyright = (await page.locator('.copyright').boundingBox())!;
    expect(rest.y + rest.height).toBeLessThanOrEqual((await page.getByRole('contentinfo').boundingBox())!.y + 1);
    expect(copyright.y + copyright.height).toBeLessThanOrEqual(page.viewportSize()!.height);
    // Behind it: the paper of the page or of its bar, never the black footer.
    const behind = await button.evaluate((el) => {
      const { x, y, width, height } = el.getBoundingClientRect();
      el.style.visibility = 'hidden';
      const under = document.elementFromPoint(x + width / 2, y + height / 2)!;
      el.style.visibility = '';
      return !!under.closest('footer');
    });
    expect(behind, 'the footer is not behind the button').toBe(false);
    if (isMobileLayout(page)) expect(opaqueDock, 'a bar of paper on narrow screens').toBe(true);
  });
});

test.describe('pictures', () => {
  test('a poem cover is shown whole; an image poem whose cover is its first picture shows it once', async ({ page }) => {
    await page.goto('/poema/huellas-dactilares');
    const cover = page.locator('main img.cover');
    await expect(cover).toBeVisible();
    const fit = await cover.evaluate((img: HTMLImageElement) => {
      const box = img.getBoundingClientRect();
      return { fit: getComputedStyle(img).objectFit, drawn: box.width / box.height, natural: img.naturalWidth / img.naturalHeight };
    });
    // Whole: fitted inside its box, or a box of its own aspect ratio; never cropped to a banner.
    expect(fit.fit === 'contain' || (fit.fit === 'fill' && Math.abs(fit.drawn - fit.natural) < 0.02), JSON.stringify(fit)).toBe(true);

    await page.goto(IMAGE_POEM);
    await expect(page.locator('main img.cover')).toHaveCount(0);
    await expect(page.locator('main img').first()).toBeVisible();
  });

  test('section cards of one row line up their names, covers whole', async ({ page }) => {
    await page.setViewportSize({ width: 1024, height: 900 });
    await page.goto('/ediciones/2/creaciones');
    const cards = await page.locator('.books > li').evaluateAll((items) =>
      items.map((li) => ({
        top: Math.round(li.getBoundingClientRect().top),
        name: Math.round(li.querySelector('.author')!.getBoundingClientRect().top),
        fit: li.querySelector('img') ? getComputedStyle(li.querySelector('img')!).objectFit : 'contain',
      })),
    );
    const rows = Map.groupBy(cards, (c) => c.top);
    for (const row of rows.values()) expect(new Set(row.map((c) => c.name)).size, 'one baseline for the names of a row').toBe(1);
    expect(cards.every((c) => c.fit === 'contain')).toBe(true);
  });
});

test.describe('one grid', () => {
  test('the home page: hero, synopsis and top poems start at one left edge', async ({ page }) => {
    for (const width of [1280, 1920, 375]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/');
      const edges = await Promise.all(
        ['#edicion-titulo', '#sobre-titulo', '#hormigueados-titulo'].map(async (id) =>
          Math.round((await page.locator(id).boundingBox())!.x),
        ),
      );
      expect(new Set(edges).size, `left edges at ${width}: ${edges}`).toBe(1);
    }
  });

  test('two essays share the row instead of leaving half of it empty', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/ediciones/2/critica');
    const row = (await page.locator('.books').boundingBox())!;
    const cards = await page.locator('.books > li').evaluateAll((items) => items.map((li) => li.getBoundingClientRect().right));
    expect(Math.max(...cards), 'the cards reach the end of the row').toBeGreaterThan(row.x + row.width - 2);
  });

  test('author tiles on a narrow phone are as tall as their words', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 700 });
    await page.goto('/autor/lucia-ferrer');
    const heights = await page.locator('.tile a').evaluateAll((links) => links.map((a) => a.getBoundingClientRect().height));
    expect(Math.max(...heights)).toBeLessThan(130);
  });
});

test.describe('data read by eye', () => {
  test('an image poem shows no word count and no caption-made excerpt; essays are "MÁS TEXTOS DE"', async ({ page }) => {
    await page.goto('/autor/rodrigo-alcantara');
    const tile = page.locator('.tile', { hasText: 'Secuencia para dos manos' });
    await expect(tile).toBeVisible();
    await expect(tile).not.toContainText('PALABRAS');
    await page.goto('/');
    await expect(page.locator('main')).not.toContainText('Abrir Sostener Soltar');
    await page.goto('/poema/tijera-goma-pagina-el-collage-como-pensamiento-poetico');
    await expect(page.getByRole('heading', { name: /^MÁS (POEMAS|TEXTOS) DE/ })).toHaveText(/^MÁS TEXTOS DE /);
  });
});

test.describe('targets', () => {
  const PAGES = ['/', POEM, '/autor/lucia-ferrer', '/ediciones/2/creaciones', '/visuales', '/autores', '/ediciones'];
  for (const path of PAGES) {
    test(`every link and button on ${path} is at least 24×24 px, or a link inside a sentence`, async ({ page }) => {
      await page.goto(path);
      const small = await page.evaluate(() => {
        const out: string[] = [];
        for (const el of document.querySelectorAll<HTMLElement>('a[href], button, input, select, textarea')) {
          if (!el.checkVisibility({ visibilityProperty: true }) || el.closest('.visually-hidden, .honeypot, dialog:not([open])')) continue;
          const r = el.getBoundingClientRect();
          if (!r.width || r.right < 0 || r.left > innerWidth) continue;
          // WCAG 2.5.8's inline exception: a link in running text, sized by its sentence.
          const block = el.parentElement!;
          const inline =
            getComputedStyle(el).display === 'inline' && (block.textContent ?? '').trim().length > (el.textContent ?? '').trim().length;
          if (inline) continue;
          if (r.height < 24 || r.width < 24)
            out.push(
              `${el.tagName} «${(el.textContent ?? el.getAttribute('aria-label') ?? '').trim().slice(0, 30)}» ${Math.round(r.width)}×${Math.round(r.height)}`,
            );
        }
        return out;
      });
      expect(small).toEqual([]);
    });
  }

  test('on phones the footer links, Regresar, the author and more-poems links are 44 px tall', NARROW, async ({ page }) => {
    await page.goto(POEM);
    const targets = [
      page.getByRole('contentinfo').getByRole('link', { name: /@/ }),
      page.getByRole('contentinfo').getByRole('link', { name: /HORMIGUERODEPOEMAS/ }),
      page.getByRole('link', { name: 'Regresar' }),
      page.locator('main .author a'),
      page.locator('main .more a').first(),
    ];
    for (const target of targets) expect((await target.boundingBox())!.height, await target.innerText()).toBeGreaterThanOrEqual(44);
  });
});

test.describe('touch and keyboard', () => {
  test('a long swipe on the top-poems carousel changes the card and never leaves the page', NARROW, async ({ page }) => {
    await page.goto('/ediciones/1');
    await page.goto('/');
    const carousel = await showCarousel(page);
    const viewport = carousel.locator('ol').locator('..');
    expect(await viewport.evaluate((el) => getComputedStyle(el).touchAction), 'the browser keeps only vertical panning').toBe('pan-y');
    const dots = page.getByRole('button', { name: /^Ir al poema/ });
    await dots.nth(1).click();
    const box = (await carousel.boundingBox())!;
    await swipe(page, { x: box.x + 40, y: box.y + 60 }, 250);
    await expect(dots.nth(0)).toHaveAttribute('aria-current', 'true');
    await expect(page).toHaveURL(/\/$/);
    expect(await page.evaluate(() => document.scrollingElement!.scrollLeft)).toBe(0);
  });

  test('arrow keys walk the EDICIONES entries without scrolling the page', WIDE, async ({ page }) => {
    await page.goto('/autor/lucia-ferrer');
    await waitForNavScript(page);
    const toggle = page.getByRole('button', { name: 'EDICIONES' });
    await toggle.focus();
    const y = await page.evaluate(() => scrollY);
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('link', { name: 'Edición 2' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('link', { name: 'Edición 1' })).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await expect(page.getByRole('link', { name: 'Edición 2' })).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await expect(toggle).toBeFocused();
    expect(await page.evaluate(() => scrollY)).toBe(y);
  });

  test('tabbing into the carousel before its script arrives keeps the focus on a card', NARROW, async ({ page }) => {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(/TopPoemsCarousel/, async (route) => {
      await released;
      await route.continue().catch(() => {});
    });
    await page.goto('/');
    const cards = page.getByRole('group', { name: 'Los más hormigueados', exact: true }).getByRole('link');
    await cards.first().focus();
    await page.keyboard.press('Tab');
    await expect(cards.nth(1)).toBeFocused();
    release();
    await expect(page.getByRole('button', { name: /^Ir al poema/ }).first()).toBeVisible();
    expect(await page.evaluate(() => !!document.activeElement?.closest('[aria-roledescription="diapositiva"]'))).toBe(true);
    await expect(page.locator('[data-active] a')).toBeFocused();
  });
});

test.describe('small glitches', () => {
  test('opening the mobile menu leaves the logo and toggle where they were', NARROW, async ({ page }) => {
    await page.goto('/autor/lucia-ferrer');
    await waitForNavScript(page);
    const toggle = page.getByRole('button', { name: 'Menú' });
    const logo = page.getByRole('banner').getByRole('link').first();
    const before = [(await toggle.boundingBox())!.y, (await logo.boundingBox())!.y];
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect([(await toggle.boundingBox())!.y, (await logo.boundingBox())!.y]).toEqual(before);
  });

  test('EDICIONES never opens an empty box while its list is on the way', WIDE, async ({ page }) => {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/ediciones.json', async (route) => {
      await released;
      await route.continue();
    });
    await page.goto('/autor/lucia-ferrer');
    await waitForNavScript(page);
    await page.getByRole('button', { name: 'EDICIONES' }).click();
    await expect(page.locator('#editions-list')).toBeHidden();
    release();
    await expect(page.getByRole('link', { name: 'Edición 1' })).toBeVisible();
  });
});

test.describe('forced colours (Windows high contrast)', () => {
  test('the current carousel dot and the menu bars stay visible', NARROW, async ({ page }) => {
    await page.emulateMedia({ forcedColors: 'active' });
    await page.goto('/');
    await showCarousel(page);
    const fills = await page
      .getByRole('button', { name: /^Ir al poema/ })
      .evaluateAll((dots) => dots.map((dot) => getComputedStyle(dot, '::before').backgroundColor));
    const transparent = 'rgba(0, 0, 0, 0)';
    expect(fills[0], 'the current dot is filled').not.toBe(transparent);
    expect(
      fills.slice(1).every((fill) => fill !== fills[0]),
      'and unlike the others',
    ).toBe(true);
    const bars = await page
      .locator('.bars')
      .evaluate((el) => [getComputedStyle(el).backgroundColor, getComputedStyle(el, '::before').backgroundColor]);
    expect(
      bars.every((fill) => fill !== transparent),
      `menu bars ${bars}`,
    ).toBe(true);
  });
});
