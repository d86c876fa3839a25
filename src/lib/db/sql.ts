import { existsSync } from 'node:fs';
import { mkdir, open, readFile, rename, rm } from 'node:fs/promises';
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
  const pool = new pg.Pool({ connectionString, max: options.max ?? 10 });
  // An idle connection the server drops (restart, failover) must not crash the process:
  // the pool replaces it on the next query.
  pool.on('error', (error) => console.warn(`PostgreSQL connection lost: ${error.message}`));
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

function processIsAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * PGlite is a database in one process: two processes opening the same folder would corrupt
 * it. A lock file next to the folder names the process that has it open.
 */
async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  const lockFile = `${dataDir}.lock`;
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const handle = await open(lockFile, 'wx');
      await handle.writeFile(String(process.pid));
      await handle.close();
      return () => rm(lockFile, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number(await readFile(lockFile, 'utf8').catch(() => ''));
      if (holder && holder !== process.pid && processIsAlive(holder)) {
        throw new Error(
          `The embedded database ${dataDir} is in use by process ${holder} (a running \`npm start\`?). ` +
            'Stop it first, or point DATABASE_URL at a PostgreSQL server.',
        );
      }
      await rm(lockFile, { force: true }); // left behind by a process that is gone
    }
  }
  throw new Error(`Could not lock the embedded database ${dataDir}.`);
}

export async function openPglite(dataDir: string): Promise<Sql> {
  const unlock = await lockDataDir(dataDir);
  const { PGlite } = await import('@electric-sql/pglite');
  let db;
  try {
    db = await PGlite.create(dataDir);
  } catch (error) {
    await unlock();
    throw error;
  }
  return {
    kind: 'embedded',
    async query<T>(text: string, params?: unknown[]) {
      const result = await db.query(text, params);
      return result.rows as T[];
    },
    async exec(text: string) {
      await db.exec(text);
    },
    close: async () => {
      await db.close();
      await unlock();
    },
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
