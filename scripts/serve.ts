// Serves the built site (dist/) and the functions on http://localhost:4321 (PORT overrides).
import path from 'node:path';
import { serve, type ServerType } from '@hono/node-server';
import type { Env } from '../functions/_lib/context.ts';
import { forwardDue } from '../functions/_lib/forward.ts';
import { createSqlStore } from '../functions/_lib/store/sqlStore.ts';
import type { Store } from '../functions/_lib/store/types.ts';
import { readDataSourceConfig } from '../src/lib/config/dataSource.ts';
import { openDatabase } from '../src/lib/db/openDatabase.ts';
import type { Sql } from '../src/lib/db/sql.ts';
import { isMain } from './isMain.ts';
import { createApp } from './server/app.ts';
import { loadFunctions } from './server/functionsRouter.ts';

export interface ServerOptions {
  port?: number;
  host?: string;
  siteDir?: string;
  env?: NodeJS.ProcessEnv;
}

export interface RunningServer {
  server: ServerType;
  port: number;
  store: Store | null;
  /** Stops accepting requests, waits for background work (forwarding), closes the database. */
  close(): Promise<void>;
}

/** The database the functions write to, per the same configuration as the build. */
async function openStore(env: NodeJS.ProcessEnv): Promise<{ store: Store | null; db: Sql | null }> {
  const config = readDataSourceConfig(env);
  // With Supabase the functions build their own client from SUPABASE_* (as on Cloudflare).
  if (config.kind === 'supabase') return { store: null, db: null };
  const db = await openDatabase(config);
  return { store: createSqlStore(db), db };
}

export async function startServer(options: ServerOptions = {}): Promise<RunningServer> {
  const env = options.env ?? process.env;
  const port = options.port ?? Number(env.PORT || 4321);
  const host = options.host ?? env.HOST ?? '0.0.0.0';
  const siteDir = path.resolve(options.siteDir ?? env.SITE_DIR ?? 'dist');
  const { store, db } = await openStore(env);
  const pending = new Set<Promise<unknown>>();
  const waitUntil = (promise: Promise<unknown>) => {
    const tracked = promise.catch((error: unknown) => console.error(error)).finally(() => pending.delete(tracked));
    pending.add(tracked);
  };
  const app = createApp({
    siteDir: () => siteDir,
    functions: {
      router: await loadFunctions(path.resolve('functions')),
      env: { ...(env as Env), STORE: store ?? undefined },
      waitUntil,
    },
  });

  // Messages that could not be forwarded are retried here too (also `npm run forward:retry`).
  const retrySeconds = Number(env.FORWARD_RETRY_SECONDS ?? 60);
  let retrying = false;
  const retryTimer =
    store && retrySeconds > 0
      ? setInterval(() => {
          if (retrying) return;
          retrying = true;
          waitUntil(forwardDue(store, { limit: 50 }).finally(() => (retrying = false)));
        }, retrySeconds * 1000)
      : undefined;
  retryTimer?.unref();

  const server = await new Promise<ServerType>((resolve) => {
    const s = serve({ fetch: app.fetch, port, hostname: host }, () => resolve(s));
  });
  const address = server.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  let closing: Promise<void> | undefined;
  const close = () =>
    (closing ??= (async () => {
      clearInterval(retryTimer);
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await Promise.allSettled([...pending]);
      await db?.close();
    })());
  return { server, port: actualPort, store, close };
}

if (isMain(import.meta.url)) {
  const running = await startServer();
  console.log(`\n  Hormiguero de Poemas: http://localhost:${running.port}\n`);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => void running.close().then(() => process.exit(0)));
  }
}
