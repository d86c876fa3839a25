// `npm run bench:pages`: Lighthouse performance, mobile with simulated slow 4G, on one page
// of each type of the sample site, built into .cache/bench-pages and served by the real
// local server. Prints one table (median run per page) and the issue's targets, PASS/MISS.
// BENCH_RUNS (default 3) runs per page; CHROMIUM_PATH (default /usr/bin/chromium).
// Progress goes to stderr, the report to stdout. Exits non-zero only when something fails
// to run (build, server, Chromium, Lighthouse), never because a target is missed.
import { mkdir, readdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Flags, type Result } from 'lighthouse';
import { htmlFileOf } from '../../src/lib/site/paths.ts';
import { buildFreshSample } from '../sample/freshSample.ts';
import { startServer, type RunningServer } from '../server/startServer.ts';
import { measurePage } from './measurePage.ts';
import { measureSlowPhone, SLOW_NETWORK, type CpuRate, type SlowPhonePage, type SlowPhoneRun } from './slowPhone.ts';
import { markdownTable } from './markdownTable.ts';
import { CHROMIUM } from '../chromium.ts';

interface PageCase {
  type: string;
  path: string;
  /** Lighthouse treats an error status as a failed load unless told it is expected. */
  notFound?: boolean;
}

/** The built file answering a page, for the compressed sizes of what the build wrote. */
const builtFileOf = (page: PageCase) => (page.notFound ? '404.html' : htmlFileOf(page.path));

const PAGES: PageCase[] = [
  { type: 'home', path: '/' },
  { type: 'edition home', path: '/ediciones/2' },
  { type: 'contents', path: '/ediciones/2/contenidos' },
  { type: 'section (creaciones)', path: '/ediciones/2/creaciones' },
  { type: 'section (crítica)', path: '/ediciones/2/critica' },
  { type: 'gallery', path: '/visuales' },
  { type: 'author', path: '/autor/lucia-ferrer' },
  { type: 'poem', path: '/poema/polilla' },
  { type: 'poem with images', path: '/poema/secuencia-para-dos-manos' },
  { type: 'editions index', path: '/ediciones' },
  { type: '404', path: '/no-existe', notFound: true },
];

const RUNS = Math.max(1, Math.floor(Number(process.env.BENCH_RUNS || 3)));
/** BENCH_PAGES=poem,gallery measures only the page types whose name or path contains one of those words. */
const ONLY = (process.env.BENCH_PAGES ?? '')
  .split(',')
  .map((w) => w.trim())
  .filter(Boolean);
const SELECTED = ONLY.length ? PAGES.filter((p) => ONLY.some((w) => p.type.includes(w) || p.path.includes(w))) : PAGES;
/** BENCH_DUMP=folder keeps every run's Lighthouse JSON there, to look into a miss. */
const DUMP_DIR = process.env.BENCH_DUMP;
/** BENCH_LIGHTHOUSE=off skips the Lighthouse table (the slow-phone table still runs). */
const LIGHTHOUSE = (process.env.BENCH_LIGHTHOUSE ?? 'on').toLowerCase() !== 'off';
/** The pages a reader acts on: the throttled slow-phone run measures these. */
const SLOW_PHONE_PAGES: SlowPhonePage[] = [
  { type: 'home', path: '/' },
  { type: 'poem', path: '/poema/polilla' },
];
const CHROME_PATH = CHROMIUM.executablePath;
const CHROME_FLAGS = ['--headless=new', ...CHROMIUM.args, '--disable-sync'];
const ROOT = path.resolve('.cache/bench-pages');

// The issue's targets.
const LCP_TARGET_MS = 1500;
/** What fits the first round trip (TCP's initial window, ~10 segments): 14 KB. */
const FIRST_ROUND_TRIP_BYTES = 14 * 1024;
const ORIGINAL_SITE =
  '"about 143 KB of compressed JavaScript before a single poem is shown, then five sequential API calls; crawlers see an empty page"';

type Kind = 'html' | 'css' | 'js' | 'image' | 'font' | 'other';
const KIND_OF: Record<string, Kind> = { Document: 'html', Stylesheet: 'css', Script: 'js', Image: 'image', Font: 'font' };

/** The fields of Lighthouse's `network-requests` rows this report reads. */
interface NetworkRow {
  url: string;
  resourceType?: string;
  transferSize?: number;
  /** ms after the first request started. */
  networkRequestTime?: number;
}

