// `npm run preview:cloudflare`: serves the built site (dist/) and the functions under
// functions/ in Cloudflare's own runtime (workerd, through `wrangler pages dev`) on PORT
// (default 8788). The functions read DATABASE_URL and their other settings from this
// environment, exactly as `npm start` does; they reach PostgreSQL over the wire protocol.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

/** What the functions read from their environment (see functions/_lib/context.ts). */
const FUNCTION_SETTINGS = [
  'DATABASE_URL',
  'SITE_URL',
  'RATE_LIMIT',
  'RATE_LIMIT_MAX',
  'RATE_LIMIT_WINDOW_SECONDS',
  'RATE_LIMIT_SECRET',
  'UNSUBSCRIBE_SECRET',
  'FORWARD_TOKEN',
  'FORWARD_TIMEOUT_MS',
  'FORWARD_SUBREQUESTS',
  'FORWARD_CONCURRENCY',
  'FORWARD_PACE',
];

/**
 * The connection string Wrangler's local Hyperdrive gets: DATABASE_URL (Wrangler wants a
 * password in it; a server that trusts the user ignores it), or, with none, an address where
 * nothing listens, so that reader actions answer 503 as on a deploy without a database.
 */
function localHyperdrive(databaseUrl: string | undefined): string {
  if (!databaseUrl?.trim()) return 'postgres://sin-base:sin-base@127.0.0.1:9/sin-base';
  const url = new URL(databaseUrl.trim());
  if (!url.password) url.password = 'local';
  return url.href;
}

const port = Number(process.env.PORT || 8788);
const host = process.env.HOST || '127.0.0.1';
const siteDir = path.resolve(process.env.ASTRO_OUT_DIR || 'dist');
if (!existsSync(path.join(siteDir, 'index.html'))) {
  console.error(`Error: no built site in ${siteDir}. Run \`npm run build\` first.`);
  process.exit(1);
}
if (!process.env.DATABASE_URL) {
  console.warn(
    'The functions have no database here: set DATABASE_URL (the embedded sample database lives inside `npm start` and cannot be shared). Pages are served; reader actions will answer 503.',
  );
}

// The settings reach the functions as bindings through wrangler's own environment
// (CLOUDFLARE_INCLUDE_PROCESS_ENV): nothing on the command line, where any process could
// read them, and nothing written to disk. Wrangler gets only what it needs besides them.
const settings = Object.fromEntries(FUNCTION_SETTINGS.filter((name) => process.env[name]).map((name) => [name, process.env[name]!]));
// wrangler.toml binds Hyperdrive as HYPERDRIVE, and its binding wins over DATABASE_URL in the
// functions: locally Wrangler points it at this connection string instead of Cloudflare's pool.
settings.CLOUDFLARE_HYPERDRIVE_LOCAL_CONNECTION_STRING_HYPERDRIVE = localHyperdrive(process.env.DATABASE_URL);
const runtime = Object.fromEntries(
  ['PATH', 'HOME', 'TMPDIR', 'LANG', 'NODE_COMPILE_CACHE'].filter((name) => process.env[name]).map((name) => [name, process.env[name]!]),
);

const wrangler = spawn(
  process.execPath,
  [
    path.resolve('node_modules/wrangler/bin/wrangler.js'),
    'pages',
    'dev',
    siteDir,
    '--port',
    String(port),
    '--ip',
    host,
    '--persist-to',
    path.resolve('.cache/wrangler'),
    '--show-interactive-dev-session=false',
    '--log-level',
    process.env.WRANGLER_LOG_LEVEL || 'warn',
  ],
  {
    stdio: ['ignore', 'inherit', 'inherit'],
    // No prompts, no telemetry: this machine may have no network at all.
    env: { ...runtime, ...settings, CI: 'true', WRANGLER_SEND_METRICS: 'false', CLOUDFLARE_INCLUDE_PROCESS_ENV: 'true' },
  },
);

const stop = () => wrangler.kill('SIGTERM');
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, stop);
const code = await new Promise<number>((resolve) => wrangler.on('exit', (exitCode) => resolve(exitCode ?? 0)));
process.exit(code);
