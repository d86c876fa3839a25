import { expect, test, type Page } from '@playwright/test';
import { mainHeading } from './pageHelpers.ts';
import { EDITION_1, EDITION_2 } from './sampleFacts.ts';

const contributors = (page: Page) => page.locator('main').getByRole('navigation', { name: 'Colaboradores' }).getByRole('link');

/** The books of a section page as a reader sees them, with the tile size class. */
async function books(page: Page) {
  const cards = page.locator('main li', { has: page.locator('a[href^="/autor/"]') });
  return cards.evaluateAll((items) =>
    items.map((li) => {
      const text = (li.textContent ?? '').replace(/\s+/g, ' ');
      const count = /(\d+) POEMAS?/.exec(text);
      const tier = [...li.classList].find((c) => /^tier-(small|medium|large)$/.test(c)) ?? null;
      return {
        id: li.id,
        href: li.querySelector('a')!.getAttribute('href'),
        text,
        poems: count ? Number(count[1]) : -1,
        tier,
      };
    }),
  );
}

const TIER_RANK = { 'tier-small': 0, 'tier-medium': 1, 'tier-large': 2 } as const;

test.describe('section pages', () => {
  test('edition 1 creaciones: contributors, books sized by poem count, cards to the author pages', async ({ page }) => {
    await page.goto('/ediciones/1/creaciones');
    await expect(mainHeading(page)).toHaveText('EL HORMIGUERO');
    await expect(page.locator('main')).toContainText(EDITION_1.nombre);
    await expect(contributors(page)).toHaveText(['Lucía Ferrer', 'Inés Ávila', 'Tomás Echeverri', 'Mariana Quiñones']);

    const list = await books(page);
    expect(list.map((b) => b.href)).toEqual([
      '/autor/lucia-ferrer?edicion=1',
      '/autor/ines-avila?edicion=1',
      '/autor/tomas-echeverri?edicion=1',
      '/autor/mariana-quinones?edicion=1',
    ]);
    expect(list.map((b) => b.poems)).toEqual([8, 3, 5, 2]);
    for (const [i, name] of ['Lucía Ferrer', 'Inés Ávila', 'Tomás Echeverri', 'Mariana Quiñones'].entries()) {
      expect(list[i]!.text.toLowerCase()).toContain(name.toLowerCase());
    }
    // Every tile has a size; more poems never make a smaller tile; this section has all three sizes.
    for (const book of list) expect(book.tier, `${book.href}: tile size class`).not.toBeNull();
    for (const a of list) {
      for (const b of list) {
        if (a.poems > b.poems) {
          expect(TIER_RANK[a.tier as keyof typeof TIER_RANK], `${a.href} (${a.poems}) vs ${b.href} (${b.poems})`).toBeGreaterThanOrEqual(
            TIER_RANK[b.tier as keyof typeof TIER_RANK],
          );
        }
      }
    }
    expect(new Set(list.map((b) => b.tier))).toEqual(new Set(['tier-small', 'tier-medium', 'tier-large']));
    expect(list.find((b) => b.poems === 8)!.tier).toBe('tier-large');
    expect(list.find((b) => b.poems === 2)!.tier).toBe('tier-small');
    // On screen, a large tile's cover picture is at least as big as a small tile's.
    const covers = await page.locator('main li[class*="tier-"]').evaluateAll((items) =>
      items.map((li) => {
        const r = li.querySelector('img')?.getBoundingClientRect();
        return { tier: [...li.classList].find((c) => c.startsWith('tier-'))!, area: r ? Math.round(r.width * r.height) : 0 };
      }),
    );
    // Bigger tier, bigger picture: small <= medium <= large.
    const areas = (tier: string) => covers.filter((c) => c.tier === tier).map((c) => c.area);
    for (const [bigger, smaller] of [
      ['tier-large', 'tier-medium'],
      ['tier-medium', 'tier-small'],
      ['tier-large', 'tier-small'],
    ] as const) {
      expect
        .soft(Math.min(...areas(bigger)), `cover area (px²) of ${bigger} vs ${smaller} tiles: ${JSON.stringify(covers)}`)
        .toBeGreaterThanOrEqual(Math.max(...areas(smaller)));
    }
  });

  test('edition 2 critica: contributors and cards with ?edicion=2', async ({ page }) => {
    await page.goto('/ediciones/2/critica');
    await expect(mainHeading(page)).toHaveText('OTROS BICHOS');
    await expect(page.locator('main')).toContainText(EDITION_2.nombre);
    await expect(contributors(page)).toHaveText(['Julián Ibarra', 'Elena Sotomayor']);
    const list = await books(page);
    expect(list.map((b) => b.href)).toEqual(['/autor/julian-ibarra?edicion=2', '/autor/elena-sotomayor?edicion=2']);
    for (const book of list) expect(book.tier).toMatch(/^tier-(small|medium|large)$/);
  });

  test('edition 2 creaciones: the second Ines Avila has her own page', async ({ page }) => {
    await page.goto('/ediciones/2/creaciones');
    await expect(contributors(page)).toHaveText(['Lucía Ferrer', 'Ines Avila', 'Mariana Quiñones', 'Rodrigo Alcántara', 'Ximena Carrión']);
    const list = await books(page);
    expect(list.map((b) => b.href)).toContain('/autor/ines-avila-9?edicion=2');
    await page.locator('main a[href="/autor/ines-avila-9?edicion=2"]').click();
    await expect(page).toHaveURL(/\/autor\/ines-avila-9\?edicion=2$/);
    await expect(mainHeading(page)).toHaveText('Ines Avila');
    await expect(page.locator('main')).toContainText('Montevideo');
  });

  test('clicking a contributor scrolls to the book and highlights it for about 5 s', async ({ page }) => {
    await page.goto('/ediciones/2/creaciones');
    const name = contributors(page).filter({ hasText: 'Ximena Carrión' });
    const target = await name.getAttribute('href');
    expect(target).toMatch(/^#libro-\d+$/);
    const book = page.locator(target!);
    await expect(book).toContainText(/Ximena Carrión/i);
    await book.evaluate((el) => {
      const w = window as unknown as { __highlight: { t: number; on: boolean }[] };
      w.__highlight = [];
      new MutationObserver(() => w.__highlight.push({ t: performance.now(), on: el.classList.contains('is-highlighted') })).observe(el, {
        attributes: true,
        attributeFilter: ['class'],
      });
    });
    await name.click();
    await expect(book).toHaveClass(/is-highlighted/);
    await expect(book).toBeInViewport();
    const outline = () =>
      book
        .locator('a')
        .first()
        .evaluate((a) => getComputedStyle(a).outlineStyle);
    expect(await outline(), 'the highlighted book is outlined').not.toBe('none');
    await expect(book).not.toHaveClass(/is-highlighted/, { timeout: 8_000 });
    expect(await outline(), 'no outline once the highlight is gone').toBe('none');
    const log = await page.evaluate(() => (window as unknown as { __highlight: { t: number; on: boolean }[] }).__highlight);
    const on = log.find((e) => e.on)!;
    const off = log.find((e) => !e.on && e.t > on.t)!;
    expect(off.t - on.t, 'highlight duration (ms)').toBeGreaterThan(4_500);
    expect(off.t - on.t).toBeLessThan(6_000);
  });
});
