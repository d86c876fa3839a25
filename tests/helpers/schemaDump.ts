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

/** An object's header line (`-- Name: …; Type: …; Schema: …; Owner: …`): what it is, not how. */
const headerOf = (object: string): string => object.split('\n', 1)[0]!;

/** A function's dumped definition with its body left out: name, arguments, result, language, attributes, settings. */
const withoutBody = (object: string): string => object.replace(/ AS (\$\w*\$)[\s\S]*?\1;/, ' AS <body>;');

export interface SchemaComparison {
  /** Objects only the first schema has, by header. */
  removed: string[];
  /** Objects only the second schema has, by header. */
  added: string[];
  /** Functions both have whose bodies differ, all else (signature, attributes, settings) the same. */
  bodiesChanged: string[];
  /** Objects both have that differ in anything else. */
  otherwiseChanged: string[];
}

/** Where two dumped schemas part, object by object (each list sorted; all empty: the same schema). */
export function compareSchemas(a: readonly string[], b: readonly string[]): SchemaComparison {
  const first = new Map(a.map((o) => [headerOf(o), o]));
  const second = new Map(b.map((o) => [headerOf(o), o]));
  const result: SchemaComparison = { removed: [], added: [], bodiesChanged: [], otherwiseChanged: [] };
  for (const [header, object] of first) {
    const other = second.get(header);
    if (other === undefined) result.removed.push(header);
    else if (other !== object) {
      const bodyOnly = /; Type: FUNCTION;/.test(header) && withoutBody(object) === withoutBody(other);
      (bodyOnly ? result.bodiesChanged : result.otherwiseChanged).push(header);
    }
  }
  for (const header of second.keys()) if (!first.has(header)) result.added.push(header);
  for (const list of Object.values(result)) list.sort();
  return result;
}
