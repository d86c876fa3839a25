// Helpers for driving and reading pages in the end-to-end specs: layout, the nav, islands,
// touch, requests held or recorded, the home's author line, what the service worker keeps,
// and raw HTML as a crawler reads it.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { INTENT_ARMED } from '@/directives/intentReady';

export const viewportWidth = (page: Page) => page.viewportSize()!.width;
/** The nav's mobile layout applies at 768 px or less. */
export const isMobileLayout = (page: Page) => viewportWidth(page) <= 768;

export const mainHeading = (page: Page) => page.locator('main h1');

/** The nav bar's script has run (the 'EDICIONES' link became a dropdown button). */
export async function waitForNavScript(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const toggle = document.querySelector('header button[aria-controls="editions-list"]');
    return !!toggle && !(toggle as HTMLElement).hidden;
  });
}

/**
 * Every island that should be live has hydrated. Islands that wait for the reader
 * (client:visible and client:visible-media, below the fold; the carousel never above
 * 840 px; client:intent, the gallery's popup, until a piece is pointed at: once its
 * controls are watched) are left alone: that laziness is on purpose. client:after-load
 * islands hydrate once the page has loaded.
 */
export async function waitForIslands(page: Page): Promise<void> {
  await page.waitForFunction(
    (armed) =>
      [...document.querySelectorAll('astro-island[ssr]')].every((island) => {
        const client = island.getAttribute('client');
        return client === 'visible' || client === 'visible-media' || (client === 'intent' && island.hasAttribute(armed));
      }),
    INTENT_ARMED,
    { timeout: 10_000 },
  );
}

/** Search opened from the nav ('Buscar', in the menu on a phone), its field focused. */
export async function openSearch(page: Page): Promise<Locator> {
  await waitForNavScript(page);
  if (isMobileLayout(page)) await page.getByRole('button', { name: 'Menú' }).click();
  await page.getByRole('link', { name: 'Buscar', exact: true }).click();
  const field = page.getByRole('combobox', { name: 'Buscar' });
  await expect(field).toBeFocused();
  return field;
}

/** Opens the mobile menu when the mobile layout applies. */
export async function openMenuIfMobile(page: Page): Promise<void> {
  if (!isMobileLayout(page)) return;
  const toggle = page.getByRole('button', { name: 'Menú' });
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
}

/** Clicks a point of the page that is not a link, button, field or part of the nav bar. */
export async function clickOutside(page: Page): Promise<void> {
  const point = await page.evaluate(() => {
    const w = window.innerWidth;
    const h = window.innerHeight;
    for (let y = h - 10; y > 0; y -= 20) {
      for (const x of [w / 2, 10, w - 10, w / 4, (3 * w) / 4]) {
        const el = document.elementFromPoint(x, y);
        if (el && !el.closest('a, button, input, label, header, dialog, astro-island')) return { x, y };
      }
    }
    return null;
  });
  expect(point, 'a plain spot of the page to click on').not.toBeNull();
  await page.mouse.click(point!.x, point!.y);
}

/**
 * A horizontal touch swipe (real touch events through the DevTools protocol). Returns once the
 * page has handled its touchend (the page's listeners, and the render they queued), so what
 * the swipe changed, or left alone, can be read at once.
 */
export async function swipe(page: Page, from: { x: number; y: number }, dx: number): Promise<void> {
  await page.evaluate(() => {
    (window as TouchEndWatch).__touchEnded = new Promise((resolve) =>
      addEventListener('touchend', () => setTimeout(resolve), { once: true, passive: true }),
    );
  });
  const client = await page.context().newCDPSession(page);
  await client.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: from.x, y: from.y }] });
  const steps = 6;
  for (let i = 1; i <= steps; i++) {
    await client.send('Input.dispatchTouchEvent', {
      type: 'touchMove',
      touchPoints: [{ x: from.x + (dx * i) / steps, y: from.y }],
    });
  }
  await client.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await client.detach();
  await page.evaluate(() => (window as TouchEndWatch).__touchEnded);
}