/** What one Lighthouse run says about one page. */
interface Run {
  score: number;
  fcp: number;
  lcp: number;
  cls: number;
  tbt: number;
  bytes: Record<Kind, number>;
  requests: number;
  /** Script requests that started before the (observed, unthrottled) first contentful paint. */
  jsBeforePaint: { urls: string[]; bytes: number };
  /** fetch()/XHR calls: the original site's API calls, if any remain. */
  apiCalls: string[];
  /** Requests that left the local server (there is no internet here; there should be none). */
  external: string[];
  lhr: Result;
}

interface Row {
  page: PageCase;
  run: Run;
  /** How many of the runs requested a script before the first paint: it is a race, see scriptsBeforePaint. */
  runsWithJsBeforePaint: number;
  /** gzip / brotli sizes of the built HTML and its stylesheets, from the files. */
  htmlCssGz: number;
  htmlCssBr: number;
}

const progress = (line: string) => process.stderr.write(`${line}\n`);
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const int = (n: number) => Math.round(n).toLocaleString('en-US');

/** A fresh build of the sample site into its own folders (see buildFreshSample). */
async function buildSampleSite(): Promise<string> {
  const started = performance.now();
  progress(`Building the sample site into ${path.relative(process.cwd(), ROOT)}/ ...`);
  const report = await buildFreshSample(ROOT);
  progress(`  ${report.rendered} pages in ${seconds(performance.now() - started)}`);
  return report.outDir;
}

/** The Content-Encoding the local server picks when offered everything a browser accepts. */
async function servedEncoding(origin: string): Promise<string> {
  const response = await fetch(`${origin}/`, { headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } });
  await response.arrayBuffer();
  return response.headers.get('content-encoding') ?? 'none';
}

/** Chromium's full version (the user agent Lighthouse records is reduced to 156.0.0.0). */
async function browserVersion(port: number): Promise<string> {
  const response = await fetch(`http://127.0.0.1:${port}/json/version`);
  return ((await response.json()) as { Browser?: string }).Browser ?? 'Chromium';
}

function lighthouseFlags(port: number, page: PageCase): Flags {
  return {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    // Lighthouse's defaults, spelled out because the report states them.
    formFactor: 'mobile',
    throttlingMethod: 'simulate',
    // Not used by any number here, and it is the slowest gatherer.
    disableFullPageScreenshot: true,
    ignoreStatusCode: page.notFound ?? false,
  };
}

/** The rows of a table-shaped audit (Lighthouse types them loosely: every cell is a union). */
function tableItems<T>(lhr: Result, id: string): T[] {
  const details = lhr.audits[id]?.details as { items?: unknown[] } | undefined;
  return (details?.items ?? []) as T[];
}

function numeric(lhr: Result, id: string): number {
  const value = lhr.audits[id]?.numericValue;
  if (value === undefined) throw new Error(`Lighthouse gave no ${id} for ${lhr.finalDisplayedUrl}`);
  return value;
}

/**
 * Script requests started before the first contentful paint, both on the trace's clock. The
 * load is observed unthrottled, so an island that hydrates on idle may or may not win the
 * race against the first paint: every run counts, not only the median.
 */
function scriptsBeforePaint(lhr: Result, requests: NetworkRow[]): Run['jsBeforePaint'] {
  const networkStartUs = (lhr.audits['network-requests']?.details as { debugData?: { networkStartTimeTs?: number } } | undefined)?.debugData
    ?.networkStartTimeTs;
  const [metrics] = tableItems<{ observedFirstContentfulPaintTs?: number }>(lhr, 'metrics');
  const paintUs = metrics?.observedFirstContentfulPaintTs;
  if (networkStartUs === undefined || paintUs === undefined)
    throw new Error(`Lighthouse gave no request or paint timestamps for ${lhr.finalDisplayedUrl}`);
  const early = requests.filter(
    (r) =>
      r.resourceType === 'Script' && r.networkRequestTime !== undefined && networkStartUs / 1000 + r.networkRequestTime < paintUs / 1000,
  );
  return { urls: early.map((r) => r.url), bytes: early.reduce((n, r) => n + (r.transferSize ?? 0), 0) };
}

