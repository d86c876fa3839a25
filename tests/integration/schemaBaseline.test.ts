// The baseline in supabase/migrations is the schema the old chain of migrations built, defined
// once: applied to an empty database (plain, and shaped like a Supabase project), both give
// the same pg_dump, object for object. The chain is read from git, at the last commit that
// had it. And the baseline, run over a database that holds only the magazine's content
// tables and their rows (as the live Supabase project does), loses none of them.
import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyMigrations, MIGRATIONS_DIR, SEED_FILE } from '@/lib/db/migrations';
import { openPostgres } from '@/lib/db/postgres';
import type { Sql } from '@/lib/db/sql';
import { createTestDatabase, LIKE_SUPABASE, type TestDatabase } from '../helpers/postgres';
import { schemaDifference, schemaOf, type SqlFile } from '../helpers/schemaDump';

const git = promisify(execFile);

/** The last commit whose supabase/migrations held the chain (2025…0000 to 2025…1200). */
const CHAIN_COMMIT = '05716df8885670c384a73c9d759d351243186794';
/** The baseline's files; migrations added later come after them and are not part of it. */
const BASELINE = [
  '20260101000000_content.sql',
  '20260101000100_content_dates.sql',
  '20260101000200_reader_actions.sql',
  '20260101000300_forwarding.sql',
  '20260101000400_personal_data.sql',
];
const CONTENT_TABLES = [
  'revista',
  'autor',
  'poemario',
  'creaciones',
  'creaciones_poemario',
  'poema',
  'revista_autor',
  'visuales',
  'manilargos',
  'collages',
  'caras2',
  'suscriptor',
];

/** One file of the chain, as it stood at CHAIN_COMMIT. */
const chainFile = (name: string): Promise<string> =>
  git('git', ['show', `${CHAIN_COMMIT}:supabase/migrations/${name}`], { maxBuffer: 16 * 1024 * 1024 }).then((r) => r.stdout);

async function chainFiles(): Promise<SqlFile[]> {
  const listing = await git('git', ['ls-tree', '--name-only', `${CHAIN_COMMIT}:supabase/migrations`]).catch((error: Error) => {
    throw new Error(`the old chain is read from git (commit ${CHAIN_COMMIT}); a shallow clone lacks it: git fetch --unshallow`, {
      cause: error,
    });
  });
  const names = listing.stdout.split('\n').filter((n) => n.endsWith('.sql'));
  return Promise.all(names.map(async (name) => ({ name, sql: await chainFile(name) })));
}

const baselineFiles = (): Promise<SqlFile[]> =>
  Promise.all(BASELINE.map(async (name) => ({ name, sql: await readFile(path.join(MIGRATIONS_DIR, name), 'utf8') })));

describe('the baseline against the chain it replaces', () => {
  let chain: SqlFile[];
  let baseline: SqlFile[];

  beforeAll(async () => {
    [chain, baseline] = await Promise.all([chainFiles(), baselineFiles()]);
  });

  it('reads thirteen chain files and the five baseline files', () => {
    expect(chain.map((f) => f.name)).toHaveLength(13);
    expect(baseline.every((f) => f.sql.length > 0)).toBe(true);
  });

  it.each([
    ['a plain PostgreSQL server', ''],
    ['a database shaped like a Supabase project', LIKE_SUPABASE],
  ])('on %s, both give the same schema, object for object', async (_, setup) => {
    const [fromChain, fromBaseline] = await Promise.all([schemaOf(chain, setup), schemaOf(baseline, setup)]);
    expect(fromChain.length).toBeGreaterThan(100);
    expect(schemaDifference(fromChain, fromBaseline)).toEqual({ onlyFirst: [], onlySecond: [] });
  });

  it('tells them apart when one definition changes (a backoff capped at 5 hours, not 6)', async () => {
    const changed = baseline.map((f) =>
      f.name === '20260101000300_forwarding.sql' ? { ...f, sql: f.sql.replace("interval '6 hours'", "interval '5 hours'") } : f,
    );
    expect(changed).not.toEqual(baseline);
    const [fromChain, fromChanged] = await Promise.all([schemaOf(chain), schemaOf(changed)]);
    const { onlyFirst, onlySecond } = schemaDifference(fromChain, fromChanged);
    expect(onlyFirst).toHaveLength(1);
    expect(onlySecond).toHaveLength(1);
    expect(onlySecond[0]).toMatch(/^-- Name: resolver_entregas\(.*Type: FUNCTION/);
    expect(onlySecond[0]).toContain("interval '5 hours'");
  });
});

describe('the baseline over the magazine as it is: only its content tables, full of rows', () => {
  let database: TestDatabase;
  let db: Sql;

  /** Each content table's rows (their original columns), in a stable order. */
  const contents = async () =>
    Object.fromEntries(
      await Promise.all(
        CONTENT_TABLES.map(async (t) => {
          const [row] = await db.query<{ rows: unknown[] }>(
            `select coalesce(jsonb_agg(to_jsonb(x) - 'actualizado' - 'aviso_version' order by to_jsonb(x)::text), '[]') as rows from public.${t} x`,
          );
          return [t, row!.rows] as const;
        }),
      ),
    );

  beforeAll(async () => {
    database = await createTestDatabase('hdp_live_shape');
    db = await openPostgres(database.url);
    // The tables as the live project has them: the chain's first file, which described them.
    await db.exec(await chainFile('20250101000000_content_schema.sql'));
    // The sample's rows (its last lines clear the content dates the triggers set: no such column yet).
    const seed = await readFile(SEED_FILE, 'utf8');
    await db.exec(seed.replace(/^update public\.\w+ set actualizado = null;$/gm, ''));
  });
  afterAll(async () => {
    await db?.close();
    await database?.drop();
  });

  it('keeps every row of every content table as it was, and adds what the site needs', async () => {
    const before = await contents();
    expect(before.poema!.length).toBeGreaterThan(40);
    expect(await applyMigrations(db)).toEqual(expect.arrayContaining(BASELINE.map((f) => f.replace(/\.sql$/, ''))));
    expect(await contents()).toEqual(before);
    const [{ n }] = (await db.query<{ n: number }>(
      `select count(*)::int as n from pg_proc where proname in ('hormiguear_poema', 'suscribir', 'podar_datos_personales')`,
    )) as [{ n: number }];
    expect(n).toBe(3);
  });

  it('leaves the existing rows without a content date (unknown), and dates a row changed after', async () => {
    const [{ empty }] = (await db.query<{ empty: number }>(
      'select count(*)::int as empty from public.poema where actualizado is null',
    )) as [{ empty: number }];
    expect(empty).toBeGreaterThan(40);
    await db.exec(`update public.poema set titulo = titulo || ' ' where id = (select min(id) from public.poema)`);
    const [{ dated }] = (await db.query<{ dated: number }>(
      'select count(*)::int as dated from public.poema where actualizado is not null',
    )) as [{ dated: number }];
    expect(dated).toBe(1);
  });
});
