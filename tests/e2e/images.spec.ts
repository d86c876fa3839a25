// Responsive images: resized WebP copies with srcset, sizes and dimensions; lazy
// below the first screen but never the main picture; sensible choices per screen; no jumps.
import { expect, test, type Page } from '@playwright/test';
import { waitForIslands } from './pageHelpers.ts';

interface ImageInfo {
  index: number;
  src: string;
  srcset: string | null;
  sizes: string | null;
  width: string | null;
  height: string | null;
  loading: string | null;
  /** Distance from the top of the page at load (px), before any scrolling. */
  top: number;
  rendered: boolean;
  /** One of the rotating backgrounds (BackgroundRotator): a single 960 px copy swapped by script. */
  rotator: boolean;
  /** Added by the rotator's script after the page loaded (absolutely placed, so sizeless). */
  addedByScript: boolean;
}

/** Polling steps while a picture loads: short, there are many pictures per page. */
const POLL = [50, 100, 200];

const isRaster = (src: string) => !src.startsWith('data:') && !/\.svg(?:[?#]|$)/i.test(src);

/** The <img> elements of the page as loaded, before scrolling. */
const imagesAtLoad = (page: Page): Promise<ImageInfo[]> =>
  page.evaluate(() =>
    [...document.images].map((img, index) => {
      const rect = img.getBoundingClientRect();
      // A handle that survives scripts adding pictures (the rotators) while the test scrolls.
      img.dataset.e2eImage = String(index);
      return {
        index,
        src: img.getAttribute('src') ?? '',
        srcset: img.getAttribute('srcset'),
        sizes: img.getAttribute('sizes'),
        width: img.getAttribute('width'),
        height: img.getAttribute('height'),
        loading: img.getAttribute('loading'),
        top: rect.top + window.scrollY,
        rendered: img.getClientRects().length > 0 && rect.width > 0,
        rotator: !!img.closest('[data-rotator]'),
        addedByScript: !!img.closest('[data-rotator]') && img.closest('[data-rotator]')!.querySelector('img') !== img,
      };
    }),
  );

/** srcset candidates: path and width descriptor. */
function candidates(srcset: string): { path: string; w: number }[] {
  return srcset.split(',').map((part) => {
    const [url, descriptor] = part.trim().split(/\s+/);
    return { path: url!, w: Number(/^(\d+)w$/.exec(descriptor ?? '')?.[1] ?? NaN) };
  });
}

const PAGES: { name: string; path: string; mainImage: boolean }[] = [
  { name: 'home', path: '/', mainImage: true },
  { name: 'contents (with rotating backgrounds)', path: '/ediciones/2/contenidos', mainImage: true },
  { name: 'section (book covers, one inline SVG)', path: '/ediciones/2/creaciones', mainImage: true },
  { name: 'gallery', path: '/visuales', mainImage: false },
  { name: 'author with visual pieces', path: '/autor/joaquin-barrientos', mainImage: true },
  { name: 'poem with a cover', path: '/poema/huellas-dactilares', mainImage: true },
  { name: 'image poem', path: '/poema/secuencia-para-dos-manos', mainImage: true },
  { name: 'editions list', path: '/ediciones', mainImage: true },
];

test.describe('responsive images', () => {
  for (const { name, path, mainImage } of PAGES) {
    test(`${name} (${path}): WebP copies with srcset, sizes and dimensions, lazy below the first screen`, async ({ page }) => {
      await page.goto(path);
      await page.waitForLoadState('load');
      const viewport = page.viewportSize()!;
      const dpr = await page.evaluate(() => window.devicePixelRatio);
      const all = await imagesAtLoad(page);
      const raster = all.filter((img) => isRaster(img.src));
      expect(raster.length, 'raster images on the page').toBeGreaterThan(0);

      for (const img of all) {
        const label = `${path} <img src="${img.src.slice(0, 60)}">`;
        if (!img.addedByScript) {
          expect(Number(img.width), `${label}: width attribute`).toBeGreaterThan(0);
          expect(Number(img.height), `${label}: height attribute`).toBeGreaterThan(0);
        }
        // Logo, drawings and inline SVG covers are plain images.
        if (!isRaster(img.src)) {
          expect(img.srcset, `${label}: an SVG needs no srcset`).toBeNull();
          continue;
        }
        expect(img.src, `${label}: a resized WebP copy from the build`).toMatch(/^\/_astro\/[^?#]+\.webp$/);
        if (img.rotator) {
          // Swapped by script every few seconds: one 960 px copy (BackgroundRotator.astro).
          expect(img.srcset, `${label}: rotating background`).toBeNull();
        } else {
          expect(img.sizes?.trim(), `${label}: sizes`).toBeTruthy();
          const list = candidates(img.srcset ?? '');
          expect(list.length, `${label}: srcset candidates`).toBeGreaterThanOrEqual(2);
          for (const c of list) {
            expect(c.path, `${label}: srcset candidate`).toMatch(/^\/_astro\/[^?#]+\.webp$/);
            expect(c.w, `${label}: width descriptor of ${c.path}`).toBeGreaterThan(0);
          }
        }
        const belowFirstScreen = (!img.rendered || img.top >= viewport.height) && !img.addedByScript;
        if (belowFirstScreen) expect(img.loading, `${label}: below the first screen (top ${img.top})`).toBe('lazy');
      }

      if (mainImage) {
        // The page's main picture (backdrop, author portrait, poem cover, newest edition) loads at once.
        const main = raster[0]!;
        expect(main.top, `${path}: the main picture is on the first screen`).toBeLessThan(viewport.height);
        expect(main.loading, `${path}: the main picture ${main.src} is not lazy`).not.toBe('lazy');
      }

      // Every picture loads once it is on screen, at a width that suits the screen.
      for (const img of raster.filter((i) => i.rendered)) {
        const element = page.locator(`img[data-e2e-image="${img.index}"]`);
        const label = `${path} ${img.src}`;
        await element.scrollIntoViewIfNeeded();
        await expect
          .poll(() => element.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0), {
            message: `${label} loads`,
            intervals: POLL,
          })
          .toBe(true);
        const shown = await element.evaluate((el: HTMLImageElement) => ({
          current: new URL(el.currentSrc).pathname,
          naturalWidth: el.naturalWidth,
          naturalHeight: el.naturalHeight,
          clientWidth: el.clientWidth,
        }));
        // The width and height attributes have the picture's proportions (no distortion, no jump).
        if (!img.addedByScript) {
          const ratio = Number(img.width) / Number(img.height);
          expect(shown.naturalWidth / shown.naturalHeight, `${label}: width/height attributes`).toBeCloseTo(ratio, 1);
        }
        if (img.rotator) {
          expect(shown.naturalWidth, `${label}: rotating background copy`).toBeLessThanOrEqual(960);
          continue;
        }
        const list = candidates(img.srcset!).sort((a, b) => a.w - b.w);
        const chosen = list.find((c) => c.path === shown.current);
        expect(chosen, `${label}: shows one of its srcset candidates (${shown.current})`).toBeTruthy();
        // Not oversized: at most the smallest candidate that covers the slot at this density,
        // give or take a quarter (sizes describes the slot approximately)...
        const needed = shown.clientWidth * dpr;
        const enough = list.find((c) => c.w >= needed * 1.25) ?? list[list.length - 1]!;
        expect(chosen!.w, `${label}: ${chosen!.w}w for ${shown.clientWidth} px at ${dpr}x`).toBeLessThanOrEqual(enough.w);
        // ...and not absurdly blurry: at least half the width the slot has pixels for (backdrops
        // under their dark scrim deliberately take less than the full width, see imagePresets.ts).
        expect(chosen!.w, `${label}: ${chosen!.w}w for ${shown.clientWidth} px at ${dpr}x`).toBeGreaterThanOrEqual(
          Math.min(0.5 * needed, list[list.length - 1]!.w),
        );
      }
    });
  }

  test('on a phone the home backdrop is at most 960 px wide; on a desktop screen 1280 px', async ({ page }) => {
    await page.goto('/');
    const backdrop = page.getByRole('img', { name: 'Portada de la edición 2: Lo que la mano recorta' });
    await expect.poll(() => backdrop.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
    await expect(backdrop).toHaveAttribute('fetchpriority', 'high');
    const { current, srcset } = await backdrop.evaluate((el: HTMLImageElement) => ({
      current: new URL(el.currentSrc).pathname,
      srcset: el.getAttribute('srcset')!,
    }));
    const chosen = candidates(srcset).find((c) => c.path === current)!;
    const dpr = await page.evaluate(() => window.devicePixelRatio);
    const width = page.viewportSize()!.width;
    if (width <= 400 && dpr <= 2) expect(chosen.w, 'phone').toBeLessThanOrEqual(960);
    else expect(chosen.w, 'desktop').toBeLessThanOrEqual(1280);
    expect(chosen.w, 'not absurdly small').toBeGreaterThanOrEqual(Math.min(width * dpr * 0.5, 1600));
  });

  test("the gallery popup's picture is responsive too", async ({ page }) => {
    await page.goto('/visuales');
    await waitForIslands(page);
    await page.getByRole('link', { name: 'Ver «Grana» en grande' }).click();
    const picture = page.getByRole('dialog').getByRole('img');
    await expect(picture).toBeVisible();
    await expect(picture).toHaveAttribute('srcset', /\/_astro\/\S+\.webp \d+w/);
    await expect(picture).toHaveAttribute('sizes', /\S/);
    await expect(picture).toHaveAttribute('width', /^\d+$/);
    await expect(picture).toHaveAttribute('height', /^\d+$/);
    await expect.poll(() => picture.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
    expect(new URL(await picture.evaluate((el: HTMLImageElement) => el.currentSrc)).pathname).toMatch(/^\/_astro\/.+\.webp$/);
  });
});

/**
 * Every picture on screen has loaded and every island that should hydrate at this scroll
 * position has: on screen for client:visible, within 200 px of it for client:visible-media
 * (its rootMargin, src/directives/visibleMedia.ts), unless its media query does not match.
 */
function settledOnScreen(): boolean {
  const near = (el: Element | null, margin: number) => {
    const r = el?.getBoundingClientRect();
    return !!r && r.width > 0 && r.bottom > -margin && r.top < window.innerHeight + margin;
  };
  const picturesLoaded = [...document.images].filter((img) => near(img, 0)).every((img) => img.complete && img.naturalWidth > 0);
  const islandsLive = [...document.querySelectorAll('astro-island[ssr]')].every((island) => {
    const client = island.getAttribute('client');
    const query = (JSON.parse(island.getAttribute('opts') ?? '{}') as { value?: string }).value;
    if (client === 'visible-media') return (!!query && !matchMedia(query).matches) || !near(island.firstElementChild, 200);
    return !near(island.firstElementChild, 0);
  });
  return picturesLoaded && islandsLive;
}

test.describe('no layout shift while pictures load', () => {
  // Reduced motion keeps the home's author list still: its deliberate rotation is not a picture.
  test.use({ reducedMotion: 'reduce' });

  for (const path of ['/', '/poema/huellas-dactilares', '/poema/secuencia-para-dos-manos']) {
    test(`${path}: cumulative layout shift under 0.01 from load to the last picture`, async ({ page }) => {
      // The web font is kept out: when it arrives late its swap may rewrap a title, which is
      // a matter of font metrics, not of pictures, and depends on the machine's load.
      await page.route('**/_astro/fonts/**', (route) => route.abort());
      await page.addInitScript(() => {
        const w = window as unknown as { __shifts: { value: number; nodes: string[] }[] };
        w.__shifts = [];
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & {
            value: number;
            hadRecentInput: boolean;
            sources: { node?: Node }[];
          })[]) {
            if (entry.hadRecentInput) continue;
            w.__shifts.push({
              value: entry.value,
              nodes: entry.sources.map((s) =>
                s.node instanceof Element ? `${s.node.tagName}.${s.node.className}` : String(s.node?.nodeName),
              ),
            });
          }
        }).observe({ type: 'layout-shift', buffered: true });
      });
      await page.goto(path);
      await page.waitForLoadState('load');
      await waitForIslands(page);
      // Down the page a screen at a time, as a reader scrolls: at each stop the pictures on
      // screen load and the islands on screen hydrate before going on (so the same thing is
      // on screen whenever something could move).
      const screen = page.viewportSize()!.height;
      for (let top = 0; ; top += screen) {
        const pageHeight = await page.evaluate((y) => {
          window.scrollTo(0, y);
          return document.documentElement.scrollHeight;
        }, top);
        await expect
          .poll(() => page.evaluate(settledOnScreen), { message: `pictures and islands at ${top} px`, intervals: POLL })
          .toBe(true);
        if (top + screen >= pageHeight) break;
      }
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      const shifts = await page.evaluate(() => (window as unknown as { __shifts: { value: number; nodes: string[] }[] }).__shifts);
      const total = shifts.reduce((sum, s) => sum + s.value, 0);
      expect(total, `layout shifts: ${JSON.stringify(shifts)}`).toBeLessThan(0.01);
    });
  }
});