function summarize(lhr: Result, origin: string): Run {
  const score = lhr.categories.performance?.score;
  if (score === null || score === undefined) throw new Error(`Lighthouse gave no performance score for ${lhr.finalDisplayedUrl}`);
  const requests = tableItems<NetworkRow>(lhr, 'network-requests');
  const bytes: Record<Kind, number> = { html: 0, css: 0, js: 0, image: 0, font: 0, other: 0 };
  for (const r of requests) bytes[KIND_OF[r.resourceType ?? ''] ?? 'other'] += r.transferSize ?? 0;
  const local = (url: string) => url.startsWith(origin) || /^(data|blob):/.test(url);
  return {
    score: Math.round(score * 100),
    fcp: numeric(lhr, 'first-contentful-paint'),
    lcp: numeric(lhr, 'largest-contentful-paint'),
    cls: numeric(lhr, 'cumulative-layout-shift'),
    tbt: numeric(lhr, 'total-blocking-time'),
    bytes,
    requests: requests.length,
    jsBeforePaint: scriptsBeforePaint(lhr, requests),
    apiCalls: requests.filter((r) => r.resourceType === 'Fetch' || r.resourceType === 'XHR').map((r) => r.url.replace(origin, '')),
    external: requests.filter((r) => !local(r.url)).map((r) => r.url),
    lhr,
  };
}

/** The middle run when ordered by score, then by LCP (a worse LCP ranks lower). */
function medianRun(runs: Run[]): Run {
  const ordered = [...runs].sort((a, b) => a.score - b.score || b.lcp - a.lcp);
  return ordered[Math.floor(ordered.length / 2)]!;
}

/** Lighthouse's own advice for a failed trace (NO_NAVSTART, NO_FCP under load) is to run it again. */
const ATTEMPTS = 3;

async function lighthouseRun(chromePort: number, origin: string, page: PageCase): Promise<Run> {
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(`${origin}${page.path}`, lighthouseFlags(chromePort, page));
    if (!result) throw new Error(`Lighthouse returned nothing for ${page.path}`);
    const error = result.lhr.runtimeError;
    if (!error) return summarize(result.lhr, origin);
    const message = `Lighthouse could not measure ${page.path}: ${error.code} ${error.message}`;
    if (attempt === ATTEMPTS) throw new Error(`${message} (${ATTEMPTS} attempts)`);
    progress(`  ${message}; trying again`);
  }
}

async function measureRow(chromePort: number, origin: string, dist: string, page: PageCase): Promise<Row> {
  const runs: Run[] = [];
  for (let i = 1; i <= RUNS; i++) {
    const started = performance.now();
    const run = await lighthouseRun(chromePort, origin, page);
    runs.push(run);
    if (DUMP_DIR) {
      await mkdir(DUMP_DIR, { recursive: true });
      await writeFile(path.join(DUMP_DIR, `${page.type.replace(/\W+/g, '-')}-${i}.json`), JSON.stringify(run.lhr));
    }
    progress(
      `  ${page.type} ${page.path} run ${i}/${RUNS}: ${run.score}, LCP ${seconds(run.lcp)} (${seconds(performance.now() - started)})`,
    );
  }
  const built = measurePage(dist, path.join(dist, builtFileOf(page)));
  return {
    page,
    run: medianRun(runs),
    runsWithJsBeforePaint: runs.filter((r) => r.jsBeforePaint.urls.length).length,
    htmlCssGz: built.htmlGz + built.cssGz,
    htmlCssBr: built.htmlBr + built.cssBr,
  };
}

function tableRow({ page, run, htmlCssGz }: Row): Record<string, string> {
  return {
    'page type': page.type,
    URL: page.path,
    perf: String(run.score),
    FCP: seconds(run.fcp),
    LCP: seconds(run.lcp),
    CLS: run.cls.toFixed(3),
    TBT: `${int(run.tbt)} ms`,
    'HTML KB': kb(run.bytes.html),
    'CSS KB': kb(run.bytes.css),
    'JS KB': kb(run.bytes.js),
    'img KB': kb(run.bytes.image),
    'font KB': kb(run.bytes.font),
    requests: String(run.requests),
    'JS before FCP': kb(run.jsBeforePaint.bytes),
    'HTML+CSS gzip KB': kb(htmlCssGz),
  };
}

