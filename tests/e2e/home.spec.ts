import { expect, test, type Page } from '@playwright/test';
import { NARROW, WIDE } from './layouts.ts';
import { authorCycler, authorsShown, mainHeading, swipe, waitForIslands } from './pageHelpers.ts';
import { EDITION_1, EDITION_2 } from './sampleFacts.ts';

const topSection = (page: Page) => page.locator('section', { has: page.getByRole('heading', { name: 'LOS MÁS HORMIGUEADOS' }) });
const carousel = (page: Page) => page.getByRole('group', { name: 'Los más hormigueados', exact: true });

/** The top-poem cards whose middle lies inside the carousel's box: what the reader sees. */
async function cardsShown(page: Page): Promise<string[]> {
  return carousel(page).evaluate((region) => {
    const box = region.getBoundingClientRect();
    return [...region.querySelectorAll<HTMLAnchorElement>('a[href^="/poema/"]')]
      .filter((a) => {
        const r = a.getBoundingClientRect();
        const middle = r.left + r.width / 2;
        return r.width > 0 && middle > box.left && middle < box.right;
      })
      .map((a) => a.getAttribute('href')!);
  });
}

test.describe('home (latest edition, 2)', () => {
  test('hero: cover image, edition name as h1, date and number', async ({ page }) => {
    await page.goto('/');
    const cover = page.getByRole('img', { name: /Portada de la edición 2/i });
    await expect(cover).toBeVisible();
    await expect.poll(() => cover.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await expect(mainHeading(page)).toHaveText(EDITION_2.nombre);
    await expect(page.locator('main').getByText(EDITION_2.fecha, { exact: true })).toBeVisible();
    await expect(page.locator('main').getByText('EDICIÓN 2', { exact: true })).toBeVisible();
  });

  test('HAZ CLIC PARA VER MÁS leads to the contents page', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: 'HAZ CLIC PARA VER MÁS' }).click();
    await expect(page).toHaveURL(/\/ediciones\/2\/contenidos$/);
    await expect(mainHeading(page)).toHaveText(EDITION_2.nombre);
    await expect(page.getByRole('link', { name: /EL HORMIGUERO/ })).toBeVisible();
  });

  test('SOBRE EL HORMIGUERO: "Leer edición 2..." opens the synopsis of the contents page', async ({ page }) => {
    await page.goto('/');
    const about = page.locator('section', { has: page.getByRole('heading', { name: 'SOBRE EL HORMIGUERO' }) });
    await expect(about).toContainText(EDITION_2.sintesisStart);
    await about.getByRole('link', { name: 'Leer edición 2...' }).click();
    await expect(page).toHaveURL(/\/ediciones\/2\/contenidos#sintesis$/);
    await expect(page.locator('#sintesis')).toBeInViewport();
    await expect(page.locator('#sintesis')).toContainText(EDITION_2.sintesisStart);
  });

  test('LOS MÁS HORMIGUEADOS: the top 3 of each edition, in order', async ({ page }) => {
    for (const [path, edition] of [
      ['/', EDITION_2],
      ['/ediciones/1', EDITION_1],
    ] as const) {
      await page.goto(path);
      const links = topSection(page).locator('a[href^="/poema/"]');
      await expect(links).toHaveCount(3);
      for (const [i, poem] of edition.top.entries()) {
        await expect(links.nth(i)).toHaveAttribute('href', poem.href);
        await expect(links.nth(i)).toContainText(poem.title);
      }
    }
  });

  test('above 840 px the top poems are a grid: three cards on one row', WIDE, async ({ page }) => {
    await page.goto('/');
    const links = topSection(page).locator('a[href^="/poema/"]');
    await links.first().scrollIntoViewIfNeeded();
    const boxes = await links.evaluateAll((as) => as.map((a) => a.getBoundingClientRect().toJSON() as DOMRect));
    expect(boxes).toHaveLength(3);
    for (const box of boxes) {
      expect(Math.abs(box.top - boxes[0]!.top), 'same row').toBeLessThan(2);
      expect(box.width).toBeGreaterThan(150);
    }
    expect(boxes[0]!.right).toBeLessThanOrEqual(boxes[1]!.left);
    expect(boxes[1]!.right).toBeLessThanOrEqual(boxes[2]!.left);
    for (const link of await links.all()) await expect(link).toBeInViewport();
    // No carousel controls on the wide layout.
    await expect(page.getByRole('button', { name: /Ir al poema/ })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Poema siguiente' })).toBeHidden();
  });

  test('below 840 px: a carousel of one card, swiped by touch (50 px threshold), with dots', NARROW, async ({ page }) => {
    await page.goto('/');
    await waitForIslands(page);
    const region = carousel(page);
    await region.scrollIntoViewIfNeeded();
    const dots = page.getByRole('button', { name: /^Ir al poema/ });
    await expect(dots).toHaveCount(3);
    await expect(dots.nth(0)).toHaveAttribute('aria-current', 'true');
    await expect.poll(() => cardsShown(page)).toEqual([EDITION_2.top[0].href]);
    // Arrows only between 728 and 840 px.
    await expect(page.getByRole('button', { name: 'Poema siguiente' })).toBeHidden();
    await expect(page.getByRole('button', { name: 'Poema anterior' })).toBeHidden();

    const box = (await region.boundingBox())!;
    const start = { x: box.x + box.width * 0.75, y: box.y + Math.min(80, box.height / 3) };

    // A short swipe (< 50 px) does not change the card: read once the page has handled the
    // touchend (swipe waits for that), when a change of card would already show in the dots.
    await swipe(page, start, -30);
    await expect(dots.nth(0)).toHaveAttribute('aria-current', 'true');
    expect(await cardsShown(page)).toEqual([EDITION_2.top[0].href]);

    // A swipe of 50 px or more to the left shows the next card.
    await swipe(page, start, -70);
    await expect.poll(() => cardsShown(page)).toEqual([EDITION_2.top[1].href]);
    await expect(dots.nth(1)).toHaveAttribute('aria-current', 'true');

    // Exactly 50 px is enough.
    await swipe(page, start, -50);
    await expect.poll(() => cardsShown(page)).toEqual([EDITION_2.top[2].href]);

    // A swipe to the right goes back.
    const back = { x: box.x + box.width * 0.25, y: start.y };
    await swipe(page, back, 80);
    await expect.poll(() => cardsShown(page)).toEqual([EDITION_2.top[1].href]);

    // Dots choose a card.
    await dots.nth(0).click();
    await expect.poll(() => cardsShown(page)).toEqual([EDITION_2.top[0].href]);
    await expect(dots.nth(0)).toHaveAttribute('aria-current', 'true');
  });

  test('carousel arrows show only between 728 and 840 px wide', async ({ page }) => {
    await page.setViewportSize({ width: 800, height: 800 });
    await page.goto('/');
    await waitForIslands(page);
    const next = page.getByRole('button', { name: 'Poema siguiente' });
    const previous = page.getByRole('button', { name: 'Poema anterior' });
    await carousel(page).scrollIntoViewIfNeeded();
    await expect(next).toBeVisible();
    await expect(previous).toBeVisible();
    await expect.poll(() => cardsShown(page)).toEqual([EDITION_2.top[0].href]);
    await next.click();
    await expect.poll(() => cardsShown(page)).toEqual([EDITION_2.top[1].href]);
    await previous.click();
    await expect.poll(() => cardsShown(page)).toEqual([EDITION_2.top[0].href]);

    await page.setViewportSize({ width: 700, height: 800 });
    await expect(next).toBeHidden();
    await expect(previous).toBeHidden();
    await expect(page.getByRole('button', { name: /^Ir al poema/ })).toHaveCount(3);
    await expect(page.getByRole('button', { name: /^Ir al poema/ }).first()).toBeVisible();
    await expect.poll(() => cardsShown(page)).toEqual([EDITION_2.top[0].href]);
  });
});

test.describe('home under prefers-reduced-motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('the full author list is shown instead of cycling names', async ({ page }) => {
    await page.goto('/');
    await expect(authorCycler(page)).toBeVisible();
    await expect.poll(() => authorsShown(page)).toContain(EDITION_2.authors[0]);
    const shown = await authorsShown(page);
    for (const name of EDITION_2.authors) expect(shown).toContain(name);
  });
});
