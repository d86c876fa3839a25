// `npm run bench:taps`: from a reader's tap to the next page's text, on emulated slow 4G
// (a proxy throttles every request, the service worker's too) with the page's CPU slowed 4x,
// as on a mid-range phone: from a poem to the next one ('Más poemas de…') and from a section
// to an author. On a phone the finger rests on the link for a tap's usual 100 ms before it
// lifts; with a mouse the pointer rests 300 ms on the link before the click (a reader aiming).
// The time runs from the finger or the button going down to the new page's main heading
// painted. The reader has the site's service worker (installed on the first page).
//
// Then a typical path (a poem, the next poem, its author, another poem), where the reader also
// starts two scrolls on links (phone) or rests the pointer on two other links (desktop) on each
// page: what was fetched ahead and never opened, in bytes. Median of BENCH_RUNS (3) runs.
import { chromium, type Browser, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { CHROMIUM } from '../chromium.ts';
import { markdownTable } from './markdownTable.ts';
import type { RequestLog } from './requestLog.ts';
import { slowSample } from './slowSample.ts';
import { instrument, slowCpu, timeToText } from './slowPhone.ts';
import { SLOW_4G } from './throttledProxy.ts';

const RUNS = Math.max(1, Math.floor(Number(process.env.BENCH_RUNS || 3)));
const CPU = 4;
/** How long a finger rests on a link in a tap, and a mouse pointer before the click. */
const FINGER_DOWN_MS = 100;
const POINTER_REST_MS = 300;

const DEVICES = {
  phone: { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 },
  desktop: { viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 },
} as const;
type Device = keyof typeof DEVICES;

interface Hop {
  name: string;
  from: string;
  /** The link the reader opens. */
  link: (page: Page) => Locator;
}

const morePoems = (page: Page) => page.locator('aside[aria-labelledby="mas-poemas"] a');
const byline = (page: Page) => page.locator('main a[rel="author"]').first();
const HOPS: Hop[] = [
  { name: "poem → next poem ('Más poemas de…')", from: '/poema/polilla', link: (page) => morePoems(page).first() },
  { name: 'section → author', from: '/ediciones/2/creaciones', link: (page) => page.locator('main a[href^="/autor/"]').first() },
];

const progress = (line: string) => process.stderr.write(`${line}\n`);
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const ms = (n: number) => `${Math.round(n).toLocaleString('en-US')} ms`;
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
const wait = (msToWait: number) => new Promise((resolve) => setTimeout(resolve, msToWait));

/** Records, in the tab's session storage, when a finger or button last went down (epoch ms, high resolution). */
function recordPointerDown(): void {
  addEventListener(
    'pointerdown',
    (event) => sessionStorage.setItem('bench:pointerdown', String(performance.timeOrigin + event.timeStamp)),
    { capture: true },
  );
}

/** Opens `pathname` in a fresh page (CPU slowed), and waits until the worker controls it and has kept it. */
async function open(context: BrowserContext, origin: string, pathname: string): Promise<Page> {
  const page = await context.newPage();
  await page.addInitScript(instrument);
  await page.addInitScript(recordPointerDown);
  await slowCpu(page, CPU);
  await page.goto(`${origin}${pathname}`, { waitUntil: 'load' });
  await settle(page);
  return page;
}

/** The page has loaded, the worker controls it and has kept it (its after-load work is done). */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('load');
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, null, { timeout: 60_000 });
  await page.waitForFunction(async () => !!(await caches.match(location.pathname + location.search)), null, {
    timeout: 60_000,
    polling: 250,
  });
}

async function center(link: Locator): Promise<{ x: number; y: number }> {
  await link.scrollIntoViewIfNeeded();
  const box = (await link.boundingBox())!;
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/** A reader's tap (phone) or click (desktop) on `link`, as a person makes it. */
async function press(page: Page, device: Device, link: Locator): Promise<void> {
  const { x, y } = await center(link);
  if (device === 'phone') {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] });
    await wait(FINGER_DOWN_MS);
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await cdp.detach();
  } else {
    await page.mouse.move(x, y, { steps: 5 });
    await wait(POINTER_REST_MS);
    await page.mouse.down();
    await wait(80);
    await page.mouse.up();
  }
}

/** A gesture on `link` that opens nothing: a scroll that starts on it (phone), the pointer passing and resting on it (desktop). */
async function strayGesture(page: Page, device: Device, link: Locator): Promise<void> {
  const { x, y } = await center(link);
  if (device === 'phone') {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] });
    for (let step = 1; step <= 8; step++) {
      await wait(16);
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x, y: y - step * 25 }] });
    }
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await cdp.detach();
  } else {
    await page.mouse.move(x, y, { steps: 5 });
    await wait(POINTER_REST_MS);
    await page.mouse.move(x, y + 400, { steps: 5 });
  }
}