type TouchEndWatch = Window & { __touchEnded?: Promise<void> };

/** document.documentElement.scrollWidth <= window.innerWidth */
export async function expectNoHorizontalScroll(page: Page, label: string): Promise<void> {
  const { scrollWidth, innerWidth, culprit } = await page.evaluate(() => {
    const innerWidth = window.innerWidth;
    let culprit = '';
    for (const el of document.querySelectorAll('body *')) {
      const r = el.getBoundingClientRect();
      if (r.right > innerWidth + 1 && r.width > 0) {
        // Skip what a clipping ancestor hides.
        let clipped = false;
        for (let p = el.parentElement; p && p !== document.body; p = p.parentElement) {
          const o = getComputedStyle(p).overflowX;
          if (o !== 'visible') {
            clipped = true;
            break;
          }
        }
        if (!clipped) {
          culprit = `${el.tagName.toLowerCase()}.${(el as HTMLElement).className} right=${Math.round(r.right)}`;
          break;
        }
      }
    }
    return { scrollWidth: document.documentElement.scrollWidth, innerWidth, culprit };
  });
  expect(scrollWidth, `${label}: page wider than the window (${culprit})`).toBeLessThanOrEqual(innerWidth);
}

/**
 * Samples, every `every` ms during `duration` ms, which image inside `root` is the most
 * opaque (the background a reader sees).
 */
export async function sampleTopImage(root: Locator, duration: number, every = 50): Promise<{ t: number; src: string }[]> {
  return root.evaluate(
    async (el, { duration, every }) => {
      const samples: { t: number; src: string }[] = [];
      const end = performance.now() + duration;
      while (performance.now() < end) {
        const imgs = [...el.querySelectorAll('img')];
        let best: HTMLImageElement | null = null;
        let bestOpacity = -1;
        for (const img of imgs) {
          const o = Number(getComputedStyle(img).opacity);
          if (o > bestOpacity) {
            bestOpacity = o;
            best = img;
          }
        }
        samples.push({ t: performance.now(), src: best ? new URL(best.src).pathname : '' });
        await new Promise((r) => setTimeout(r, every));
      }
      return samples;
    },
    { duration, every },
  );
}

/** Times (ms) at which the sampled value changed, with the new value. */
export function changes<T extends { t: number }>(samples: T[], key: (s: T) => string): { t: number; value: string }[] {
  const out: { t: number; value: string }[] = [];
  for (let i = 1; i < samples.length; i++) {
    if (key(samples[i]!) !== key(samples[i - 1]!)) out.push({ t: samples[i]!.t, value: key(samples[i]!) });
  }
  return out;
}

export const gaps = (times: number[]) => times.slice(1).map((t, i) => t - times[i]!);

/** The line under the home's title that names the edition's authors ('Con textos de ...'). */
export const authorCycler = (page: Page) => page.locator('p', { hasText: 'Con textos de' });

/** Author names the reader can see under the home's title (elements larger than a visually-hidden 1 px box). */
export async function authorsShown(page: Page): Promise<string> {
  return authorCycler(page).evaluate((p) =>
    [...p.children]
      .filter((el) => {
        const r = el.getBoundingClientRect();
        return r.width > 2 && r.height > 2 && !(el.textContent ?? '').includes('Con textos de');
      })
      .map((el) => (el.textContent ?? '').trim())
      .join(' | '),
  );
}

/** The astro-island that holds `inner` has hydrated (Astro removes its ssr attribute then). */
export async function waitForIslandOf(inner: Locator, timeout = 10_000): Promise<void> {
  await expect(inner.locator('xpath=ancestor::astro-island[1]')).not.toHaveAttribute('ssr', { timeout });
}

