import { createHash } from 'node:crypto';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { CHROMIUM } from './scripts/chromium.ts';
import { NARROW_TAG, WIDE_TAG } from './tests/e2e/layouts.ts';

const port = Number(process.env.E2E_PORT || 4322);
/** The same build and database, served by Cloudflare's runtime (E2E_CLOUDFLARE=off leaves it out). */
const cloudflarePort = Number(process.env.E2E_CLOUDFLARE_PORT || port + 1);
const withCloudflare = (process.env.E2E_CLOUDFLARE ?? 'on') !== 'off';
const e2eRoot = path.resolve(process.env.E2E_ROOT || '.cache/e2e');
// The sample's database, one per E2E_ROOT (two checkouts' runs never share it). Set here, in
// the runner, so the test workers inherit it and can check what the reader actions wrote.
const adminUrl = new URL(process.env.PG_ADMIN_URL || 'postgres://postgres@127.0.0.1:5432/postgres');
adminUrl.pathname = `/hormiguero_e2e_${createHash('sha256').update(e2eRoot).digest('hex').slice(0, 8)}`;
process.env.E2E_DATABASE_URL ||= adminUrl.href;

// What runs where: each spec is named by the project(s) that run it, never skipped at run time.
/**
 * Specs whose checks do not depend on the window's width (raw HTML, headers, URLs, the API,
 * timers, print, tests that set their own sizes): run once, in once-1280.
 */
const ONCE = [
  'actions-api',
  'crawlers',
  'link-previews',
  'metadata',
  'motion',
  'offline-install',
  'pa11y',
  'print',
  'privacy',
  'reader-tools',
  'screen-sizes',
  'security',
  'urls',
];
/** Width-independent specs run once with JavaScript (once-1280) and once without (no-js-375). */
const PER_SCRIPT_MODE = ['privacy-forms', 'unsubscribe'];
/** Specs also run against Cloudflare's runtime (cloudflare-1280). */
const CLOUDFLARE = [
  'actions-api',
  'actions-before-scripts',
  'actions-hormiguear',
  'actions-network',
  'actions-newsletter',
  'security',
  'security-browser',
  'urls',
];
/** Specs with a project of their own. */
const OWN_PROJECT = ['back-forward', 'offline-publish', 'pictures-fixture', 'preview', 'visual'];
const NO_JS = /\.no-js\.spec\.ts$/;
/** <name>.spec.ts, for each name. */
const specs = (...names: string[]) => new RegExp(`(?:^|/)(?:${names.join('|')})\\.spec\\.ts$`);
/** What the width projects leave to the others: every other spec runs at 375 and at 1280 px. */
const OWN_PLACE = [specs(...ONCE, ...PER_SCRIPT_MODE, ...OWN_PROJECT), NO_JS];
// Tests of one layout only (tests/e2e/layouts.ts), left out of the projects of the other width.
const NARROW_ONLY = new RegExp(NARROW_TAG);
const WIDE_ONLY = new RegExp(WIDE_TAG);
const PHONE_WIDTH = { viewport: { width: 375, height: 812 } };
const PHONE = { ...PHONE_WIDTH, hasTouch: true, isMobile: true, deviceScaleFactor: 2 };
const DESKTOP = { viewport: { width: 1280, height: 800 } };

