// `npm test`: unit and integration tests (Vitest; real PGlite and the local PostgreSQL
// server), then end-to-end tests in Chromium against the built site (Playwright).
import { spawn } from 'node:child_process';
import path from 'node:path';

function run(title: string, bin: string, args: string[]): Promise<number> {
  console.log(`\n▶ ${title}\n`);
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [path.resolve(bin), ...args], { stdio: 'inherit' });
    child.on('close', (code) => resolve(code ?? 1));
  });
}

const steps: [string, string, string[]][] = [
  ['Type check (astro check)', 'node_modules/astro/bin/astro.mjs', ['check']],
  ['Unit and integration tests (Vitest)', 'node_modules/vitest/vitest.mjs', ['run']],
  ['End-to-end tests in Chromium (Playwright)', 'node_modules/@playwright/test/cli.js', ['test']],
];

let failed = 0;
for (const [title, bin, args] of steps) {
  const code = await run(title, bin, args);
  if (code !== 0) {
    failed++;
    console.error(`\n✖ ${title} failed (exit code ${code})`);
  }
}
process.exit(failed ? 1 : 0);