/** ms from the press on `link` to the next page's main heading painted. */
async function tapToText(page: Page, device: Device, link: Locator): Promise<number> {
  const href = (await link.getAttribute('href'))!;
  await press(page, device, link);
  await page.waitForURL((url) => url.pathname + url.search === href, { waitUntil: 'commit', timeout: 60_000 });
  const text = await timeToText(page);
  return page.evaluate((t) => performance.timeOrigin + t - Number(sessionStorage.getItem('bench:pointerdown')), text);
}

async function hopOnce(browser: Browser, origin: string, hop: Hop, device: Device): Promise<number> {
  const context = await browser.newContext({ ...DEVICES[device], serviceWorkers: 'allow' });
  try {
    const page = await open(context, origin, hop.from);
    return await tapToText(page, device, hop.link(page));
  } finally {
    await context.close();
  }
}

interface PathRun {
  prefetched: number;
  unused: number;
  unusedBytes: number;
  usedBytes: number;
}

/** The typical path, with two stray gestures on links on each page before the one the reader opens. */
async function pathOnce(browser: Browser, origin: string, log: RequestLog, device: Device): Promise<PathRun> {
  const context = await browser.newContext({ ...DEVICES[device], serviceWorkers: 'allow' });
  try {
    const page = await open(context, origin, '/poema/polilla');
    const poemLinks = page.locator('main a[href^="/poema/"]');
    const steps: { stray: Locator[]; next: Locator }[] = [
      { stray: [morePoems(page).nth(1), byline(page)], next: morePoems(page).first() },
      { stray: [morePoems(page).nth(1), morePoems(page).first()], next: byline(page) },
      { stray: [poemLinks.nth(1), poemLinks.nth(2)], next: poemLinks.first() },
    ];
    const run: PathRun = { prefetched: 0, unused: 0, unusedBytes: 0, usedBytes: 0 };
    for (const step of steps) {
      log.reset();
      for (const stray of step.stray) await strayGesture(page, device, stray);
      const href = (await step.next.getAttribute('href'))!;
      await press(page, device, step.next);
      await page.waitForURL((url) => url.pathname + url.search === href, { timeout: 60_000 });
      await settle(page);
      // Fetched ahead on this page: one copy of the page the reader then opened was used; anything else was not.
      const prefetches = log.requests().filter((r) => r.purpose.includes('prefetch'));
      const used = prefetches.findIndex((r) => r.path === href);
      prefetches.forEach((r, i) => {
        run.prefetched++;
        if (i === used) run.usedBytes += r.bytes;
        else {
          run.unused++;
          run.unusedBytes += r.bytes;
        }
      });
    }
    return run;
  } finally {
    await context.close();
  }
}

const site = await slowSample('bench-taps', { log: true });
const { origin } = site;
const log = site.log!;
const browser = await chromium.launch(CHROMIUM);
try {
  const rows: Record<string, string>[] = [];
  for (const hop of HOPS) {
    const row: Record<string, string> = { from: hop.from, tap: hop.name };
    for (const device of Object.keys(DEVICES) as Device[]) {
      const times: number[] = [];
      for (let i = 1; i <= RUNS; i++) {
        times.push(await hopOnce(browser, origin, hop, device));
        progress(`  ${hop.name}, ${device}, run ${i}/${RUNS}: ${ms(times.at(-1)!)}`);
      }
      row[`${device}: tap to text`] = ms(median(times));
    }
    rows.push(row);
  }
  console.log(
    `\nFrom the press on a link to the next page's text, over emulated slow 4G (${SLOW_4G.latencyMs} ms round trip, ` +
      `${(SLOW_4G.downKbps / 1000).toFixed(1)} Mbit/s down), CPU slowed ${CPU}x, service worker installed: median of ${RUNS} run(s). ` +
      `Phone: 375 px, a ${FINGER_DOWN_MS} ms tap; desktop: 1280 px, the pointer rests ${POINTER_REST_MS} ms before the click.\n`,
  );
  console.log(markdownTable(rows));

  const waste: Record<string, string>[] = [];
  for (const device of Object.keys(DEVICES) as Device[]) {
    const runs: PathRun[] = [];
    for (let i = 1; i <= RUNS; i++) runs.push(await pathOnce(browser, origin, log, device));
    const middle = [...runs].sort((a, b) => a.unusedBytes - b.unusedBytes)[Math.floor(runs.length / 2)]!;
    waste.push({
      device,
      'pages fetched ahead': String(middle.prefetched),
      'of them never opened': String(middle.unused),
      'bytes never used': kb(middle.unusedBytes),
      'bytes fetched ahead and used': kb(middle.usedBytes),
    });
  }
  console.log(
    `\nA typical path (a poem, the next poem, its author, another poem: 3 taps), with two stray gestures on other links on each page ` +
      `(phone: a scroll that starts on a link; desktop: the pointer resting ${POINTER_REST_MS} ms on a link): median of ${RUNS} run(s)\n`,
  );
  console.log(markdownTable(waste));
} finally {
  await browser.close();
  await site.close();
}