export default defineConfig({
  testDir: 'tests/e2e',
  // A run with its own E2E_ROOT keeps its traces there too, apart from any other run.
  outputDir: process.env.E2E_ROOT ? `${process.env.E2E_ROOT}/test-results` : 'test-results',
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  // A test's budget on the shared 2-core machine, where a build or another worker may be
  // taking the other core: generous, since a timeout here says nothing about the site.
  timeout: 60_000,
  expect: { timeout: 7_000 },
  reporter: [['list']],
  // Baselines are committed, one per name whatever the platform; CI only compares, never writes.
  snapshotPathTemplate: '{testDir}/__screenshots__/{testFilePath}/{arg}{ext}',
  updateSnapshots: process.env.CI ? 'none' : 'missing',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // Tracing every test costs CPU the shared 2-core machine lacks; a retry records the trace.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    launchOptions: CHROMIUM,
    // The service worker (registered after load) would answer later requests of a test itself,
    // out of route interception's reach: the specs that test it allow it (offline.spec.ts).
    serviceWorkers: 'block',
  },
  projects: [
    // Specs whose checks do not depend on the window's width, with JavaScript, once.
    { name: 'once-1280', use: DESKTOP, testMatch: specs(...ONCE, ...PER_SCRIPT_MODE) },
    // The rest at a phone's width, touch and all; tests of the wide layout only left out.
    { name: 'mobile-375', use: PHONE, testIgnore: OWN_PLACE, grepInvert: WIDE_ONLY },
    // The same specs at a laptop's width; tests of the phone's layout only left out.
    { name: 'desktop-1280', use: DESKTOP, testIgnore: OWN_PLACE, grepInvert: NARROW_ONLY },
    // Back and forward from the back/forward cache (Playwright turns it off), at a phone's width, where Back is pressed most.
    {
      name: 'back-forward-375',
      testMatch: specs('back-forward'),
      grepInvert: WIDE_ONLY,
      use: { ...PHONE, launchOptions: { ...CHROMIUM, ignoreDefaultArgs: ['--disable-back-forward-cache'] } },
    },
    // The editors' preview: its own database and build, made by `npm run preview:editores` itself.
    { name: 'preview-1280', use: DESKTOP, testMatch: specs('preview') },
    // A reader back online after a publish: a site of its own, published to by the test.
    { name: 'offline-publish', use: DESKTOP, testMatch: specs('offline-publish') },
    // A site of its own from a fixture shaped like the real database: every page type at 320-1920 px, and its baseline.
    {
      name: 'pictures-fixture',
      use: { ...DESKTOP, deviceScaleFactor: 1 },
      testMatch: specs('pictures-fixture'),
    },
    // Screenshots compared with the committed baselines, each test at its own width.
    { name: 'visual', testMatch: specs('visual') },
    // Reader actions, legacy URLs, 404s, security headers and the pages' policy in Cloudflare's runtime.
    ...(withCloudflare
      ? [
          {
            name: 'cloudflare-1280',
            use: { ...DESKTOP, baseURL: `http://127.0.0.1:${cloudflarePort}` },
            testMatch: specs(...CLOUDFLARE),
            grepInvert: NARROW_ONLY,
          },
        ]
      : []),
    // Without JavaScript at a phone's width: the no-JS specs, and the specs run once per JavaScript mode.
    {
      name: 'no-js-375',
      use: { ...PHONE_WIDTH, javaScriptEnabled: false },
      testMatch: [NO_JS, specs(...PER_SCRIPT_MODE)],
      grepInvert: WIDE_ONLY,
    },
    // Without JavaScript at a laptop's width: the no-JS specs.
    { name: 'no-js-1280', use: { ...DESKTOP, javaScriptEnabled: false }, testMatch: NO_JS, grepInvert: NARROW_ONLY },
  ],
  webServer: [
    // The sample site, built from a fresh copy of the sample database and served by the real local server.
    {
      command: 'node scripts/e2eServer.ts',
      url: `http://127.0.0.1:${port}/`,
      env: { PORT: String(port), E2E_DATABASE_URL: process.env.E2E_DATABASE_URL },
      timeout: 300_000,
      reuseExistingServer: false,
      stdout: 'pipe',
      stderr: 'pipe',
    },
    // Then (servers start one after the other) that build and database in workerd, as on Cloudflare.
    ...(withCloudflare
      ? [
          {
            command: 'node scripts/previewCloudflare.ts',
            url: `http://127.0.0.1:${cloudflarePort}/`,
            env: {
              PORT: String(cloudflarePort),
              HOST: '127.0.0.1',
              ASTRO_OUT_DIR: path.join(e2eRoot, 'dist'),
              DATABASE_URL: process.env.E2E_DATABASE_URL!,
              RATE_LIMIT_MAX: '1000',
            },
            timeout: 120_000,
            reuseExistingServer: false,
            stdout: 'pipe' as const,
            stderr: 'pipe' as const,
          },
        ]
      : []),
  ],
});
