import { expect, test, type Page } from '@playwright/test';
import { changes, gaps, mainHeading, sampleTopImage, swipe, viewportWidth, waitForIslands, checkOnceAcrossWidths } from './pageHelpers.ts';
import { EDITION_1, EDITION_2 } from './sampleFacts.ts';

const topSection = (page: Page) => page.locator('section', { has: page.getByRole('heading', { name: 'LOS MÁS HORMIGUEADOS' }) });
const carousel = (page: Page) => page.getByRole('group', { name: 'Los más hormigueados', exact: true });
const cycler = (page: Page) => page.locator('p', { hasText: 'Con textos de' });

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

/** Author names the reader can see under the title (elements larger than a visually-hidden 1 px box). */
async function shownAuthors(page: Page): Promise<string> {
  return cycler(page).evaluate((p) =>
    [...p.children]
      .filter((el) => {
        const r = el.getBoundingClientRect();
        return r.width > 2 && r.height > 2 && !(el.textContent ?? '').includes('Con textos de');
      })
      .map((el) => (el.textContent ?? '').trim())
      .join(' | '),
  );
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

  test('authors cycle every 3 s; the SOBRE EL HORMIGUERO background changes about every 4 s', async ({ page }) => {
    checkOnceAcrossWidths();
    await page.goto('/');
    await expect(cycler(page)).toBeVisible();
    const about = page.locator('section', { has: page.getByRole('heading', { name: 'SOBRE EL HORMIGUERO' }) });
    const [cyclerEl, aboutEl] = [await cycler(page).elementHandle(), await about.elementHandle()];
    const samples = await page.evaluate(
      async ([p, section]) => {
        const shown = () =>
          [...p!.children]
            .filter((el) => {
              const r = el.getBoundingClientRect();
              return r.width > 2 && r.height > 2 && !(el.textContent ?? '').includes('Con textos de');
            })
            .map((el) => (el.textContent ?? '').trim())
            .join(' | ');
        const background = () => {
          let best = '';
          let max = -1;
          for (const img of section!.querySelectorAll('img')) {
            const o = Number(getComputedStyle(img).opacity);
            if (o > max) [max, best] = [o, new URL(img.src).pathname];
          }
          return best;
        };
        const out: { t: number; name: string; bg: string }[] = [];
        const end = performance.now() + 9_000;
        while (performance.now() < end) {
          out.push({ t: performance.now(), name: shown(), bg: background() });
          await new Promise((r) => setTimeout(r, 50));
        }
        return out;
      },
      [cyclerEl, aboutEl] as const,
    );

    // One name at a time, one of the edition's authors.
    for (const s of samples) expect(EDITION_2.authors, `visible name "${s.name}"`).toContain(s.name);
    const nameChanges = changes(samples, (s) => s.name);
    expect(nameChanges.length, 'the visible author changes during 9 s').toBeGreaterThanOrEqual(2);
    for (const gap of gaps(nameChanges.map((c) => c.t))) {
      expect(gap, 'time between two author names (ms)').toBeGreaterThan(2_500);
      expect(gap).toBeLessThan(3_700);
    }

    const bgChanges = changes(samples, (s) => s.bg);
    expect(bgChanges.length, 'the background image changes within 9 s of the page load').toBeGreaterThanOrEqual(1);
    expect(bgChanges[0]!.t, 'first background change (ms after navigation start)').toBeGreaterThan(3_300);
    expect(bgChanges[0]!.t).toBeLessThan(7_000);
    for (const gap of gaps(bgChanges.map((c) => c.t))) {
      expect(gap, 'time between two background images (ms)').toBeGreaterThan(3_300);
      expect(gap).toBeLessThan(5_000);
    }
    expect(new Set(samples.map((s) => s.bg)).size).toBeGreaterThanOrEqual(2);
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

  test('above 840 px the top poems are a grid: three cards on one row', async ({ page }) => {
    test.skip(viewportWidth(page) <= 840, 'grid layout only above 840 px');
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

  test('below 840 px: a carousel of one card, swiped by touch (50 px threshold), with dots', async ({ page }) => {
    test.skip(viewportWidth(page) > 840, 'carousel layout only below 840 px (touch project)');
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

    // A short swipe (< 50 px) does not change the card.
    await swipe(page, start, -30);
    await page.waitForTimeout(700);
    expect(await cardsShown(page)).toEqual([EDITION_2.top[0].href]);
    await expect(dots.nth(0)).toHaveAttribute('aria-current', 'true');

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
    await expect(cycler(page)).toBeVisible();
    await expect.poll(() => shownAuthors(page)).toContain(EDITION_2.authors[0]);
    const shown = await shownAuthors(page);
    for (const name of EDITION_2.authors) expect(shown).toContain(name);
  });

  test('the SOBRE EL HORMIGUERO background and the author list stay still', async ({ page }) => {
    checkOnceAcrossWidths();
    await page.goto('/');
    const about = page.locator('section', { has: page.getByRole('heading', { name: 'SOBRE EL HORMIGUERO' }) });
    await expect(about).toBeVisible();
    const before = await shownAuthors(page);
    const samples = await sampleTopImage(about, 4_600, 100);
    expect(samples[0]!.src, 'a background image is shown').not.toBe('');
    expect(
      changes(samples, (s) => s.src),
      'background changes',
    ).toEqual([]);
    expect(await shownAuthors(page)).toBe(before);
  });
});

/** Edition 1's insects: how many on a screen, and whether they move. */
async function insectState(page: Page, scope: string) {
  return page
    .locator(scope)
    .first()
    .evaluate(async (root) => {
      const insects = [...root.querySelectorAll<HTMLElement>('.insects > *')];
      const before = insects.map((el) => getComputedStyle(el).transform);
      await new Promise((r) => setTimeout(r, 400));
      const after = insects.map((el) => getComputedStyle(el).transform);
      const first = insects[0]?.getBoundingClientRect();
      return {
        count: insects.length,
        animationNames: [...new Set(insects.map((el) => getComputedStyle(el).animationName))],
        moved: after.filter((t, i) => t !== before[i]).length,
        size: first ? Math.round(first.width) : 0,
      };
    });
}

const INSECT_SCREENS = [
  { path: '/ediciones/1', scope: 'main > section:first-of-type', count: 10, label: 'edition 1 hero' },
  { path: '/ediciones/1', scope: '#hormigueados', count: 100, label: 'edition 1 LOS MÁS HORMIGUEADOS' },
  { path: '/ediciones/1/contenidos', scope: 'main', count: 25, label: 'edition 1 contents' },
  { path: '/visuales', scope: 'main', count: 80, label: 'gallery' },
  { path: '/autor/ines-avila', scope: 'main', count: 35, label: 'edition 1 author page' },
];

test.describe('edition 1 insects', () => {
  test('insects crawl on the edition 1 screens, and not on edition 2', async ({ page }) => {
    checkOnceAcrossWidths();
    let current = '';
    for (const screen of INSECT_SCREENS) {
      if (screen.path !== current) await page.goto(screen.path);
      current = screen.path;
      const state = await insectState(page, screen.scope);
      expect(state.count, `${screen.label}: insects`).toBe(screen.count);
      expect(state.size, `${screen.label}: insect size`).toBeGreaterThan(10);
      expect(state.animationNames, `${screen.label}: animated`).not.toContain('none');
      expect(state.moved, `${screen.label}: insects moving`).toBeGreaterThan(0);
    }
    for (const path of ['/', '/ediciones/2/contenidos', '/autor/ines-avila-9']) {
      await page.goto(path);
      expect((await insectState(page, 'main')).count, `${path}: no insects on edition 2`).toBe(0);
    }
  });

  test.describe('under prefers-reduced-motion', () => {
    test.use({ reducedMotion: 'reduce' });
    test('insects are still there but do not move', async ({ page }) => {
      checkOnceAcrossWidths();
      let current = '';
      for (const screen of INSECT_SCREENS) {
        if (screen.path !== current) await page.goto(screen.path);
        current = screen.path;
        const state = await insectState(page, screen.scope);
        expect(state.count, `${screen.label}: insects`).toBe(screen.count);
        expect.soft(state.animationNames, `${screen.label}: computed animation-name`).toEqual(['none']);
        expect.soft(state.moved, `${screen.label}: insects moving`).toBe(0);
      }
    });
  });
});
