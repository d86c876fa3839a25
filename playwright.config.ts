import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT || 4322);

// Debian's Chromium: Playwright cannot download its own browser on these machines.
const launchOptions = {
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
};

export default defineConfig({
  testDir: 'tests/e2e',
  // A run with its own E2E_ROOT keeps its traces there too, apart from any other run.
  outputDir: process.env.E2E_ROOT ? `${process.env.E2E_ROOT}/test-results` : 'test-results',
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // Tracing every test costs CPU the shared 2-core machine lacks; a retry records the trace.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    launchOptions,
  },
  projects: [
    {
      name: 'mobile-375',
      use: { viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true, deviceScaleFactor: 2 },
      testIgnore: /no-js/,
    },
    {
      name: 'desktop-1280',
      use: { viewport: { width: 1280, height: 800 } },
      testIgnore: /no-js/,
    },
    {
      name: 'no-js-375',
      use: { viewport: { width: 375, height: 812 }, javaScriptEnabled: false },
      testMatch: /no-js/,
    },
    {
      name: 'no-js-1280',
      use: { viewport: { width: 1280, height: 800 }, javaScriptEnabled: false },
      testMatch: /no-js/,
    },
  ],
  // The sample site, built from a fresh embedded database and served by the real local server.
  webServer: {
    command: 'node scripts/e2e-server.ts',
    url: `http://127.0.0.1:${port}/`,
    env: { PORT: String(port) },
    timeout: 300_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
