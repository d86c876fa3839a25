// A fresh copy of the sample magazine and a build from it, apart from everything else:
// the end-to-end server and the page and offline benchmarks start from one.
import { rm } from 'node:fs/promises';
import path from 'node:path';
import type { BuildReport } from '../../src/lib/build/buildReport.ts';
import { applyMigrations, applySeed } from '../../src/lib/db/migrations.ts';
import { openPostgres } from '../../src/lib/db/postgres.ts';
import { buildSite } from '../site/buildSite.ts';
import { recreateDatabase } from './postgresDatabases.ts';

/**
 * The sample database made afresh and the site built from it, all under `root` (pglite/,
 * dist/, astro-cache/), pointed at by this process's environment from then on, so they never
 * share files with `npm start` or each other. With `databaseUrl`, the sample goes into that
 * PostgreSQL database, dropped and created again (tests can query it); otherwise into an
 * embedded database under `root`.
 */
export async function buildFreshSample(root: string, options: { databaseUrl?: string } = {}): Promise<BuildReport & { outDir: string }> {
  process.env.EMBEDDED_DB_DIR = path.join(root, 'pglite');
  process.env.ASTRO_OUT_DIR = path.join(root, 'dist');
  process.env.ASTRO_CACHE_DIR = path.join(root, 'astro-cache');
  delete process.env.DATABASE_URL;
  delete process.env.SUPABASE_URL;
  delete process.env.SUPABASE_PUBLISHABLE_KEY;
  delete process.env.SUPABASE_ANON_KEY;
  await rm(root, { recursive: true, force: true });
  if (options.databaseUrl) {
    await recreateDatabase(options.databaseUrl);
    process.env.DATABASE_URL = options.databaseUrl;
    const db = await openPostgres(options.databaseUrl);
    try {
      await applyMigrations(db);
      await applySeed(db);
    } finally {
      await db.close();
    }
  }
  const report = await buildSite();
  return { rendered: report.rendered, restored: report.restored, content: report.content, outDir: process.env.ASTRO_OUT_DIR };
}
