import { createHash } from 'node:crypto';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { CHROMIUM } from './scripts/chromium.ts';

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
    {
      name: 'mobile-375',
      use: { viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true, deviceScaleFactor: 2 },
      testIgnore: /no-js|visual|preview|pictures-fixture|back-forward/,
    },
    {
      name: 'desktop-1280',
      use: { viewport: { width: 1280, height: 800 } },
      testIgnore: /no-js|visual|preview|pictures-fixture|back-forward/,
    },
    // Back and forward from the back/forward cache, which Playwright turns off by default
    // (--disable-back-forward-cache): a phone's width, where Back is pressed most.
    {
      name: 'back-forward-375',
      testMatch: /back-forward\.spec\.ts$/,
      use: {
        viewport: { width: 375, height: 812 },
        hasTouch: true,
        isMobile: true,
        deviceScaleFactor: 2,
        launchOptions: { ...CHROMIUM, ignoreDefaultArgs: ['--disable-back-forward-cache'] },
      },
    },
    // The editors' preview: its own database and build, made by `npm run preview:editores` itself.
    {
      name: 'preview-1280',
      use: { viewport: { width: 1280, height: 800 } },
      testMatch: /preview\.spec\.ts$/,
    },
    // A site of its own built from a fixture shaped like the real database (pictures on other
    // hosts, some gone): every page type at 320-1920 px, and its visual baseline.
    {
      name: 'pictures-fixture',
      use: { viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 },
      testMatch: /pictures-fixture\.spec\.ts$/,
    },
    // Screenshots compared with the committed baselines, each test at its own width.
    {
      name: 'visual',
      testMatch: /visual\.spec\.ts$/,
    },
    // Reader actions, legacy URLs, 404s and security headers in Cloudflare's runtime.
    ...(withCloudflare
      ? [
          {
            name: 'cloudflare-1280',
            use: { viewport: { width: 1280, height: 800 }, baseURL: `http://127.0.0.1:${cloudflarePort}` },
            testMatch: /(actions-[\w-]+|urls|security)\.spec\.ts$/,
          },
        ]
      : []),
    {
      name: 'no-js-375',
      use: { viewport: { width: 375, height: 812 }, javaScriptEnabled: false },
      // Also the specs that run once per JavaScript mode (checkOncePerScriptMode).
      testMatch: /no-js|(unsubscribe|privacy)\.spec\.ts$/,
    },
    {
      name: 'no-js-1280',
      use: { viewport: { width: 1280, height: 800 }, javaScriptEnabled: false },
      testMatch: /no-js/,
    },
  ],
  webServer: [
    // The sample site, built from a fresh copy of the sample database and served by the real local server.
    {
      command: 'node scripts/e2e-server.ts',
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
            command: 'node scripts/preview-cloudflare.ts',
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
