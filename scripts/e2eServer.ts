// The server the end-to-end tests run against: a fresh copy of the sample in its own
// PostgreSQL database (E2E_DATABASE_URL, which the tests query to check what was written),
// the site built from it under .cache/e2e, served by the real local server.
import path from 'node:path';
import pg from 'pg';
import { buildFreshSample } from './sample/freshSample.ts';
import { startBuzon } from './buzon.ts';
import { startServer } from './server/startServer.ts';

// E2E_ROOT lets two runs (say, two worktrees' helpers) share a machine without sharing files.
const root = path.resolve(process.env.E2E_ROOT || '.cache/e2e');
const databaseUrl = process.env.E2E_DATABASE_URL;
if (!databaseUrl) throw new Error('E2E_DATABASE_URL is not set (playwright.config.ts sets it).');
const { outDir } = await buildFreshSample(root, { databaseUrl });
// Tests send many hormigueos from one address; the limiter itself is tested elsewhere.
process.env.RATE_LIMIT_MAX ??= '1000';
// The sample forwards hormigueos to a local mailbox: run it, so the forwarding path works
// end to end and tests can read what the poets received (buzon.jsonl). BUZON_PORT moves it
// (two runs side by side), and the fresh database's forwarding addresses with it.
const SAMPLE_BUZON_PORT = 4399;
const buzonPort = Number(process.env.BUZON_PORT || SAMPLE_BUZON_PORT);
if (buzonPort !== SAMPLE_BUZON_PORT) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const moved = (table: string) =>
    `update public.${table} set formspree_url = replace(formspree_url, ':${SAMPLE_BUZON_PORT}/', ':${buzonPort}/') where formspree_url is not null`;
  await client.query(`${moved('revista')}; ${moved('autor')}`).finally(() => client.end());
}
const buzon = await startBuzon({ port: buzonPort, file: path.join(root, 'buzon.jsonl') }).catch((error: NodeJS.ErrnoException) => {
  if (error.code === 'EADDRINUSE')
    error.message = `Port ${buzonPort} is taken (\`npm run buzon\`, or another test run?): the tests run their own mailbox there (BUZON_PORT moves it).`;
  throw error;
});
// Releases (were anything published) go here, never into the build the Cloudflare runtime serves.
const running = await startServer({ siteDir: outDir, host: '127.0.0.1', releasesDir: path.join(root, 'releases') });
console.log(`e2e server on http://127.0.0.1:${running.port}`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    buzon.close();
    void running.close().then(() => process.exit(0));
  });
}
