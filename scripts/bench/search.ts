// `npm run bench:search`: the search index of the sample magazine and of the 10,000-poem
// synthetic one (scripts/bench/syntheticMagazine.sql): its size and build time, what a page
// loads before and after a reader opens search, and how soon results show once the reader
// stops typing, in Chromium over an emulated slow 4G network (CDP), as a reader types.
// PG_ADMIN_URL picks the PostgreSQL server; BENCH_SEARCH_RUNS the runs per query (default 3);
// BENCH_SEARCH_DIR keeps the built sites there and reuses them on the next run.
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { buildSite } from '../site/buildSite.ts';
import { serveFolder } from '../server/serveFolder.ts';
import { SEARCH_DIR, SEARCH_SCRIPT } from '../../src/lib/search/contract.ts';
import { markdownTable } from './markdownTable.ts';
import { SLOW_4G } from './throttledProxy.ts';
import { createSyntheticMagazine } from './syntheticMagazine.ts';
import { CHROMIUM } from '../chromium.ts';

/** A reader typing at a steady pace (ms between keys). */
const TYPING_DELAY_MS = 90;
const RUNS = Number(process.env.BENCH_SEARCH_RUNS || 3);
/** The budgets. */
const BUDGET = { firstResultsMs: 300, queryKb: 100 };

interface IndexRow {
  site: string;
  pages: string;
  'index files': string;
  'index KB': string;
  'indexing s': string;
  'build s': string;
}

