// The slow-phone part of bench:pages: the poem and home pages loaded in Chromium over an
// emulated slow network (CDP network emulation), measuring what a reader notices: when the
// text shows, when a tap on HORMIGUEAR first opens its form, and when the newsletter field
// first keeps what is typed into it. Behaviour is observed, not inferred: the bench taps and
// types as a reader does, and times the first attempt that works.
import { chromium, type Browser, type BrowserContext, type Page } from '@playwright/test';

/** The issue's slow phone: 400 ms round trip, 400 kbit/s each way. */
export const SLOW_NETWORK = { latencyMs: 400, kbitPerSecond: 400 };
/**
 * CPU slowdowns measured: this machine's own speed, and DevTools' 4x, what Lighthouse's mobile
 * preset applies to stand for a mid-range phone's main thread.
 */
export const CPU_RATES = [1, 4] as const;
export type CpuRate = (typeof CPU_RATES)[number];

/** Slows the page's main thread by `rate` (DevTools' CPU throttling; 1 leaves it as it is). */
export async function slowCpu(page: Page, rate: number): Promise<void> {
  if (rate <= 1) return;
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
}

export interface SlowPhonePage {
  type: string;
  path: string;
}

export interface SlowPhoneRun {
  /** ms from navigation start until the page's main heading is painted. */
  text: number;
  /** ms until a tap on HORMIGUEAR showed the form (null: the page has no such control). */
  hormiguear: number | null;
  /** ms from which an address typed into the newsletter field stays there and can be sent. */
  newsletter: number;
  /** ms until every island that hydrates on its own has hydrated (for reference). */
  hydrated: number | null;
}

const TAP_EVERY_MS = 100;
const GIVE_UP_MS = 60_000;

/**
 * Records, inside the page, when the main heading first exists at a frame (rAF runs just
 * before paint) and when each island hydrates (Astro drops its `ssr` attribute).
 */
export function instrument(): void {
  const marks = { text: -1, hydrated: [] as { component: string; at: number }[] };
  (window as unknown as { __bench: typeof marks }).__bench = marks;
  const frame = () => {
    if (document.querySelector('main h1')) marks.text = performance.now();
    else requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
  new MutationObserver((records) => {
    for (const r of records) {
      const el = r.target as Element;
      if (r.attributeName === 'ssr' && el.localName === 'astro-island' && !el.hasAttribute('ssr')) {
        marks.hydrated.push({ component: el.getAttribute('component-url') ?? '', at: performance.now() });
      }
    }
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ['ssr'] });
}

async function throttle(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  const bytesPerSecond = (SLOW_NETWORK.kbitPerSecond * 1000) / 8;
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: SLOW_NETWORK.latencyMs,
    downloadThroughput: bytesPerSecond,
    uploadThroughput: bytesPerSecond,
  });
}

const now = (page: Page) => page.evaluate(() => performance.now());

/** ms from navigation start until the main heading was painted (instrument() must run in the page). */
export async function timeToText(page: Page): Promise<number> {
  await page.waitForFunction(() => (window as unknown as { __bench: { text: number } }).__bench.text >= 0, null, { timeout: GIVE_UP_MS });
  return page.evaluate(() => (window as unknown as { __bench: { text: number } }).__bench.text);
}

/** The HORMIGUEAR control a reader taps, whatever element it is. */
const hormiguearControl = (page: Page) =>
  page
    .getByRole('link', { name: /^HORMIGUEAR/ })
    .or(page.getByRole('button', { name: /^HORMIGUEAR/ }))
    .first();

/** Taps HORMIGUEAR every 100 ms from when it shows until the message field appears. */
async function timeToWorkingHormiguear(page: Page): Promise<number | null> {
  const control = hormiguearControl(page);
  // The whole document has been parsed (scripts may still be on their way).
  await page.waitForFunction(() => document.readyState !== 'loading', null, { timeout: GIVE_UP_MS });
  if ((await control.count()) === 0) return null;
  const field = page.getByRole('textbox', { name: /^Mensaje/ });
  const deadline = Date.now() + GIVE_UP_MS;
  while (Date.now() < deadline) {
    if (await control.isVisible()) {
      const at = await now(page);
      await control.click({ timeout: 1000 }).catch(() => {});
      if (await field.isVisible().catch(() => false)) return at;
    }
    await page.waitForTimeout(TAP_EVERY_MS);
  }
  throw new Error(`HORMIGUEAR never opened its form on ${page.url()}`);
}

/**
 * Types an address into the newsletter field as soon as it can be typed into, waits for
 * every script to arrive and hydrate, then presses SUSCRÍBETE, as a reader who typed
 * while the page was still loading does. If that subscribed, the field worked from the
 * moment it was typed in; if not (hydration lost the text), it worked only from hydration on.
 */
