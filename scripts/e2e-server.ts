// The server the end-to-end tests run against: a fresh copy of the sample database under
// .cache/e2e (tests write to it), the site built from it, served by the real local server.
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { buildSite } from './build.ts';
import { startServer } from './serve.ts';

const root = path.resolve('.cache/e2e');
process.env.EMBEDDED_DB_DIR = path.join(root, 'pglite');
process.env.ASTRO_OUT_DIR = path.join(root, 'dist');
process.env.ASTRO_CACHE_DIR = path.join(root, 'astro-cache');
delete process.env.DATABASE_URL;
delete process.env.SUPABASE_URL;
delete process.env.SUPABASE_ANON_KEY;

await rm(root, { recursive: true, force: true });
await buildSite();
// Tests send many hormigueos from one address; the limiter itself is tested elsewhere.
process.env.RATE_LIMIT_MAX ??= '1000';
const running = await startServer({ siteDir: process.env.ASTRO_OUT_DIR, host: '127.0.0.1' });
console.log(`e2e server on http://127.0.0.1:${running.port}`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void running.close().then(() => process.exit(0)));
}
