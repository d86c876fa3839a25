import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Sql } from './sql.ts';

export const MIGRATIONS_DIR = path.resolve('supabase/migrations');
export const SEED_FILE = path.resolve('supabase/seed.sql');

/**
 * Applies the migration files not yet recorded in `hormiguero.schema_migrations`, in file
 * name order, each in its own transaction. The files are idempotent as well, so applying
 * them to a database set up by other means (the Supabase CLI, the SQL editor) is safe.
 * Returns the versions applied now.
 */
export async function applyMigrations(db: Sql, dir = MIGRATIONS_DIR): Promise<string[]> {
  await db.exec(`
    create schema if not exists hormiguero;
    create table if not exists hormiguero.schema_migrations (
      version text primary key,
      applied_at timestamptz not null default now()
    );
  `);
  const done = new Set((await db.query<{ version: string }>('select version from hormiguero.schema_migrations')).map((r) => r.version));
  const files = (await readdir(dir)).filter((f) => f.endsWith('.sql')).sort();
  const applied: string[] = [];
  for (const file of files) {
    const version = file.replace(/\.sql$/, '');
    if (done.has(version)) continue;
    const sql = await readFile(path.join(dir, file), 'utf8');
    await db
      .exec(`begin;\n${sql}\n;insert into hormiguero.schema_migrations (version) values ('${version.replaceAll("'", "''")}');\ncommit;`)
      .catch(async (error: unknown) => {
        await db.exec('rollback').catch(() => {});
        throw new Error(`Migration ${file} failed: ${(error as Error).message}`, { cause: error });
      });
    applied.push(version);
  }
  return applied;
}

/** Loads the sample content. Only for an empty database: the seed uses fixed ids. */
export async function applySeed(db: Sql, file = SEED_FILE): Promise<void> {
  await db.exec(await readFile(file, 'utf8'));
}
