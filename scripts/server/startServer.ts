// The local server: the built site and the functions, with publishing (rebuild and swap).
import path from 'node:path';
import { serve, type ServerType } from '@hono/node-server';
import type { Env } from '../../functions/_lib/context.ts';
import { Forwarder } from '../../functions/_lib/forward.ts';
import { forwardPolicyFromEnv } from '../../functions/_lib/forwardPolicy.ts';
import { createSqlStore } from '../../functions/_lib/store/sqlStore.ts';
import type { Store } from '../../functions/_lib/store/types.ts';
import { readdir, readFile } from 'node:fs/promises';
import { describeDataSource, readDataSourceConfig } from '../../src/lib/config/dataSource.ts';
import { MagazineLoadError } from '../../src/lib/content/loadSnapshot.ts';
import { createSqlSource } from '../../src/lib/content/sqlSource.ts';
import type { ContentReport } from '../../src/lib/report/types.ts';
import { isIndexNowKey } from '../../src/lib/seo/indexNow.ts';
import { paths } from '../../src/lib/site/paths.ts';
import { openDatabase } from '../../src/lib/db/openDatabase.ts';
import type { Sql } from '../../src/lib/db/sql.ts';
import { buildSite, cacheDirOf } from '../site/buildSite.ts';
import { createApp } from './app.ts';
import { loadFunctions } from './functionsRouter.ts';
import { notifyIndexNow } from './indexNow.ts';
import { PublishSchedule } from './publishSchedule.ts';
import { Rebuilder } from './rebuilder.ts';
import { compactSearchIndex } from '../../src/lib/search/indexUpdate.ts';
import { siteAssets } from './siteAssets.ts';

export interface ServerOptions {
  port?: number;
  host?: string;
  siteDir?: string;
  env?: NodeJS.ProcessEnv;
  /** Where rebuilt sites go (default .site/); each successful rebuild is swapped in. */
  releasesDir?: string;
  /** Build the site before listening (`npm start`). */
  initialBuild?: boolean;
  /** Show that first build's output as it runs (default: yes). */
  showBuild?: boolean;
  /** The clock builds and the publishing calendar go by (tests move it; default: the real one). */
  now?: () => Date;
  /** How often the calendar looks for a scheduled edition that fell due (default every minute). */
  scheduleCheckMs?: number;
}

export interface RunningServer {
  server: ServerType;
  port: number;
  store: Store | null;
  rebuilder: Rebuilder;
  /** When the server will publish by itself for a scheduled edition. */
  schedule: PublishSchedule;
  /** Stops accepting requests, waits for background work (forwarding), closes the database. */
  close(): Promise<void>;
}

/** The database the functions write to, per the same configuration as the build. */
async function openStore(env: NodeJS.ProcessEnv): Promise<{ store: Store | null; db: Sql | null }> {
  const config = readDataSourceConfig(env);
  // With Supabase the functions build their own client from SUPABASE_* (as on Cloudflare).
  if (config.kind === 'supabase') return { store: null, db: null };
  try {
    const db = await openDatabase(config);
    return { store: createSqlStore(db), db };
  } catch (error) {
    throw new MagazineLoadError(describeDataSource(config), error);
  }
}

/** The newest release a previous run of the server left (what readers were last served), or null. */
async function latestRelease(releasesDir: string): Promise<string | null> {
  const names = (await readdir(releasesDir).catch(() => [] as string[])).filter((n) => n.startsWith('site-') && !n.endsWith('.copying'));
  const newest = names.sort().at(-1);
  return newest ? path.join(releasesDir, newest) : null;
}

/** The content report of a built folder (null when it has none). */
async function readContentReport(siteDir: string): Promise<ContentReport | null> {
  try {
    return JSON.parse(await readFile(path.join(siteDir, paths.contentReport().slice(1)), 'utf8')) as ContentReport;
  } catch {
    return null;
  }
}

