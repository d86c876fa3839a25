// `npm run bench:offline`: what the service worker changes for a reader on emulated slow 4G
// (150 ms round trip, 1.6 Mbit/s; a proxy throttles every request, the worker's too), with
// the page's CPU as this machine's and slowed 4x as on a phone: the time until a poem's text
// shows on a first visit, on a repeat visit without the worker (the browser's own cache, as
// before it), with the worker running (warm), with the worker stopped before the visit (cold:
// a phone stops an idle worker after about 30 s, and the next page waits for it to start),
// offline and on a connection that does not answer; and what 'Guardar para leer sin
// conexión' downloads and keeps for the sample's edition 2, on a phone and on a desktop
// screen. Median of BENCH_RUNS (3) runs.
import { chromium, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { editionCache } from '../../src/lib/offline/cachePlan.ts';
import { markdownTable } from './markdownTable.ts';
import { CPU_RATES, instrument, slowCpu, timeToText, type CpuRate } from './slowPhone.ts';
import { slowSample } from './slowSample.ts';
import { SLOW_4G, type ThrottledProxy } from './throttledProxy.ts';
import { CHROMIUM } from '../chromium.ts';

const RUNS = Math.max(1, Math.floor(Number(process.env.BENCH_RUNS || 3)));
/** BENCH_SAVE=off measures the visits only, not 'Guardar edición'. */
const SAVE = (process.env.BENCH_SAVE ?? 'on').toLowerCase() !== 'off';
const POEM = '/poema/polilla';
const EDITION = '2';
const PHONE = { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };
const DESKTOP = { viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 };

const progress = (line: string) => process.stderr.write(`${line}\n`);
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const ms = (n: number) => `${Math.round(n).toLocaleString('en-US')} ms`;
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

/** Opens `path` in a new page of `context` and returns when its text showed (ms from navigation start). */
async function visit(context: BrowserContext, origin: string, pathname: string, cpu: CpuRate = 1): Promise<{ page: Page; text: number }> {
  const page = await context.newPage();
  await page.addInitScript(instrument);
  await slowCpu(page, cpu);
  await page.goto(`${origin}${pathname}`, { waitUntil: 'commit' });
  return { page, text: await timeToText(page) };
}

/** The worker controls the page and has kept it. */
async function kept(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, null, { timeout: 60_000 });
  await page.waitForFunction(async () => !!(await caches.match(location.pathname)), null, { timeout: 60_000, polling: 250 });
}

/**
 * Stops every service worker of the context, as a phone does with one left idle, and returns
 * once DevTools reports them stopped: the next navigation has to start the worker again.
 */
