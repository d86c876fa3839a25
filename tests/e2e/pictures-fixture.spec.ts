// The magazine's real pictures, not only the sample's: a site built from a fixture shaped
// like the real database (tests/fixtures/realShaped/), whose pictures live on other hosts,
// served here by a local picture host: one the build may resize (the storage host) and one it
// may not, with a 4000 px picture, a tiny one, an SVG file, one that answers 404 and one that
// is absent, beside an inline SVG cover, accented names and punctuated titles, a title of one
// long word and a poem of 3,000 lines. Every page type, at 320 to 1920 px, is never wider
// than the window and no text passes its box; a missing picture shows a quiet placeholder.
// Its own Playwright project (pictures-fixture): one build, shared by the tests in order.
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { REAL_SHAPED_PAGES, REMOTE_ARTIST_PAGE } from '../fixtures/realShaped/content.ts';
import { loadRealShaped } from '../fixtures/realShaped/loadRealShaped.ts';
import { MISSING_PICTURE, PICTURES, startPictureHost, type PictureHost } from '../fixtures/realShaped/pictureServer.ts';
import { expectNothingOverflows } from './overflowChecks.ts';
import { checkPage, mapLimited, tally, workPaths } from './readerTools.ts';
import { startCommand, type RunningCommand } from './ownSite.ts';

const WIDTHS = [
  { width: 320, height: 640 },
  { width: 375, height: 812 },
  { width: 768, height: 1024 },
  { width: 1280, height: 800 },
  { width: 1920, height: 1080 },
] as const;

const root = path.resolve(process.env.E2E_ROOT || '.cache/e2e', 'fotos');
const databaseUrl = (() => {
  const url = new URL(process.env.E2E_DATABASE_URL!);
  url.pathname = `${url.pathname}_fotos`;
  return url.href;
})();

let blocked: PictureHost;
let storage: PictureHost;
let site: RunningCommand | undefined;
let base = '';

test.describe.configure({ mode: 'serial' });
// The picture hosts stand in for the magazine's https hosts, which the site's CSP allows
// (img-src https:); they speak plain http on 127.0.0.1, which it refuses. Nothing checked here
// depends on the CSP (the missing picture's placeholder is CSS alone).
test.use({ bypassCSP: true });

test.beforeAll(async () => {
  test.setTimeout(300_000);
  [blocked, storage] = await Promise.all([startPictureHost(), startPictureHost()]);
  await loadRealShaped(databaseUrl, { blocked: blocked.origin, storage: storage.origin });
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATABASE_URL: databaseUrl,
    // The storage host is resized (and its pictures' sizes learnt); `blocked` is on no list.
    STORAGE_PUBLIC_URL: storage.origin,
    IMAGE_HOSTS: '',
    PORT: '0',
    HOST: '127.0.0.1',
    RELEASES_DIR: path.join(root, 'releases'),
    ASTRO_CACHE_DIR: path.join(root, 'cache'),
    FORWARD_RETRY_SECONDS: '0',
  };
  delete env.SUPABASE_URL;
  delete env.SUPABASE_PUBLISHABLE_KEY;
  delete env.SUPABASE_ANON_KEY;
  delete env.EMBEDDED_DB_DIR;
  site = await startCommand(['scripts/start.ts'], env, /Hormiguero de Poemas: (http:\/\/localhost:\d+)/);
  base = site.base;
});

test.afterAll(async () => {
  await site?.stop();
  await Promise.all([blocked?.stop(), storage?.stop()]);
});

/** Opens a page and waits for its fonts and every picture the browser chose to fetch (or gave up on). */
async function open(page: Page, pathname: string): Promise<void> {
  const response = await page.goto(`${base}${pathname}`);
  expect(response?.status(), pathname).toBe(pathname === '/esta-pagina-no-existe' ? 404 : 200);
  await page.evaluate(() => document.fonts.ready);
  await page.waitForFunction(() => [...document.images].every((img) => img.loading === 'lazy' || img.complete));
}

for (const size of WIDTHS) {
  test(`no page is wider than the window, nor any text than its box, at ${size.width} px`, async ({ page }) => {
    test.setTimeout(180_000);
    await page.setViewportSize(size);
    for (const { name, path: pathname } of REAL_SHAPED_PAGES) {
      await open(page, pathname);
      await expectNothingOverflows(page, `${name} (${pathname}) at ${size.width} px`);
      // Once every lazy picture below has arrived (or failed), still nothing moves sideways.
      await page.evaluate(() => {
        for (const img of document.images) img.loading = 'eager';
      });
      await page.waitForFunction(() => [...document.images].every((img) => img.complete));
      await expectNothingOverflows(page, `${name} (${pathname}) at ${size.width} px, every picture in`);
    }
  });
}