/** Records every request the page makes to the functions (/api/...), as 'METHOD /path'. */
export function recordApiRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/api/')) seen.push(`${request.method()} ${pathname}`);
  });
  return seen;
}

/**
 * Returns once every request the page has made so far has been reported to the test: the page
 * makes one more, a marker, and requests are reported in the order they are made. Before
 * reading what recordApiRequests saw to say that none was made.
 */
export async function requestsSoFar(page: Page): Promise<void> {
  const marker = `/robots.txt?marca=${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
  const reported = page.waitForRequest((request) => request.url().endsWith(marker));
  await page.evaluate((url) => void fetch(url, { cache: 'no-store' }).catch(() => {}), marker);
  await reported;
}

/**
 * Holds the requests matching `url` until release() is called (or `maxMs` passed), then lets
 * them through to the real server: the 'sending' state can be checked without a fixed delay.
 */
export async function holdRequests(
  page: Page,
  url: string | RegExp,
  maxMs = 5_000,
): Promise<{ arrived: Promise<void>; release: () => void }> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let arrive!: () => void;
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  await page.route(url, async (route) => {
    arrive();
    await Promise.race([released, new Promise((resolve) => setTimeout(resolve, maxMs))]);
    await route.continue().catch(() => {});
  });
  return { arrived, release };
}

/** Today's date as the functions write it (dd/mm/yy, UTC calendar day). */
export function todayDdMmYy(now = new Date()): string {
  const two = (n: number) => String(n).padStart(2, '0');
  return `${two(now.getUTCDate())}/${two(now.getUTCMonth() + 1)}/${two(now.getUTCFullYear() % 100)}`;
}

/** A new newsletter address, unique per project and run. */
export function uniqueEmail(label: string): string {
  const project = test.info().project.name.replace(/[^a-z0-9]+/gi, '-');
  return `e2e-${label}-${project}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@ejemplo.com`;
}

/** The text a reader sees in raw HTML: no scripts, styles or tags, entities decoded, spaces collapsed. */
export function textOfHtml(html: string): string {
  return html
    .replace(/<(script|style|template)\b[^>]*>[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, dec: string) => String.fromCodePoint(Number(dec)))
    .replace(/&(amp|lt|gt|quot|apos|nbsp);/g, (_, name: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' })[name]!)
    .replace(/\s+/g, ' ')
    .trim();
}

/** The opening tags named `tag` in raw HTML, each as its attribute map (names lower-cased, entities in values decoded). */
export function tagsOf(html: string, tag: string): Record<string, string>[] {
  const out: Record<string, string>[] = [];
  for (const [, attrs] of html.matchAll(new RegExp(`<${tag}(?=[\\s/>])([^>]*)>`, 'gi'))) {
    const map: Record<string, string> = {};
    for (const [, name, dq, sq, bare] of attrs!.matchAll(/([^\s=/]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g)) {
      map[name!.toLowerCase()] = textOfHtml(dq ?? sq ?? bare ?? '');
    }
    out.push(map);
  }
  return out;
}

/** Scrolls the top-poems carousel into view (it hydrates there, below 840 px) and waits for it. */
export async function showCarousel(page: Page): Promise<Locator> {
  const carousel = page.getByRole('group', { name: 'Los más hormigueados', exact: true });
  await carousel.scrollIntoViewIfNeeded();
  await waitForIslandOf(carousel);
  // Hydrated is not yet enhanced: the dots (and the inert hidden slides) come one render later.
  await expect(carousel.getByRole('button').first()).toBeVisible();
  return carousel;
}

/**
 * Opens `path` and waits until the service worker controls it and keeps it in its caches (a
 * first visit is kept once the worker is installed).
 */
export async function readAndKeep(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, null, { timeout: 15_000 });
  await expect
    .poll(() => page.evaluate(async () => !!(await caches.match(location.pathname + location.search))), {
      message: `${path} kept on the device`,
    })
    .toBe(true);
}
