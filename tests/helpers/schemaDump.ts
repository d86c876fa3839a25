// A database's schema as pg_dump prints it, cut into one piece per object so two schemas can
// be compared whatever order their objects were made in.
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { applyMigrations } from '../../src/lib/db/migrations.ts';
import { openPostgres } from '../../src/lib/db/postgres.ts';
import { createTestDatabase } from './postgres.ts';

const run = promisify(execFile);

export interface SqlFile {
  name: string;
  sql: string;
}

/**
 * The objects of a schema-only dump, sorted: each is pg_dump's block for one object (its
 * `-- Name: …; Type: …` header and its statements). Session settings and the per-run
 * `\restrict` token are left out; nothing else is.
 */
export function dumpObjects(dump: string): string[] {
  const kept = dump
    .split('\n')
    .filter((line) => !/^(SET |SELECT pg_catalog\.set_config|\\restrict |\\unrestrict )/.test(line))
    .join('\n');
  return kept
    .split(/^--\n(?=-- (?:Name|Data for Name): )/m)
    .slice(1)
    .map((block) => block.replace(/\n--\n*$/, '').trim())
    .sort();
}

/** The objects in one list and not the other (an empty array each: the same schema). */
export function schemaDifference(a: string[], b: string[]): { onlyFirst: string[]; onlySecond: string[] } {
  const inB = new Set(b);
  const inA = new Set(a);
  return { onlyFirst: a.filter((o) => !inB.has(o)), onlySecond: b.filter((o) => !inA.has(o)) };
}

/**
 * Applies `files` as migrations (in name order, as the project does) to a new empty database
 * on the local server, after `setup` (e.g. Supabase's roles), and returns its dumped objects.
 */
export async function schemaOf(files: readonly SqlFile[], setup = ''): Promise<string[]> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'hdp-schema-'));
  const database = await createTestDatabase('hdp_schema');
  try {
    await Promise.all(files.map((f) => writeFile(path.join(dir, f.name), f.sql)));
    const db = await openPostgres(database.url);
    try {
      if (setup) await db.exec(setup);
      await applyMigrations(db, dir);
    } finally {
      await db.close();
    }
    const { stdout } = await run('pg_dump', ['--schema-only', database.url], { maxBuffer: 64 * 1024 * 1024 });
    return dumpObjects(stdout);
  } finally {
    await database.drop();
    await rm(dir, { recursive: true, force: true });
  }
}