async function timeToWorkingNewsletter(page: Page, address: string): Promise<number> {
  const field = page.getByRole('textbox', { name: 'Correo electrónico' });
  await field.waitFor({ state: 'attached', timeout: GIVE_UP_MS });
  await field.scrollIntoViewIfNeeded();
  const typedAt = await now(page);
  await field.pressSequentially(address);
  const island = page.locator('astro-island', { has: field });
  if ((await island.count()) > 0) {
    await page.waitForFunction((el) => !el?.hasAttribute('ssr'), await island.elementHandle(), { timeout: GIVE_UP_MS });
  }
  await page.waitForLoadState('networkidle');
  const hydratedAt = await page.evaluate(
    () =>
      (window as unknown as { __bench: { hydrated: { component: string; at: number }[] } }).__bench.hydrated.find((h) =>
        /Newsletter/.test(h.component),
      )?.at ?? -1,
  );
  await page.getByRole('button', { name: /^Suscr[ií]bete$/i }).click();
  const subscribed = page.getByText('¡Te has suscrito exitosamente!');
  const refused = page.getByText('Por favor, ingresa un correo electrónico válido');
  await subscribed.or(refused).first().waitFor({ timeout: GIVE_UP_MS });
  if (await subscribed.isVisible()) return typedAt;
  if (hydratedAt < 0) throw new Error(`the newsletter refused a typed address on ${page.url()} without hydrating`);
  return hydratedAt;
}

async function measureOnce(browser: Browser, origin: string, target: SlowPhonePage, cpu: CpuRate): Promise<SlowPhoneRun> {
  // Two first visits per run, each in a fresh context: a tap and typing on the same load would
  // disturb each other, and a second load in the same context would be a repeat visit (the
  // pictures cached, and the page answered by the service worker the first load installed).
  const contexts: BrowserContext[] = [];
  try {
    const load = async () => {
      const context = await browser.newContext({
        viewport: { width: 375, height: 812 },
        isMobile: true,
        hasTouch: true,
        deviceScaleFactor: 2,
      });
      contexts.push(context);
      const page = await context.newPage();
      await page.addInitScript(instrument);
      await throttle(page);
      await slowCpu(page, cpu);
      await page.goto(`${origin}${target.path}`, { waitUntil: 'commit' });
      return page;
    };
    const first = await load();
    const hormiguear = await timeToWorkingHormiguear(first);
    await first.locator('main h1').waitFor();
    const text = await timeToText(first);
    await first.waitForLoadState('networkidle');
    const hydrated = await first.evaluate(() => {
      const { hydrated } = (window as unknown as { __bench: { hydrated: { at: number }[] } }).__bench;
      return hydrated.length ? Math.max(...hydrated.map((h) => h.at)) : null;
    });
    const second = await load();
    const newsletter = await timeToWorkingNewsletter(second, `lenta.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.com`);
    return { text, hormiguear, newsletter, hydrated };
  } finally {
    await Promise.all(contexts.map((c) => c.close()));
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const medianOrNull = (values: (number | null)[]) => (values.some((v) => v === null) ? null : median(values as number[]));

/** Median of `runs` loads per page and CPU rate, each in a fresh browser context (empty cache). */
export async function measureSlowPhone(
  origin: string,
  pages: SlowPhonePage[],
  runs: number,
  options: { executablePath: string; args: string[]; progress: (line: string) => void },
): Promise<{ page: SlowPhonePage; cpu: CpuRate; run: SlowPhoneRun }[]> {
  const browser = await chromium.launch({ executablePath: options.executablePath, args: options.args });
  try {
    const rows: { page: SlowPhonePage; cpu: CpuRate; run: SlowPhoneRun }[] = [];
    for (const cpu of CPU_RATES) {
      for (const page of pages) {
        const all: SlowPhoneRun[] = [];
        for (let i = 1; i <= runs; i++) {
          const run = await measureOnce(browser, origin, page, cpu);
          all.push(run);
          options.progress(
            `  slow phone, CPU ${cpu}x, ${page.type} ${page.path} run ${i}/${runs}: text ${Math.round(run.text)} ms, HORMIGUEAR ${run.hormiguear === null ? '-' : `${Math.round(run.hormiguear)} ms`}, newsletter ${Math.round(run.newsletter)} ms`,
          );
        }
        rows.push({
          page,
          cpu,
          run: {
            text: median(all.map((r) => r.text)),
            hormiguear: medianOrNull(all.map((r) => r.hormiguear)),
            newsletter: median(all.map((r) => r.newsletter)),
            hydrated: medianOrNull(all.map((r) => r.hydrated)),
          },
        });
      }
    }
    return rows;
  } finally {
    await browser.close();
  }
}