function header(rows: Row[], browser: string): string {
  const lhr = rows[0]!.run.lhr;
  const t = lhr.configSettings.throttling;
  return [
    `Lighthouse ${lhr.lighthouseVersion} performance, ${lhr.configSettings.formFactor}, ${lhr.configSettings.throttlingMethod === 'simulate' ? 'simulated' : lhr.configSettings.throttlingMethod} throttling ("slow 4G"): ` +
      `${t.rttMs} ms RTT, ${((t.throughputKbps ?? 0) / 1000).toFixed(1)} Mbps, ${t.cpuSlowdownMultiplier}x CPU slowdown.`,
    `Sample site built into ${path.relative(process.cwd(), ROOT)}/dist, served by scripts/serve.ts on 127.0.0.1; ${browser} (--headless=new), ${os.cpus().length} cores.`,
    `Median of ${RUNS} run(s) per page (ordered by score, then LCP). Sizes are transfer sizes (compressed, with headers) from Lighthouse's network-requests, in KB of 1,024 bytes.`,
  ].join('\n');
}

/** HTML+CSS of a built page, gzip and brotli, from the files. */
interface FirstTrip {
  path: string;
  gz: number;
  br: number;
}

interface PoemPages {
  heaviest: FirstTrip;
  count: number;
}

/** The heaviest of all the built poem pages: the 14 KB target is about every poem, not only the two measured. */
async function heaviestPoem(dist: string): Promise<PoemPages> {
  const files = (await readdir(path.join(dist, 'poema'))).filter((f) => f.endsWith('.html'));
  const sizes = files.map((f): FirstTrip => {
    const w = measurePage(dist, path.join(dist, 'poema', f));
    return { path: `/poema/${f.replace(/\.html$/, '')}`, gz: w.htmlGz + w.cssGz, br: w.htmlBr + w.cssBr };
  });
  if (!sizes.length) throw new Error(`no poem pages in ${dist}/poema`);
  return { heaviest: sizes.reduce((a, b) => (b.gz > a.gz ? b : a)), count: sizes.length };
}

const verdict = (ok: boolean) => (ok ? 'PASS' : 'MISS');
const where = (rows: Row[]) => rows.map((r) => `${r.page.type} ${r.page.path}`).join(', ');

function targets(rows: Row[], poemPages: PoemPages): string[] {
  const slow = rows.filter((r) => r.run.score < 100);
  const lateLcp = rows.filter((r) => r.run.lcp > LCP_TARGET_MS);
  const shifting = rows.filter((r) => r.run.cls > 0);
  const poems = rows.filter((r) => r.page.type.startsWith('poem'));
  const { heaviest, count } = poemPages;
  const earlyJs = rows.filter((r) => r.runsWithJsBeforePaint > 0);
  const lowest = rows.reduce((a, b) => (b.run.score < a.run.score ? b : a));
  const latest = rows.reduce((a, b) => (b.run.lcp > a.run.lcp ? b : a));
  return [
    `${verdict(!slow.length)}  performance 100 on every page type: ${slow.length ? `below 100 on ${slow.map((r) => `${r.page.type} (${r.run.score})`).join(', ')}` : 'all 100'}; lowest ${lowest.run.score}`,
    `${verdict(!lateLcp.length)}  LCP ≤ ${seconds(LCP_TARGET_MS)}: slowest ${seconds(latest.run.lcp)} (${latest.page.type})${lateLcp.length ? `; over on ${where(lateLcp)}` : ''}`,
    `${verdict(!shifting.length)}  CLS 0: ${shifting.length ? `shifts on ${shifting.map((r) => `${r.page.type} (${r.run.cls.toFixed(3)})`).join(', ')}` : 'no layout shift on any page'}`,
    `${verdict(heaviest.gz <= FIRST_ROUND_TRIP_BYTES)}  poem HTML+CSS ≤ 14 KB compressed (${int(FIRST_ROUND_TRIP_BYTES)} B), gzip-6 from the built files: ` +
      poems
        .map(
          (r) =>
            `${r.page.path} ${int(r.htmlCssGz)} B (brotli-5 ${int(r.htmlCssBr)} B; served ${int(r.run.bytes.html + r.run.bytes.css)} B with headers)`,
        )
        .join(', ') +
      `; heaviest of all ${count} poem pages: ${heaviest.path} ${int(heaviest.gz)} B (brotli-5 ${int(heaviest.br)} B)`,
    `${verdict(!earlyJs.length)}  no JavaScript downloaded before first paint: ${
      earlyJs.length
        ? `scripts requested before FCP on ${earlyJs.map((r) => `${r.page.type} (${r.runsWithJsBeforePaint}/${RUNS} runs; median run ${r.run.jsBeforePaint.urls.length} request(s), ${int(r.run.jsBeforePaint.bytes)} B)`).join(', ')}`
        : `no script request starts before FCP on any page, in any of the ${RUNS} run(s)`
    }`,
  ];
}

