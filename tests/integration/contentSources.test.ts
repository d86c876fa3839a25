import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSqlSource } from '@/lib/content/sqlSource';
import { createSupabaseSource } from '@/lib/content/supabaseSource';
import { selectSql, TABLES } from '@/lib/content/tables';
import type { Snapshot, TableName } from '@/lib/content/types';
import { applyMigrations, applySeed, MIGRATIONS_DIR } from '@/lib/db/migrations';
import { openEmbedded } from '@/lib/db/embedded';
import { openPostgres } from '@/lib/db/postgres';
import type { Sql } from '@/lib/db/sql';
import { createTestDatabase, type TestDatabase } from '../helpers/postgres';

let tmp: string;
let embedded: Sql;
let server: TestDatabase;
let postgres: Sql;
let fromEmbedded: Snapshot;
let fromPostgres: Snapshot;

beforeAll(async () => {
  tmp = await mkdtemp(path.join(os.tmpdir(), 'hdp-pglite-'));
  embedded = await openEmbedded(path.join(tmp, 'db'), { migrate: applyMigrations, seed: applySeed });
  server = await createTestDatabase();
  postgres = await openPostgres(server.url);
  await applyMigrations(postgres);
  await applySeed(postgres);
  fromEmbedded = await createSqlSource(embedded, async () => {}).snapshot();
  fromPostgres = await createSqlSource(postgres, async () => {}).snapshot();
});

afterAll(async () => {
  await embedded?.close();
  await postgres?.close();
  await server?.drop();
  await rm(tmp, { recursive: true, force: true });
});

describe('the sample magazine', () => {
  it('gives the same snapshot from PGlite and from the PostgreSQL server', () => {
    expect(fromEmbedded).toEqual(fromPostgres);
  });

  it('is rich enough to look like a real magazine', () => {
    const s = fromPostgres;
    expect(s.revista.length).toBeGreaterThanOrEqual(2);
    expect(s.autor.length).toBeGreaterThanOrEqual(10);
    expect(s.poema.length).toBeGreaterThanOrEqual(40);
    expect(s.visuales.length).toBeGreaterThan(0);
    expect(s.manilargos.length).toBeGreaterThan(1);
    expect(s.collages.length).toBeGreaterThan(1);
    expect(s.caras2.length).toBeGreaterThan(0);
  });

  it("exercises every rule for the poems' text: stanzas, emphasis, sections, images and interviews", () => {
    const poems = new Map(fromPostgres.poema.map((p) => [p.id, p]));
    for (const id of [165, 61, 50, 184]) expect(poems.has(id), `poem ${id}`).toBe(true);
    expect(fromPostgres.poema.some((p) => !p.texto?.trim())).toBe(true);
    expect(fromPostgres.poema.some((p) => /^-[^-\n]+-$/m.test(p.texto ?? ''))).toBe(true);
    expect(fromPostgres.poema.some((p) => /\$[^$\n]+\$/.test(p.texto ?? ''))).toBe(true);
    expect(fromPostgres.poemario.some((b) => b.portada?.trim().startsWith('<svg'))).toBe(true);
    expect(fromPostgres.creaciones.some((c) => c.imagen?.startsWith('portadas/'))).toBe(true);
  });

  it('applies the migrations again without harm (they are idempotent)', async () => {
    const files = (await readdir(MIGRATIONS_DIR)).filter((f) => f.endsWith('.sql'));
    for (const db of [embedded, postgres]) {
      await db.exec('delete from hormiguero.schema_migrations');
      await expect(applyMigrations(db)).resolves.toHaveLength(files.length);
      expect(await createSqlSource(db, async () => {}).snapshot()).toEqual(fromPostgres);
    }
  });
});

describe('row-level security', () => {
  /** Runs statements as the anonymous role on one session (PGlite's, or one server connection). */
  async function asAnon(kind: 'embedded' | 'postgres', statements: (query: (sql: string) => Promise<unknown>) => Promise<void>) {
    if (kind === 'embedded') {
      await embedded.exec('set role anon');
      try {
        await statements((sql) => embedded.query(sql));
      } finally {
        await embedded.exec('reset role');
      }
      return;
    }
    const client = new pg.Client({ connectionString: server.url });
    await client.connect();
    try {
      await client.query('set role anon');
      await statements((sql) => client.query(sql));
    } finally {
      await client.end();
    }
  }

  it.each(['embedded', 'postgres'] as const)('lets the anonymous role read content but not subscribers nor write (%s)', async (kind) => {
    await asAnon(kind, async (query) => {
      await expect(query('select count(*) from public.poema')).resolves.toBeDefined();
      await expect(query('select correo from public.suscriptor')).rejects.toThrow(/permission denied/);
      await expect(query('update public.poema set hormigueos = 0')).rejects.toThrow(/permission denied/);
      await expect(query("insert into public.suscriptor (correo) values ('x@example.com')")).rejects.toThrow(/permission denied/);
    });
    const after = await createSqlSource(kind === 'embedded' ? embedded : postgres, async () => {}).snapshot();
    expect(after.poema).toEqual(fromPostgres.poema);
  });
});