async function stopWorkers(context: BrowserContext): Promise<void> {
  const page = context.pages()[0] ?? (await context.newPage());
  const cdp = await context.newCDPSession(page);
  const running = new Map<string, string>();
  cdp.on('ServiceWorker.workerVersionUpdated', ({ versions }) => {
    for (const v of versions) running.set(v.versionId, v.runningStatus);
  });
  await cdp.send('ServiceWorker.enable');
  for (const [versionId, status] of running) if (status !== 'stopped') await cdp.send('ServiceWorker.stopWorker', { versionId });
  const deadline = Date.now() + 10_000;
  while ([...running.values()].some((status) => status !== 'stopped')) {
    if (Date.now() > deadline) throw new Error(`the service worker did not stop: ${JSON.stringify([...running])}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  await cdp.send('ServiceWorker.disable');
  await cdp.detach();
}

type Visit = 'first' | 'repeatNoWorker' | 'repeatWarm' | 'repeatCold' | 'repeatOffline' | 'repeatNoAnswer';

async function visitsOnce(browser: Browser, origin: string, proxy: ThrottledProxy, cpu: CpuRate): Promise<Record<Visit, number>> {
  // Before: no service worker, the browser's own cache on the repeat visit.
  const plain = await browser.newContext({ ...PHONE, serviceWorkers: 'block' });
  const first = await visit(plain, origin, POEM, cpu);
  await first.page.waitForLoadState('load');
  await first.page.close();
  const repeatNoWorker = (await visit(plain, origin, POEM, cpu)).text;
  await plain.close();

  // With the worker, installed by a first visit.
  const context = await browser.newContext({ ...PHONE, serviceWorkers: 'allow' });
  try {
    const installing = await visit(context, origin, POEM, cpu);
    await kept(installing.page);
    // A blank page keeps the context (and a handle for DevTools) while the visits come and go.
    const blank = await context.newPage();
    await installing.page.close();
    const warm = await visit(context, origin, POEM, cpu);
    await warm.page.close();
    await stopWorkers(context);
    const cold = await visit(context, origin, POEM, cpu);
    await cold.page.close();
    await context.setOffline(true);
    const offline = await visit(context, origin, POEM, cpu);
    await offline.page.close();
    await context.setOffline(false);
    proxy.answering(false);
    const noAnswer = await visit(context, origin, POEM, cpu);
    await noAnswer.page.close();
    proxy.answering(true);
    await blank.close();
    return {
      first: first.text,
      repeatNoWorker,
      repeatWarm: warm.text,
      repeatCold: cold.text,
      repeatOffline: offline.text,
      repeatNoAnswer: noAnswer.text,
    };
  } finally {
    proxy.answering(true);
    await context.close();
  }
}

interface Saved {
  said: string;
  downloaded: number;
  kept: number;
  entries: number;
  seconds: number;
}

/** Saves edition 2 from its contents page, on a screen of `device`, through the slow network. */
async function saveOnce(browser: Browser, origin: string, proxy: ThrottledProxy, device: typeof PHONE | typeof DESKTOP): Promise<Saved> {
  const context = await browser.newContext({ ...device, serviceWorkers: 'allow' });
  try {
    const { page } = await visit(context, origin, `/ediciones/${EDITION}/contenidos`);
    await kept(page);
    const control = page.locator('[data-save-edition]:not([data-save-pending])');
    await control.waitFor({ timeout: 60_000 });
    const said = (await control.locator('[data-save-note]').textContent()) ?? '';
    proxy.reset();
    const started = performance.now();
    await control.locator('[data-save-button]').click();
    await page.waitForFunction(() => /guardada/i.test(document.querySelector('[data-save-button]')?.textContent ?? ''), null, {
      timeout: 180_000,
      polling: 200,
    });
    const seconds = (performance.now() - started) / 1000;
    const downloaded = proxy.bytesDown();
    const storage = await page.evaluate(async (name) => {
      const cache = await caches.open(name);
      let bytes = 0;
      const requests = await cache.keys();
      for (const request of requests) bytes += (await (await cache.match(request))!.arrayBuffer()).byteLength;
      return { bytes, entries: requests.length };
    }, editionCache(EDITION));
    return { said, downloaded, kept: storage.bytes, entries: storage.entries, seconds };
  } finally {
    await context.close();
  }
}

const site = await slowSample('bench-offline');
const { origin, proxy } = site;
const browser = await chromium.launch(CHROMIUM);
try {
  const visits: [Visit, string][] = [
    ['first', 'first visit (nothing kept)'],
    ['repeatNoWorker', 'repeat visit, no service worker (the browser cache, HTML revalidated)'],
    ['repeatWarm', 'repeat visit, service worker running (warm), online'],
    ['repeatCold', 'repeat visit, service worker stopped before it (cold), online'],
    ['repeatOffline', 'repeat visit, service worker, offline'],
    ['repeatNoAnswer', 'repeat visit, service worker, a network that does not answer'],
  ];
  const table: Record<string, string>[] = visits.map(([, label]) => ({ visit: label }));
  for (const cpu of CPU_RATES) {
    const runs: Record<Visit, number>[] = [];
    for (let i = 1; i <= RUNS; i++) {
      const run = await visitsOnce(browser, origin, proxy, cpu);
      runs.push(run);
      progress(
        `  visits, CPU ${cpu}x, run ${i}/${RUNS}: ${Object.entries(run)
          .map(([k, v]) => `${k} ${ms(v)}`)
          .join(', ')}`,
      );
    }
    visits.forEach(([key], i) => (table[i]![`CPU ${cpu}x`] = ms(median(runs.map((r) => r[key])))));
  }
  console.log(
    `\nTime until the text of ${POEM} shows, on a phone (375 px, density 2) over emulated slow 4G ` +
      `(${SLOW_4G.latencyMs} ms round trip, ${(SLOW_4G.downKbps / 1000).toFixed(1)} Mbit/s down), the page's CPU as this machine's ` +
      `and slowed 4x (DevTools' throttling): median of ${RUNS} run(s)\n`,
  );
  console.log(markdownTable(table));

  const rows: Record<string, string>[] = [];
  const screens = [
    ['phone, 375 px, density 2', PHONE],
    ['desktop, 1280 px, density 1', DESKTOP],
  ] as const;
  for (const [name, device] of SAVE ? screens : []) {
    const saves: Saved[] = [];
    for (let i = 1; i <= RUNS; i++) {
      const saved = await saveOnce(browser, origin, proxy, device);
      saves.push(saved);
      progress(`  save ${name} run ${i}/${RUNS}: ${kb(saved.downloaded)} in ${saved.seconds.toFixed(1)} s`);
    }
    const middle = [...saves].sort((a, b) => a.downloaded - b.downloaded)[Math.floor(saves.length / 2)]!;
    rows.push({
      screen: name,
      'said before saving': middle.said,
      'files kept': String(middle.entries),
      downloaded: kb(middle.downloaded),
      'kept on the device': kb(middle.kept),
      time: `${median(saves.map((s) => s.seconds)).toFixed(1)} s`,
    });
  }
  if (SAVE) {
    console.log(
      `\n'Guardar para leer sin conexión' on edition ${EDITION}'s contents page, over the same network: median of ${RUNS} run(s)\n`,
    );
    console.log(markdownTable(rows));
  }
} finally {
  await browser.close();
  await site.close();
}