/** The LCP element in a line: its tag, its label, and the loading hints that matter to LCP. */
function lcpElement(lhr: Result): string | null {
  const details = lhr.audits['lcp-breakdown-insight']?.details as
    { items?: { type?: string; snippet?: string; nodeLabel?: string }[] } | undefined;
  const node = details?.items?.find((i) => i.type === 'node');
  if (!node?.snippet) return null;
  const hints = node.snippet.match(/\b(?:loading|fetchpriority)="[^"]*"/g) ?? [];
  return `<${/^<([\w-]+)/.exec(node.snippet)?.[1] ?? '?'}> "${node.nodeLabel ?? ''}"${hints.length ? ` ${hints.join(' ')}` : ''}`;
}

/** Why a page misses a target, in the words of the Lighthouse audits that point at the cause. */
function diagnosis({ page, run, runsWithJsBeforePaint }: Row): string | null {
  const lhr = run.lhr;
  const audit = (id: string) => lhr.audits[id];
  const file = (url: string) => path.basename(new URL(url, 'http://x').pathname) || url;
  const reasons: string[] = [];
  if (run.score < 100) {
    const weak = ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift', 'speed-index']
      .map((id) => audit(id))
      .filter((a) => a && (a.score ?? 1) < 1)
      .map((a) => `${a!.id} ${a!.displayValue} (score ${a!.score})`);
    reasons.push(`weak metrics: ${weak.join(', ') || 'none (rounding)'}`);
    if ((audit('total-blocking-time')?.score ?? 1) < 1) {
      const tasks = tableItems<{ url: string; duration: number }>(lhr, 'long-tasks').slice(0, 3);
      reasons.push(`long-tasks: ${tasks.map((t) => `${file(t.url)} ${int(t.duration)} ms`).join(', ')}`);
    }
  }
  if (run.score < 100 || run.lcp > LCP_TARGET_MS) {
    const element = lcpElement(lhr);
    if (element) reasons.push(`LCP element (lcp-breakdown-insight): ${element}`);
    const blocking = tableItems<{ url: string; wastedMs?: number }>(lhr, 'render-blocking-insight');
    if (blocking.length)
      reasons.push(`render-blocking-insight: ${blocking.map((b) => `${file(b.url)} ${int(b.wastedMs ?? 0)} ms`).join(', ')}`);
  }
  if (run.cls > 0) {
    const shifts = tableItems<{ node?: { snippet?: string }; score: number }>(lhr, 'layout-shifts');
    reasons.push(`layout-shifts: ${shifts.map((s) => `${s.node?.snippet ?? '?'} ${s.score.toFixed(3)}`).join(', ')}`);
    const unsized = tableItems<{ url: string }>(lhr, 'unsized-images');
    if (unsized.length) reasons.push(`unsized-images: ${unsized.map((u) => file(u.url)).join(', ')}`);
  }
  if (runsWithJsBeforePaint) {
    const scripts = run.jsBeforePaint.urls.map(file).join(', ');
    reasons.push(`scripts requested before FCP in ${runsWithJsBeforePaint}/${RUNS} runs${scripts ? ` (median run: ${scripts})` : ''}`);
  }
  return reasons.length ? `- ${page.type} ${page.path}: ${reasons.join('; ')}` : null;
}

function report(rows: Row[], poemPages: PoemPages, encoding: string, browser: string): string {
  const external = [...new Set(rows.flatMap((r) => r.run.external))];
  const calls = new Map<string, string[]>();
  for (const r of rows) for (const url of r.run.apiCalls) calls.set(url, [...(calls.get(url) ?? []), r.page.type]);
  const callLine = [...calls]
    .map(([url, pages]) => `${url} (${pages.length === rows.length ? 'every page' : pages.join(', ')})`)
    .join('; ');
  const diagnoses = rows.map(diagnosis).filter((d) => d !== null);
  return [
    '',
    header(rows, browser),
    '',
    markdownTable(rows.map(tableRow)),
    '',
    '"JS before FCP": script bytes whose request started before the observed first contentful paint.',
    '"HTML+CSS gzip": the built page and its stylesheets compressed with gzip level 6 (from the files, without headers).',
    `Offered gzip, br and zstd, the local server answered with Content-Encoding: ${encoding} (Hono's compress() knows only gzip and deflate, and skips`,
    `bodies under 1 KB), so the transfer sizes above are ${encoding}, headers included; a CDN serving brotli would send less (see the brotli figure below).`,
    external.length ? `Requests that left the local server: ${external.join(', ')}` : 'No request left the local server.',
    '',
    'Targets',
    ...targets(rows, poemPages).map((t) => `  ${t}`),
    ...(diagnoses.length ? ['', 'What Lighthouse says about the misses', ...diagnoses] : []),
    '',
    `Original site, for comparison (figures quoted by the magazine, not measured here): ${ORIGINAL_SITE}.`,
    `This site, measured above: the content is in the HTML; fetch/XHR calls during the load: ${callLine || 'none'}.`,
    '',
  ].join('\n');
}

