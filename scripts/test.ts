// `npm test`: lint, formatting and type checks, unit and integration tests (Vitest; real PGlite and the local PostgreSQL
// server), then end-to-end tests in Chromium against the built site (Playwright).
import { spawn } from 'node:child_process';
import path from 'node:path';

/** Runs a step; `strict` also fails it when its summary counts any warning or hint. */
function run(title: string, bin: string, args: string[], strict = false): Promise<number> {
  console.log(`\n▶ ${title}\n`);
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [path.resolve(bin), ...args], { stdio: ['inherit', strict ? 'pipe' : 'inherit', 'inherit'] });
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk;
      process.stdout.write(chunk);
    });
    child.on('close', (code) => {
      if (code === 0 && strict && /^- [1-9]\d* (warnings?|hints?)$/m.test(output)) return resolve(1);
      resolve(code ?? 1);
    });
  });
}

const steps: [string, string, string[], boolean?][] = [
  ['Lint (ESLint)', 'node_modules/eslint/bin/eslint.js', ['.']],
  ['Formatting (Prettier)', 'node_modules/prettier/bin/prettier.cjs', ['--check', '.']],
  ['Type check (astro check: any error, warning or hint fails)', 'node_modules/astro/bin/astro.mjs', ['check'], true],
  // The service worker has a worker's globals, not a window's: its own project.
  ['Type check of the service worker (tsc)', 'node_modules/typescript/bin/tsc', ['-p', 'src/serviceWorker']],
  ['Unit and integration tests (Vitest)', 'node_modules/vitest/vitest.mjs', ['run']],
  ['End-to-end tests in Chromium (Playwright)', 'node_modules/@playwright/test/cli.js', ['test']],
];

let failed = 0;
for (const [title, bin, args, strict] of steps) {
  const code = await run(title, bin, args, strict);
  if (code !== 0) {
    failed++;
    console.error(`\n✖ ${title} failed (exit code ${code})`);
  }
}
process.exit(failed ? 1 : 0);