describe('the supabase adapter', () => {
  /**
   * A stand-in for Supabase's REST API: it answers the same query shape from the seeded
   * PostgreSQL database (with the exact count when asked, as PostgREST does in Content-Range),
   * so only the adapter's requests and paging are under test. `maxRows` plays a project's
   * "max rows" setting; `lose` drops that many rows from the answers after the first page.
   */
  function fakePostgrest(options: { maxRows?: number; lose?: number } = {}) {
    const requests: URL[] = [];
    const headers: Headers[] = [];
    const fetch: typeof globalThis.fetch = async (input, init) => {
      const url = new URL(input instanceof Request ? input.url : String(input));
      const sent = new Headers(init?.headers ?? (input instanceof Request ? input.headers : undefined));
      requests.push(url);
      headers.push(sent);
      const table = url.pathname.replace('/rest/v1/', '') as TableName;
      const offset = Number(url.searchParams.get('offset') ?? 0);
      const limit = Math.min(Number(url.searchParams.get('limit') ?? 1000), options.maxRows ?? Infinity);
      const all = await postgres.query(selectSql(table));
      const rows = all.slice(offset, offset + limit).slice(0, offset > 0 && options.lose ? Math.max(0, limit - options.lose) : undefined);
      const range = `${offset}-${offset + rows.length - 1}/${sent.get('prefer')?.includes('count=exact') ? all.length : '*'}`;
      return new Response(JSON.stringify(rows), { status: 200, headers: { 'content-type': 'application/json', 'content-range': range } });
    };
    return { requests, headers, fetch };
  }

  it('reads every table through PostgREST in pages and yields the same snapshot', async () => {
    const { requests, headers, fetch: fakeFetch } = fakePostgrest();
    const source = await createSupabaseSource({
      url: 'https://demo.supabase.co',
      publishableKey: 'anon-public-key',
      fetch: fakeFetch,
      pageSize: 7,
    });
    expect(await source.snapshot()).toEqual(fromPostgres);

    for (const [i, url] of requests.entries()) {
      const table = url.pathname.replace('/rest/v1/', '') as TableName;
      expect(url.origin).toBe('https://demo.supabase.co');
      expect(Object.keys(TABLES)).toContain(table);
      expect(url.searchParams.get('select')).toBe(Object.keys(TABLES[table].columns).join(','));
      expect(url.searchParams.get('order')).toBe(TABLES[table].orderBy.map((c) => `${c}.asc`).join(','));
      expect(headers[i]!.get('apikey')).toBe('anon-public-key');
    }
    // 45+ poems in pages of 7: several requests, each page starting where the last ended.
    const poemOffsets = requests.filter((u) => u.pathname.endsWith('/poema')).map((u) => Number(u.searchParams.get('offset')));
    expect(poemOffsets.length).toBe(Math.ceil(fromPostgres.poema.length / 7));
    expect(poemOffsets).toEqual(poemOffsets.map((_, i) => i * 7));
  });

  it('reads everything from a project whose "max rows" is below the page size', async () => {
    const { requests, fetch: fakeFetch } = fakePostgrest({ maxRows: 5 });
    const source = await createSupabaseSource({ url: 'https://demo.supabase.co', publishableKey: 'k', fetch: fakeFetch, pageSize: 7 });
    expect(await source.snapshot()).toEqual(fromPostgres);
    const poemOffsets = requests.filter((u) => u.pathname.endsWith('/poema')).map((u) => Number(u.searchParams.get('offset')));
    expect(poemOffsets).toEqual(poemOffsets.map((_, i) => i * 5));
  });

  it('fails the build when the rows read fall short of the count', async () => {
    const { fetch: fakeFetch } = fakePostgrest({ maxRows: 5, lose: 5 });
    const source = await createSupabaseSource({ url: 'https://demo.supabase.co', publishableKey: 'k', fetch: fakeFetch, pageSize: 7 });
    await expect(source.snapshot()).rejects.toThrow(/read 5 rows but the table has \d+/);
  });

  it('reports a PostgREST error instead of building from partial data', async () => {
    const failing: typeof fetch = async () =>
      new Response(JSON.stringify({ message: 'permission denied for table poema', code: '42501' }), { status: 401 });
    const source = await createSupabaseSource({ url: 'https://demo.supabase.co', publishableKey: 'k', fetch: failing });
    await expect(source.snapshot()).rejects.toThrow(/permission denied/);
  });
});