export async function startServer(options: ServerOptions = {}): Promise<RunningServer> {
  const env = options.env ?? process.env;
  const port = options.port ?? Number(env.PORT || 4321);
  const host = options.host ?? env.HOST ?? '0.0.0.0';
  const clock = options.now ?? (() => new Date());
  let siteDir = path.resolve(options.siteDir ?? env.SITE_DIR ?? 'dist');
  const releasesDir = path.resolve(options.releasesDir ?? env.RELEASES_DIR ?? '.site');
  const { store, db } = await openStore(env);
  // This server's forwarder (several servers may share a process, each with its own database).
  const forwarder = new Forwarder();
  const pending = new Set<Promise<unknown>>();
  const waitUntil = (promise: Promise<unknown>) => {
    const tracked = promise.catch((error: unknown) => console.error(error)).finally(() => pending.delete(tracked));
    pending.add(tracked);
  };
  const indexNowKey = env.INDEXNOW_KEY?.trim();
  if (indexNowKey && !isIndexNowKey(indexNowKey)) throw new Error('INDEXNOW_KEY must be 8 to 128 letters, digits or dashes.');
  // What readers were served before the next publish: that run's last release when the server builds first.
  let live: string | null = options.initialBuild ? await latestRelease(releasesDir) : siteDir;
  let echoBuild = (options.initialBuild ?? false) && (options.showBuild ?? true);
  const rebuilder = new Rebuilder({
    releasesDir,
    // The swap: the next request is served from the new folder, in-flight ones finish on the old.
    publish: (dir) => {
      const previous = live;
      siteDir = dir;
      live = dir;
      // Then search engines are told what changed (with INDEXNOW_KEY set).
      if (indexNowKey && previous && previous !== dir) {
        waitUntil(
          notifyIndexNow(previous, dir, {
            key: indexNowKey,
            siteUrl: env.SITE_URL || 'http://localhost:4321',
            endpoint: env.INDEXNOW_ENDPOINT,
          }),
        );
      }
    },
    async build(outDir, dataRead) {
      const buildEnv: NodeJS.ProcessEnv = { ...env, ASTRO_OUT_DIR: outDir };
      // This process holds the database (PGlite is single-process): hand the build a snapshot of it.
      const snapshot = db
        ? await createSqlSource(db, async () => {})
            .snapshot()
            .catch((error: unknown) => Promise.reject(new MagazineLoadError(describeDataSource(readDataSourceConfig(env)), error)))
        : undefined;
      dataRead();
      const report = await buildSite(buildEnv, { echo: echoBuild, snapshot, now: clock() });
      schedule.plan(report.content.nextPublication);
      return report;
    },
    // After a publish that indexed only the changed pages, one index again (exact ranking).
    compact: async (outDir, signal) => Boolean(await compactSearchIndex({ outDir, cacheDir: cacheDirOf(env) }, signal)),
  });
  // A scheduled edition falls due: publish, as an editor would.
  const schedule = new PublishSchedule({ trigger: () => rebuilder.trigger(), now: clock, checkMs: options.scheduleCheckMs, log: console });
  const app = createApp({
    siteDir: () => siteDir,
    rebuild: { rebuilder, token: env.REBUILD_TOKEN, schedule },
    indexNowKey,
    trustProxy: env.TRUST_PROXY,
    functions: {
      router: await loadFunctions(path.resolve('functions')),
      env: { ...(env as Env), STORE: store ?? undefined, FORWARDER: forwarder, ASSETS: siteAssets(() => siteDir) },
      waitUntil,
    },
  });

  if (options.initialBuild) {
    rebuilder.trigger();
    await rebuilder.idle();
    echoBuild = false;
    const first = rebuilder.status().last;
    if (!first?.ok) {
      await db?.close();
      throw new Error(first?.error ?? 'the build failed');
    }
  }

  // Serving a folder built earlier: its report says when its next scheduled edition falls due.
  if (!options.initialBuild) schedule.plan((await readContentReport(siteDir))?.nextPublication);
  schedule.start();

  // Messages that could not be forwarded are retried here too (also `npm run forward:retry`).
  const retrySeconds = Number(env.FORWARD_RETRY_SECONDS ?? 60);
  const retryTimer =
    store && retrySeconds > 0
      ? setInterval(() => waitUntil(forwarder.kick(store, forwardPolicyFromEnv(env))), retrySeconds * 1000)
      : undefined;
  retryTimer?.unref();
  // Readers' data past its time goes every hour (on Supabase, pg_cron does it daily; the
  // forwarder also does it now and then): see docs/personal-data.md.
  const pruneTimer = db ? setInterval(() => waitUntil(db.query('select public.podar_datos_personales()')), 60 * 60 * 1000) : undefined;
  pruneTimer?.unref();

  const server = await new Promise<ServerType>((resolve) => {
    const s = serve({ fetch: app.fetch, port, hostname: host }, () => resolve(s));
  });
  const address = server.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  let closing: Promise<void> | undefined;
  const close = () =>
    (closing ??= (async () => {
      clearInterval(retryTimer);
      clearInterval(pruneTimer);
      schedule.stop();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await rebuilder.idle();
      await Promise.allSettled([...pending]);
      await forwarder.idle();
      await db?.close();
    })());
  return { server, port: actualPort, store, rebuilder, schedule, close };
}
