import { existsSync } from 'node:fs';
import { mkdir, open, readFile, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Sql } from './sql.ts';

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
    // The one place that knows it is creating it: npm start, build, dev and the tests alike.
    const shown = path.relative(process.cwd(), dataDir);
    console.log(`Creating the sample database (embedded database at ${shown && !shown.startsWith('..') ? shown : dataDir})...`);
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