async function folderSize(dir: string): Promise<{ files: number; bytes: number }> {
  let files = 0;
  let bytes = 0;
  for (const entry of await readdir(dir, { recursive: true })) {
    const info = await stat(path.join(dir, String(entry)));
    if (info.isFile()) {
      files++;
      bytes += info.size;
    }
  }
  return { files, bytes };
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function buildInto(name: string, env: () => Promise<NodeJS.ProcessEnv>, root: string): Promise<{ row: IndexRow; dir: string }> {
  const dir = path.join(root, name, 'dist');
  const saved = path.join(root, name, 'row.json');
  if (existsSync(saved)) return { dir, row: JSON.parse(await readFile(saved, 'utf8')) as IndexRow };
  const started = performance.now();
  const report = await buildSite({ ...(await env()), ASTRO_OUT_DIR: dir, ASTRO_CACHE_DIR: path.join(root, name, 'cache') });
  const seconds = (performance.now() - started) / 1000;
  const index = await folderSize(path.join(dir, SEARCH_DIR));
  const row: IndexRow = {
    site: name,
    pages: String(report.search?.documents ?? 0),
    'index files': String(index.files),
    'index KB': kb(index.bytes),
    'indexing s': (report.search?.seconds ?? 0).toFixed(1),
    'build s': seconds.toFixed(1),
  };
  await writeFile(saved, JSON.stringify(row));
  return { dir, row };
}

/**
 * Bytes received (compressed body and headers), all and search's own, counted from
 * Playwright's request events, which include those of Pagefind's web worker; the slow
 * network is emulated through CDP (Chromium applies it to the page's workers too).
 */
class Transfer {
  all = 0;
  search = 0;
  searchRequests = 0;
  #pending = new Set<Promise<void>>();
  static async watch(page: Page): Promise<Transfer> {
    const transfer = new Transfer();
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: SLOW_4G.latencyMs,
      downloadThroughput: (SLOW_4G.downKbps * 1000) / 8,
      uploadThroughput: (SLOW_4G.upKbps * 1000) / 8,
    });
    page.on('requestfinished', (request) => {
      transfer.#finished++;
      const counted = request.sizes().then(({ responseBodySize, responseHeadersSize }) => {
        const bytes = responseBodySize + responseHeadersSize;
        transfer.all += bytes;
        if (isSearchUrl(request.url())) {
          transfer.search += bytes;
          transfer.searchRequests++;
        }
      });
      transfer.#pending.add(counted);
      void counted.finally(() => transfer.#pending.delete(counted));
    });
    return transfer;
  }
  #finished = 0;
  /** Waits until no request has finished for a second, and their sizes are counted. */
  async settled(): Promise<void> {
    for (let seen = -1; seen !== this.#finished;) {
      seen = this.#finished;
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
    await Promise.all([...this.#pending]);
  }
}

/** Search's own files: the dialog's module (built as search-*.js), Pagefind's script, WebAssembly and index. */
const isSearchUrl = (url: string) => /\/pagefind\/|\/_astro\/search[^/]*\.js/.test(url);

/** Records in the page when the reader last typed and when the first result for it was shown. */
function instrument(): void {
  const marks = { lastKey: 0, shown: 0 };
  (window as unknown as { __search: typeof marks }).__search = marks;
  document.addEventListener('input', () => ((marks.lastKey = performance.now()), (marks.shown = 0)), true);
  new MutationObserver((records) => {
    const added = records.some((r) => [...r.addedNodes].some((n) => n instanceof Element && n.querySelector('[role="option"]')));
    if (added && marks.lastKey && !marks.shown) marks.shown = performance.now();
  }).observe(document, { subtree: true, childList: true });
}

/** Opens search as a reader at 375 px does: the menu, then 'Buscar' (the nav's script has loaded at network idle). */
async function clickBuscar(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Menú' }).click();
  await page.getByRole('link', { name: 'Buscar', exact: true }).click();
  await page.getByRole('combobox', { name: 'Buscar' }).waitFor();
}

async function openSearch(page: Page, base: string): Promise<void> {
  await page.goto(`${base}/poema/${await firstPoem(base)}`);
  await page.waitForLoadState('networkidle');
  await clickBuscar(page);
}

let poemSlug: string | undefined;
async function firstPoem(base: string): Promise<string> {
  poemSlug ??= /\/poema\/([^<"]+)/.exec(await (await fetch(`${base}/`)).text())![1]!;
  return poemSlug;
}

/** Types `query` as a reader does and returns ms from the last key to the results shown, and the search bytes it took. */
async function typeAndTime(page: Page, transfer: Transfer, query: string): Promise<{ ms: number; bytes: number; requests: number }> {
  const field = page.getByRole('combobox', { name: 'Buscar' });
  await field.fill('');
  await page.waitForFunction(() => !document.querySelector('dialog [role="option"]'));
  const before = { bytes: transfer.search, requests: transfer.searchRequests };
  await field.pressSequentially(query, { delay: TYPING_DELAY_MS });
  await page.waitForFunction(() => (window as unknown as { __search: { shown: number } }).__search.shown > 0, null, { timeout: 60_000 });
  const ms = await page.evaluate(() => {
    const marks = (window as unknown as { __search: { lastKey: number; shown: number } }).__search;
    return marks.shown - marks.lastKey;
  });
  await transfer.settled();
  return { ms, bytes: transfer.search - before.bytes, requests: transfer.searchRequests - before.requests };
}

interface QueryRun {
  /** The first query after opening search: Pagefind's script, WebAssembly and the index's metadata load with it. */
  first: { ms: number; bytes: number };
  /** The same query later in the session (after another one): the index's chunk for it loads while the reader types. */
  next: { ms: number; bytes: number; requests: number };
  /** The same, with the index's chunk for it already loaded (no result's details are): the budget's case. */
  warm: { ms: number; bytes: number; requests: number };
}

async function withPage<T>(browser: Browser, fn: (page: Page, transfer: Transfer, context: BrowserContext) => Promise<T>): Promise<T> {
  const context = await browser.newContext({ viewport: { width: 375, height: 800 } });
  try {
    const page = await context.newPage();
    await page.addInitScript(instrument);
    return await fn(page, await Transfer.watch(page), context);
  } finally {
    await context.close();
  }
}

/**
 * Loads the index's chunk for `query` into the dialog's Pagefind (the page's one instance of
 * Pagefind's module, shared with the dialog once it has loaded it), and nothing else: no
 * result's details, as if the reader had typed words of that chunk before.
 */
async function warmChunk(page: Page, transfer: Transfer, query: string): Promise<void> {
  await page.evaluate(
    async ({ script, words }) => {
      const pagefind = (await import(script)) as { preload(words: string): Promise<void> };
      await pagefind.preload(words);
    },
    { script: SEARCH_SCRIPT, words: query },
  );
  await transfer.settled();
}

async function measureQuery(browser: Browser, base: string, query: string, warmUp: string): Promise<QueryRun> {
  const first = await withPage(browser, async (page, transfer) => {
    await openSearch(page, base);
    const run = await typeAndTime(page, transfer, query);
    return { ms: run.ms, bytes: run.bytes };
  });
  const next = await withPage(browser, async (page, transfer) => {
    await openSearch(page, base);
    await typeAndTime(page, transfer, warmUp);
    return typeAndTime(page, transfer, query);
  });
  const warm = await withPage(browser, async (page, transfer) => {
    await openSearch(page, base);
    await typeAndTime(page, transfer, warmUp);
    await warmChunk(page, transfer, query);
    return typeAndTime(page, transfer, query);
  });
  return { first, next, warm };
}

/** What a poem page loads before search is opened, and what opening it (before typing) adds. */
async function pageWeight(browser: Browser, base: string) {
  return withPage(browser, async (page, transfer) => {
    await page.goto(`${base}/poema/${await firstPoem(base)}`);
    await page.waitForLoadState('networkidle');
    await transfer.settled();
    const before = { all: transfer.all, search: transfer.search, requests: transfer.searchRequests };
    await clickBuscar(page);
    await transfer.settled();
    return { before, opened: transfer.all - before.all };
  });
}

const keep = process.env.BENCH_SEARCH_DIR?.trim();
const root = keep ? path.resolve(keep) : await mkdtemp(path.join(os.tmpdir(), 'hdp-bench-search-'));
await mkdir(root, { recursive: true });
const browser = await chromium.launch(CHROMIUM);
const indexRows: IndexRow[] = [];
const servers: { close(): Promise<void> }[] = [];
try {
  console.log('Building the sample magazine...');
  const sample = await buildInto(
    'sample',
    async () => ({ ...process.env, DATABASE_URL: '', SUPABASE_URL: '', EMBEDDED_DB_DIR: path.join(root, 'pglite') }),
    root,
  );
  indexRows.push(sample.row);

  console.log('Generating and building the synthetic magazine (10,000 poems)...');
  let magazine: Awaited<ReturnType<typeof createSyntheticMagazine>> | undefined;
  let big: Awaited<ReturnType<typeof buildInto>>;
  try {
    big = await buildInto(
      'synthetic',
      async () => {
        magazine = await createSyntheticMagazine('hdp_bench_search');
        console.log(`  ${magazine.description}`);
        return { ...process.env, DATABASE_URL: magazine.url };
      },
      root,
    );
    indexRows.push({ ...big.row, site: 'synthetic (10,000 poems)' });
  } finally {
    await magazine?.drop();
  }

  const served = { sample: await serveFolder(sample.dir), synthetic: await serveFolder(big.dir) };
  servers.push(served.sample, served.synthetic);

  const weights = await Promise.all(
    Object.entries(served).map(async ([site, { base }]) => ({ site, ...(await pageWeight(browser, base)) })),
  );

  // Typical queries on the synthetic magazine: a common word, a rarer one, two words, an author.
  const queries = [
    { query: 'hormiga', warmUp: 'lluvia' },
    { query: 'élitro', warmUp: 'lluvia' },
    { query: 'corazón abuela', warmUp: 'lluvia' },
    { query: 'autora 512', warmUp: 'lluvia' },
  ];
  const queryRows: Record<string, string>[] = [];
  let worstWarm = 0;
  let worstBytes = 0;
  for (const { query, warmUp } of queries) {
    const runs: QueryRun[] = [];
    for (let i = 0; i < RUNS; i++) runs.push(await measureQuery(browser, served.synthetic.base, query, warmUp));
    const middle = (pick: (run: QueryRun) => number) => median(runs.map(pick));
    worstWarm = Math.max(
      worstWarm,
      middle((r) => r.warm.ms),
    );
    worstBytes = Math.max(
      worstBytes,
      middle((r) => r.next.bytes),
    );
    queryRows.push({
      query: `«${query}»`,
      'first query ms': middle((r) => r.first.ms).toFixed(0),
      'first query KB': kb(middle((r) => r.first.bytes)),
      'next query ms': middle((r) => r.next.ms).toFixed(0),
      'next query KB': kb(middle((r) => r.next.bytes)),
      'next requests': String(middle((r) => r.next.requests)),
      'warm chunk ms': middle((r) => r.warm.ms).toFixed(0),
      'warm chunk KB': kb(middle((r) => r.warm.bytes)),
    });
    console.log(
      `  «${query}»: ${queryRows.at(-1)!['warm chunk ms']} ms with its chunk loaded, ${queryRows.at(-1)!['next query ms']} ms without`,
    );
  }

  console.log(`\nSearch benchmark: ${os.cpus().length} cores, Node ${process.version}, Chromium over emulated slow 4G`);
  console.log(
    `(${SLOW_4G.latencyMs} ms round trip, ${SLOW_4G.downKbps} kbit/s down), typing every ${TYPING_DELAY_MS} ms, ${RUNS} runs per query (medians).\n`,
  );
  console.log('The index (built from the snapshot with each build):\n');
  console.log(markdownTable(indexRows as unknown as Record<string, string>[]));
  console.log('\nA poem page at 375 px: bytes before search is opened (search requests must be 0), and what opening it adds:\n');
  console.log(
    markdownTable(
      weights.map((w) => ({
        site: w.site,
        'page KB': kb(w.before.all),
        'search requests before opening': String(w.before.requests),
        'opening search KB': kb(w.opened),
      })),
    ),
  );
  console.log('\nQueries on the synthetic magazine: ms from the last key to the first result shown, and search bytes');
  console.log('transferred while typing the query: first in a session; next, after another query (its index chunk');
  console.log('loads as the reader types); warm chunk, with that chunk already loaded (no result details are):\n');
  console.log(markdownTable(queryRows));
  console.log();
  console.log(
    markdownTable([
      {
        budget: `first results ≤ ${BUDGET.firstResultsMs} ms (warm chunk)`,
        measured: `${worstWarm.toFixed(0)} ms`,
        met: String(worstWarm <= BUDGET.firstResultsMs),
      },
      {
        budget: `≤ ${BUDGET.queryKb} KB per typical query`,
        measured: `${kb(worstBytes)} KB`,
        met: String(worstBytes / 1024 <= BUDGET.queryKb),
      },
      {
        budget: 'no search bytes before opening',
        measured: weights.map((w) => `${w.before.requests} requests`).join(', '),
        met: String(weights.every((w) => w.before.requests === 0)),
      },
    ]),
  );
} finally {
  await Promise.all(servers.map((s) => s.close()));
  await browser.close();
  if (!keep) await rm(root, { recursive: true, force: true });
}
