// When the site's service worker registers and what it downloads at install: after the page
// has loaded, and nothing but the offline page (and the page already open). Independent of
// the window's width: run once (playwright.config.ts). Reading offline: offline.spec.ts.
import { expect, test } from '@playwright/test';
import { paths } from '@/lib/site/paths';
import { readAndKeep } from './pageHelpers.ts';

test.use({ serviceWorkers: 'allow' });

test.describe('the service worker', () => {
  test('the worker registers after the page has loaded and downloads nothing at install but the offline page', async ({
    page,
    context,
  }) => {
    const byWorker: string[] = [];
    context.on('request', (request) => {
      if (request.serviceWorker()) byWorker.push(new URL(request.url()).pathname);
    });
    await readAndKeep(page, '/poema/polilla');
    const timing = await page.evaluate(() => {
      const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
      const later = performance.getEntriesByType('resource').find((entry) => /afterPageLoad/.test(entry.name));
      return { load: navigation.loadEventStart, later: later?.startTime ?? null };
    });
    expect(timing.later, 'the registering code is fetched').not.toBeNull();
    expect(timing.later!, 'only after the load event').toBeGreaterThanOrEqual(timing.load);
    // The worker fetched the offline page and, to keep the page already open, that page and its own files.
    const pages = byWorker.filter((path) => !path.startsWith('/_astro/') && !/\.(svg|woff2|webp|js)$/.test(path));
    expect(new Set(pages)).toEqual(new Set([paths.offline(), '/poema/polilla']));
  });
});
