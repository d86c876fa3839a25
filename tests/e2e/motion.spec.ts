// What moves by itself on a timer, and what stays still under prefers-reduced-motion: the
// home's author names and SOBRE EL HORMIGUERO background, the image behind the contents menu,
// edition 1's insects. Timers and animations do not depend on the window's width: run once
// (playwright.config.ts).
import { expect, test, type Page } from '@playwright/test';
import { authorCycler, authorsShown, changes, gaps, sampleTopImage } from './pageHelpers.ts';
import { EDITION_2 } from './sampleFacts.ts';

test.describe('home (latest edition, 2)', () => {
  test('authors cycle every 3 s; the SOBRE EL HORMIGUERO background changes about every 4 s', async ({ page }) => {
    await page.goto('/');
    await expect(authorCycler(page)).toBeVisible();
    const about = page.locator('section', { has: page.getByRole('heading', { name: 'SOBRE EL HORMIGUERO' }) });
    const [cyclerEl, aboutEl] = [await authorCycler(page).elementHandle(), await about.elementHandle()];
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

  test.describe('under prefers-reduced-motion', () => {
    test.use({ reducedMotion: 'reduce' });

    test('the SOBRE EL HORMIGUERO background and the author list stay still', async ({ page }) => {
      await page.goto('/');
      const about = page.locator('section', { has: page.getByRole('heading', { name: 'SOBRE EL HORMIGUERO' }) });
      await expect(about).toBeVisible();
      const before = await authorsShown(page);
      const samples = await sampleTopImage(about, 4_600, 100);
      expect(samples[0]!.src, 'a background image is shown').not.toBe('');
      expect(
        changes(samples, (s) => s.src),
        'background changes',
      ).toEqual([]);
      expect(await authorsShown(page)).toBe(before);
    });
  });
});

test.describe('contents page', () => {
  test('edition 2: the image behind the menu changes about every 850 ms', async ({ page }) => {
    await page.goto('/ediciones/2/contenidos');
    const menu = page.locator('main').getByRole('navigation');
    await expect(menu).toBeVisible();
    const samples = await sampleTopImage(menu, 4_000, 40);
    const seen = changes(samples, (s) => s.src);
    expect(seen.length, 'background changes in 4 s').toBeGreaterThanOrEqual(3);
    expect(seen.length).toBeLessThanOrEqual(6);
    const between = gaps(seen.map((c) => c.t)).sort((a, b) => a - b);
    const median = between[Math.floor(between.length / 2)]!;
    expect(median, `usual time between two images (ms), gaps ${JSON.stringify(between.map(Math.round))}`).toBeGreaterThan(600);
    expect(median).toBeLessThan(1_200);
    expect(new Set(samples.map((s) => s.src)).size).toBeGreaterThanOrEqual(3);
  });

  test.describe('under prefers-reduced-motion', () => {
    test.use({ reducedMotion: 'reduce' });
    test('edition 2: the image behind the menu stays still', async ({ page }) => {
      await page.goto('/ediciones/2/contenidos');
      const menu = page.locator('main').getByRole('navigation');
      await expect(menu).toBeVisible();
      const samples = await sampleTopImage(menu, 2_200, 100);
      expect(samples[0]!.src).not.toBe('');
      expect(changes(samples, (s) => s.src)).toEqual([]);
    });
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
