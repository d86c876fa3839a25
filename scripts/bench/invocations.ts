// `npm run bench:invocations`: how many Cloudflare Function invocations a reader's first visit
// costs (the Workers Free plan counts 100,000 a day), in workerd (`wrangler pages dev`) over the
// sample's build: with the build's `_routes.json` (static files skip the Functions) and without
// it (every request runs the middleware), for one page of each type, in Chromium.
import { cp, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import { CHROMIUM } from '../chromium.ts';
import { buildFreshSample } from '../sample/freshSample.ts';
import { countedPagesDev } from './countedPagesDev.ts';
import { markdownTable } from './markdownTable.ts';

const PAGES = [
  { name: 'poem', path: '/poema/polilla' },
  { name: 'home', path: '/' },
  { name: 'section', path: '/ediciones/1/creaciones' },
  { name: 'gallery', path: '/visuales' },
  { name: 'author', path: '/autor/lucia-ferrer' },
];

const progress = (line: string) => process.stderr.write(`${line}\n`);

/**
 * A first visit (new browser context: empty cache, no worker yet) to each page, until the
 * service worker has installed (it keeps the offline page): requests made and Functions run.
 */
async function firstVisits(browser: Browser, siteDir: string): Promise<{ requests: number; invocations: number }[]> {
  const server = await countedPagesDev(siteDir);
  try {
    const results = [];
    for (const page of PAGES) {
      const context = await browser.newContext({ viewport: { width: 375, height: 812 } });
      let requests = 0;
      context.on('request', (request) => {
        if (request.url().startsWith(server.origin)) requests++;
      });
      const before = server.invocations().length;
      const tab = await context.newPage();
      await tab.goto(`${server.origin}${page.path}`, { waitUntil: 'networkidle' });
      await tab.evaluate(() => navigator.serviceWorker.ready);
      await tab.waitForLoadState('networkidle');
      await context.close();
      // Wrangler prints a Function's log line a moment after its answer.
      await new Promise((resolve) => setTimeout(resolve, 300));
      results.push({ requests, invocations: server.invocations().length - before });
    }
    return results;
  } finally {
    await server.stop();
  }
}

const root = path.resolve('.cache/bench-invocations');
progress(`Building the sample site into ${path.relative(process.cwd(), root)}/ ...`);
const { outDir } = await buildFreshSample(root);
const without = await mkdtemp(path.join(os.tmpdir(), 'hdp-no-routes-'));
await cp(outDir, without, { recursive: true, filter: (file) => path.basename(file) !== '_routes.json' });
const browser = await chromium.launch(CHROMIUM);
try {
  progress('First visits without _routes.json ...');
  const before = await firstVisits(browser, without);
  progress("First visits with the build's _routes.json ...");
  const after = await firstVisits(browser, outDir);
  console.log(
    markdownTable(
      PAGES.map((page, i) => ({
        'First visit (375 px)': `${page.name} (${page.path})`,
        'Requests to the site': String(after[i]!.requests),
        'Function invocations without _routes.json': String(before[i]!.invocations),
        'With _routes.json': String(after[i]!.invocations),
      })),
    ),
  );
} finally {
  await browser.close();
  await rm(without, { recursive: true, force: true });
}