function slowPhoneReport(rows: { page: SlowPhonePage; cpu: CpuRate; run: SlowPhoneRun }[]): string {
  const ms = (value: number | null) => (value === null ? '' : `${int(value)} ms`);
  return [
    '',
    `Slow phone: Chromium at 375 px over CDP network emulation (${SLOW_NETWORK.latencyMs} ms RTT, ${SLOW_NETWORK.kbitPerSecond} kbit/s each way), empty cache, median of ${RUNS} load(s);`,
    "the CPU as this machine's, then slowed 4x (DevTools' CPU throttling of the page's main thread, as Lighthouse's mobile preset).",
    markdownTable(
      rows.map(({ page, cpu, run }) => ({
        'page type': page.type,
        CPU: `${cpu}x`,
        URL: page.path,
        'text painted': ms(run.text),
        'HORMIGUEAR works': ms(run.hormiguear),
        'newsletter works': ms(run.newsletter),
        'islands hydrated': ms(run.hydrated),
      })),
    ),
    '"text painted": the main heading at a frame. "HORMIGUEAR works": the first of taps every 100 ms that showed the message field.',
    '"newsletter works": an address is typed as soon as the field exists and SUSCRÍBETE pressed once every script has run; if that',
    "subscribed, the typing moment counts, else (hydration lost the address) the newsletter island's hydration does.",
    '"islands hydrated": the last island that hydrated by itself (the footer form hydrates only when scrolled to).',
    '',
  ].join('\n');
}

async function main(): Promise<void> {
  const started = performance.now();
  let server: RunningServer | undefined;
  let chrome: chromeLauncher.LaunchedChrome | undefined;
  const cleanUp = async () => {
    chrome?.kill();
    chrome = undefined;
    const closing = server?.close();
    server = undefined;
    await closing;
  };
  // Ctrl-C mid-run must not leave Chromium or the server behind.
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => void cleanUp().finally(() => process.exit(128 + os.constants.signals[signal])));
  }
  try {
    if (!SELECTED.length) throw new Error(`BENCH_PAGES=${ONLY.join(',')} matches no page type (${PAGES.map((p) => p.type).join(', ')})`);
    const dist = await buildSampleSite();
    server = await startServer({ siteDir: dist, host: '127.0.0.1', port: 0, env: { ...process.env, FORWARD_RETRY_SECONDS: '0' } });
    const origin = `http://127.0.0.1:${server.port}`;
    const encoding = await servedEncoding(origin);
    if (LIGHTHOUSE) {
      chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS, logLevel: 'silent' });
      progress(`Server on ${origin}, Chromium on port ${chrome.port}; ${SELECTED.length} pages x ${RUNS} run(s):`);
      const rows: Row[] = [];
      for (const page of SELECTED) rows.push(await measureRow(chrome.port, origin, dist, page));
      process.stdout.write(report(rows, await heaviestPoem(dist), encoding, await browserVersion(chrome.port)));
      chrome.kill();
      chrome = undefined;
    }
    const slowPages = SLOW_PHONE_PAGES.filter((p) => SELECTED.some((s) => s.path === p.path));
    if (slowPages.length) {
      progress(`Slow phone: ${slowPages.length} pages x ${RUNS} run(s):`);
      const slowRows = await measureSlowPhone(origin, slowPages, RUNS, {
        executablePath: CHROME_PATH,
        args: CHROME_FLAGS.filter((f) => !f.startsWith('--headless')),
        progress,
      });
      process.stdout.write(slowPhoneReport(slowRows));
    }
    progress(`Done in ${seconds(performance.now() - started)}.`);
  } finally {
    await cleanUp();
  }
}

// The build and the server announce themselves with console.log; stdout is for the report.
console.log = console.error;
try {
  await main();
} catch (error) {
  console.error(`\nbench:pages failed: ${(error as Error).stack ?? error}`);
  process.exitCode = 1;
}