test('pictures of another host keep the layout’s frame, are lazy below the fold, and a missing one shows its alt text', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await open(page, '/autor/ofelia-anaya');
  const tiles = page.locator('.pieces img');
  await expect(tiles).toHaveCount(3);
  for (const tile of await tiles.all()) {
    // Shown as stored (the build may not fetch this host), lazy, in the tiles' 4:3 frame.
    await expect(tile).toHaveAttribute('src', new RegExp(`^${blocked.origin}/`));
    await expect(tile).toHaveAttribute('loading', 'lazy');
    await tile.scrollIntoViewIfNeeded();
    await expect.poll(() => tile.evaluate((img: HTMLImageElement) => img.complete)).toBe(true);
    const box = (await tile.boundingBox())!;
    const room = (await tile.locator('xpath=..').boundingBox())!;
    expect(box.width / box.height).toBeCloseTo(4 / 3, 1);
    expect(box.width).toBeLessThanOrEqual(room.width);
  }

  // The one that is gone: a quiet ground with its alt text (global.css), not a broken-image icon.
  const missing = page.locator(`.pieces img[src="${blocked.origin}${MISSING_PICTURE}"]`);
  await expect.poll(() => missing.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth === 0)).toBe(true);
  const { data, info } = await sharp(await missing.screenshot())
    .raw()
    .toBuffer({ resolveWithObject: true });
  let ground = 0;
  for (let i = 0; i < data.length; i += info.channels) {
    if (Math.abs(data[i]! - 0xe4) < 6 && Math.abs(data[i + 1]! - 0xe1) < 6 && Math.abs(data[i + 2]! - 0xdc) < 6) ground++;
  }
  // The alt text takes a few percent of the box; a broken-image icon on the tile's black
  // ground would leave almost none of the placeholder's colour.
  expect(ground / (info.width * info.height)).toBeGreaterThan(0.8);
  await expect(missing).toHaveAttribute('alt', /Lo que se borró/);
});

test('pictures on the storage host are resized with their real size; others are shown as stored', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await open(page, '/autor/teo-valdes');
  // The storage host is in image.remotePatterns: a srcset of local copies, the real 2:3 portrait ratio.
  const resized = page.locator('.pieces img').last();
  await expect(resized).toHaveAttribute('srcset', /\/_astro\//);
  expect(Number(await resized.getAttribute('width')) / Number(await resized.getAttribute('height'))).toBeCloseTo(
    PICTURES.portrait.width / PICTURES.portrait.height,
    2,
  );
  await expect(resized).not.toHaveAttribute('data-unsized');

  // The 4000 px picture on the other host is not fetched by the build: no srcset, and on the
  // page it is no wider than its place.
  await open(page, '/visuales/pliego-entero');
  const huge = page.getByRole('img', { name: /Pliego entero/ });
  await expect(huge).toHaveAttribute('src', `${blocked.origin}${PICTURES.huge.path}`);
  await expect(huge).not.toHaveAttribute('srcset');
  expect((await huge.boundingBox())!.width).toBeLessThanOrEqual(375);
});

test('a visual artist’s page with remote pictures looks as designed', async ({ page }) => {
  for (const size of [WIDTHS[1], WIDTHS[3]]) {
    await page.setViewportSize(size);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await open(page, REMOTE_ARTIST_PAGE);
    await page.evaluate(() => {
      for (const img of document.images) img.loading = 'eager';
    });
    await page.waitForFunction(() => [...document.images].every((img) => img.complete));
    await expect(page).toHaveScreenshot(`remote-artist-${size.width}.png`, {
      fullPage: true,
      maxDiffPixelRatio: 0.002,
      mask: [page.locator('.copyright')],
    });
  }
});

test('Reader View and lynx show every poem, essay and author page’s work whole, and only the work', async ({ request }) => {
  test.setTimeout(120_000);
  const paths = await workPaths(request, base);
  expect(paths.length, 'poem and author pages in the sitemap').toBeGreaterThan(5);
  const verdicts = await mapLimited(paths, 3, (pathname) => checkPage(request, base, pathname));
  const summary = tally(verdicts);
  test.info().annotations.push({ type: 'reader tools', description: summary });
  expect(
    verdicts.flatMap((v) => [...v.reader, ...v.lynx]),
    summary,
  ).toEqual([]);
});
