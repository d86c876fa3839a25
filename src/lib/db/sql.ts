import { existsSync } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';

/** The little of a Postgres client the site needs, over PGlite or node-postgres alike. */
export interface Sql {
  readonly kind: 'embedded' | 'postgres';
  query<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<T[]>;
  /** Runs a script of several statements (no parameters). */
  exec(text: string): Promise<void>;
  close(): Promise<void>;
}

export async function openPostgres(connectionString: string, options: { max?: number } = {}): Promise<Sql> {
  const { default: pg } = await import('pg');
  const pool = new pg.Pool({ connectionString, max: options.max ?? 4 });
  // Fail now, with the driver's reason, rather than at the first query.
  const client = await pool.connect();
  client.release();
  return {
    kind: 'postgres',
    async query<T>(text: string, params?: unknown[]) {
      const result = await pool.query(text, params as unknown[] | undefined);
      return result.rows as T[];
    },
    async exec(text: string) {
      await pool.query(text);
    },
    close: () => pool.end(),
  };
}

export async function openPglite(dataDir: string): Promise<Sql> {
  const { PGlite } = await import('@electric-sql/pglite');
  const db = await PGlite.create(dataDir);
  return {
    kind: 'embedded',
    async query<T>(text: string, params?: unknown[]) {
      const result = await db.query(text, params);
      return result.rows as T[];
    },
    async exec(text: string) {
      await db.exec(text);
    },
    close: () => db.close(),
  };
}

/**
 * Opens the embedded database at `dataDir`, creating it from the migrations and the seed
 * when it does not exist yet. A new database is built in a sibling folder and renamed into
 * place, so an interrupted first run never leaves a half-seeded database behind.
 */
export async function openEmbedded(
  dataDir: string,
  setup: { migrate(db: Sql): Promise<unknown>; seed(db: Sql): Promise<unknown> },
): Promise<Sql> {
  if (!existsSync(dataDir)) {
    const staging = `${dataDir}.creating-${process.pid}`;
    await rm(staging, { recursive: true, force: true });
    await mkdir(path.dirname(dataDir), { recursive: true });
    const fresh = await openPglite(staging);
    try {
      await setup.migrate(fresh);
      await setup.seed(fresh);
    } finally {
      await fresh.close();
    }
    await rename(staging, dataDir);
  }
  const db = await openPglite(dataDir);
  await setup.migrate(db);
  return db;
}
