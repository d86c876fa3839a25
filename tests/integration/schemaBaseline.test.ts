// The baseline in supabase/migrations is the schema the old chain of migrations built, defined
// once: applied to an empty database (plain, and shaped like a Supabase project), both give
// the same pg_dump, object for object, but for the functions the files' rewrite for reading
// (d240dd7 → i40) changed on purpose: one address normalisation (correo_normalizado) and one
// body (hormiguear) behind the two hormiguear entry points, pinned below by name. The chain is
// read from git, at the last commit that had it; so are the files as they stood before that
// rewrite, and every migration file of today gives the same schema as they did, but for the
// same functions. And the baseline, run over a database that holds only the magazine's content
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
import { compareSchemas, type SchemaComparison, schemaOf, type SqlFile } from '../helpers/schemaDump';

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

/** The last commit before the migration files were written out for reading (issue 40). */
const BEFORE_REWRITE_COMMIT = 'd240dd783fb48a0e6e759831989b0f750375cd09';

const fn = (signature: string) => `-- Name: ${signature}; Type: FUNCTION; Schema: public; Owner: postgres`;
const acl = (signature: string) => `-- Name: FUNCTION ${signature}; Type: ACL; Schema: public; Owner: postgres`;

/**
 * What the rewrite changed, and nothing else may differ: the twin helpers gave way to one body
 * (hormiguear, no more callable than they were: only its owner), correo_normalizado appeared
 * (the same), and these functions now call them; their signatures, attributes and settings are
 * as they were. What they do is the reader actions' and ARCO tests' to say.
 */
const REWRITE = (pagina: boolean): SchemaComparison => {
  const p = pagina ? ', p_pagina text' : '';
  const t = pagina ? ', text' : '';
  return {
    removed: [
      acl(`registrar_hormigueo_poema(p_poema bigint, p_nombre text, p_mensaje text, p_clave text${p})`),
      acl(`registrar_hormigueo_visual(p_visual bigint, p_nombre text, p_mensaje text, p_clave text${p})`),
      fn(`registrar_hormigueo_poema(bigint, text, text, text${t})`),
      fn(`registrar_hormigueo_visual(bigint, text, text, text${t})`),
    ].sort(),
    added: [
      acl('correo_normalizado(p_correo text)'),
      acl(
        `hormiguear(p_tipo text, p_obra bigint, p_nombre text, p_mensaje text, p_visitante text, p_maximo integer, p_ventana integer, p_clave text${p})`,
      ),
      fn('correo_normalizado(text)'),
      fn(`hormiguear(text, bigint, text, text, text, integer, integer, text${t})`),
    ].sort(),
    bodiesChanged: [
      fn('borrar_datos_de_persona(text)'),
      fn('darse_de_baja(text, text, integer, integer)'),
      fn('datos_de_persona(text)'),
      fn(`hormiguear_poema(bigint, text, text, text, integer, integer, text${t})`),
      fn(`hormiguear_visual(bigint, text, text, text, integer, integer, text${t})`),
      fn('registrar_suscriptor(text, text)'),
      fn('suscribir(text, text, integer, integer, text, text)'),
    ].sort(),
    otherwiseChanged: [],
  };
};

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
  ])("on %s, both give the same schema, object for object, but for the rewrite's functions", async (_, setup) => {
    const [fromChain, fromBaseline] = await Promise.all([schemaOf(chain, setup), schemaOf(baseline, setup)]);
    expect(fromChain.length).toBeGreaterThan(100);
    expect(compareSchemas(fromChain, fromBaseline)).toEqual(REWRITE(false));
  });

  it('tells them apart when one definition changes: a body (a backoff capped at 5 hours, not 6) or a policy', async () => {
    const changed = (file: string, from: string, to: string) =>
      baseline.map((f) => (f.name === file ? { ...f, sql: f.sql.replace(from, to) } : f));
    const backoff = changed('20260101000300_forwarding.sql', "interval '6 hours'", "interval '5 hours'");
    const policy = changed(
      '20260101000000_content.sql',
      'create policy revista_public_read on public.revista for select to anon, authenticated using (true);',
      'create policy revista_public_read on public.revista for select to anon using (true);',
    );
    expect(backoff).not.toEqual(baseline);
    expect(policy).not.toEqual(baseline);
    const [fromBaseline, fromBackoff, fromPolicy] = await Promise.all([schemaOf(baseline), schemaOf(backoff), schemaOf(policy)]);
    const none = { removed: [], added: [], bodiesChanged: [], otherwiseChanged: [] };
    expect(compareSchemas(fromBaseline, fromBackoff)).toEqual({
      ...none,
      bodiesChanged: [fn('resolver_entregas(bigint[], boolean[], text[])')],
    });
    expect(fromBackoff.find((o) => o.startsWith(fn('resolver_entregas(bigint[], boolean[], text[])')))).toContain("interval '5 hours'");
    expect(compareSchemas(fromBaseline, fromPolicy)).toEqual({
      ...none,
      otherwiseChanged: ['-- Name: revista revista_public_read; Type: POLICY; Schema: public; Owner: postgres'],
    });
  });
});

describe('the migration files against themselves before the rewrite for reading (d240dd7)', () => {
  it.each([
    ['a plain PostgreSQL server', ''],
    ['a database shaped like a Supabase project', LIKE_SUPABASE],
  ])("on %s, both give the same schema, object for object, but for the rewrite's functions", async (_, setup) => {
    // The files of that commit (a migration added since is not part of the comparison).
    const listing = await git('git', ['ls-tree', '--name-only', `${BEFORE_REWRITE_COMMIT}:supabase/migrations`]);
    const names = listing.stdout.split('\n').filter((n) => n.endsWith('.sql'));
    expect(names).toHaveLength(7);
    const [before, now] = await Promise.all([
      Promise.all(
        names.map(async (name) => ({
          name,
          sql: (await git('git', ['show', `${BEFORE_REWRITE_COMMIT}:supabase/migrations/${name}`], { maxBuffer: 16 * 1024 * 1024 })).stdout,
        })),
      ),
      Promise.all(names.map(async (name) => ({ name, sql: await readFile(path.join(MIGRATIONS_DIR, name), 'utf8') }))),
    ]);
    const [fromBefore, fromNow] = await Promise.all([schemaOf(before, setup), schemaOf(now, setup)]);
    expect(fromBefore.length).toBeGreaterThan(100);
    expect(compareSchemas(fromBefore, fromNow)).toEqual(REWRITE(true));
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
