// The migrations on a database shaped like the magazine's live Supabase project
// (tests/helpers/liveShapedDatabase.ts: built from the dashboard, owned by a role that is not a
// superuser, with its own functions, policies, stray table and bad rows), the way `npm run
// db:migrate` will first run there. What the editors need to know before they run it: it
// applies, and again; it changes no row; afterwards the public key reads the content columns
// and nothing else; the old site, which writes with the service_role key until the switch, keeps
// working; and the new site builds from that database and takes readers' actions on it. The
// public key's share is checked on a new database too (PGlite and PostgreSQL, shaped like a
// Supabase project), where the same migrations must leave the same.
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSqlSource } from '@/lib/content/sqlSource';
import { normaliseRows, selectSql, TABLE_NAMES, TABLES, type TableName } from '@/lib/content/tables';
import { applyMigrations, MIGRATIONS_DIR } from '@/lib/db/migrations';
import { openPglite } from '@/lib/db/embedded';
import { connectPostgres, openPostgres } from '@/lib/db/postgres';
import type { Sql } from '@/lib/db/sql';
import { formatDate } from '@/lib/text/formatDate';
import { startServer, type RunningServer } from '../../scripts/server/startServer';
import { createLiveShapedDatabase, DASHBOARD_OWNER, LIVE_OOPS, type LiveShapedDatabase } from '../helpers/liveShapedDatabase';
import { createTestDatabase, LIKE_SUPABASE } from '../helpers/postgres';

const PUBLIC_ROLES = ['anon', 'authenticated'] as const;

/**
 * What the server's role may execute: the entry points (as tests/integration/databaseSecurity.test.ts
 * lists them), and the dashboard's own function, which the migrations leave to it as the
 * editors made it (the service_role key may write every table anyway).
 */
const SERVER_FUNCTIONS = [
  'public.borrar_datos_de_persona(text)',
  'public.contenido_visible(jsonb)',
  'public.darse_de_baja(text, text, integer, integer)',
  'public.datos_de_persona(text)',
  'public.devolver_entregas(bigint[])',
  'public.hormiguear_poema(bigint, text, text, text, integer, integer, text, text)',
  'public.hormiguear_visual(bigint, text, text, text, integer, integer, text, text)',
  'public.podar_claves_envio(interval)',
  'public.podar_datos_personales(interval, interval, interval)',
  'public.reclamar_entregas(integer, bigint, interval, integer, interval)',
  'public.reintentar_entregas(text, text)',
  'public.resolver_entregas(bigint[], text[], text[], jsonb)',
  'public.sumar_hormigueo(bigint)',
  'public.suscribir(text, text, integer, integer, text, text)',
];

/** A function's name as the lists above write it, whatever the session's search_path. */
const SIGNATURE = `format('%s.%s(%s)', n.nspname, p.proname, oidvectortypes(p.proargtypes))`;

let live: LiveShapedDatabase;
/** The owner's connection: what `npm run db:migrate` uses on Supabase. */
let owner: Sql;
/** Every row of every table before the migrations, by table. */
let rowsBefore: Map<string, Record<string, unknown>[]>;

const byJson = (a: unknown, b: unknown) => JSON.stringify(a).localeCompare(JSON.stringify(b));

/** Every row of each table in public, as JSON, in a stable order. */
async function everyRow(db: Sql): Promise<Map<string, Record<string, unknown>[]>> {
  const tables = await db.query<{ name: string }>(
    "select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace where n.nspname = 'public' and c.relkind in ('r', 'p') order by 1",
  );
  const rows = new Map<string, Record<string, unknown>[]>();
  for (const { name } of tables) {
    const found = await db.query<{ fila: Record<string, unknown> }>(`select to_jsonb(t) as fila from public."${name}" t`);
    rows.set(name, found.map((r) => r.fila).sort(byJson));
  }
  return rows;
}

/** One session of the superuser acting as `role`, as PostgREST does for a request with that role's key. */
async function sessionAs(role: string): Promise<Sql> {
  const session = await connectPostgres(live.adminUrl);
  await session.exec(`set role ${role}`);
  return session;
}

/** Runs `work` in a session as `role`, and ends the session. */
async function actingAs<T>(role: string, work: (db: Sql) => Promise<T>): Promise<T> {
  const session = await sessionAs(role);
  try {
    return await work(session);
  } finally {
    await session.close();
  }
}

/** The functions of public that anon, authenticated or PUBLIC may execute: none, when the migrations hold. */
async function functionsOpenToPublicRoles(db: Sql): Promise<string[]> {
  const rows = await db.query<{ name: string }>(`
    select ${SIGNATURE} || ' by ' || r.name as name
      from pg_proc p
      join pg_namespace n on n.oid = p.pronamespace
      cross join (values ('anon'), ('authenticated'), ('PUBLIC')) as r(name)
     where n.nspname = 'public'
       and case when r.name = 'PUBLIC'
                then exists (select 1 from aclexplode(coalesce(p.proacl, acldefault('f', p.proowner))) a
                              where a.grantee = 0 and a.privilege_type = 'EXECUTE')
                else has_function_privilege(r.name, p.oid, 'execute') end`);
  return rows.map((r) => r.name);
}

/** Every column of every table and view in public, and whether each public role may select it. */
async function columnReads(db: Sql): Promise<{ column: string; anon: boolean; authenticated: boolean }[]> {
  return db.query(`
    select c.relname || '.' || a.attname as column,
           has_column_privilege('anon', c.oid, a.attnum, 'SELECT') as anon,
           has_column_privilege('authenticated', c.oid, a.attnum, 'SELECT') as authenticated
      from pg_class c
      join pg_namespace n on n.oid = c.relnamespace
      join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
     where n.nspname = 'public' and c.relkind in ('r', 'p', 'v', 'm', 'f')
     order by 1`);
}

/** The reads the site makes with the public key: a content column of TABLES, and nothing else. */
const readByTheSite = (column: string) => {
  const [table, name] = column.split('.') as [string, string];
  const open = table in TABLES && name in TABLES[table as TableName].columns;
  return { column, anon: open, authenticated: open };
};

/** What the public roles may write in public (tables, columns, sequences, the schema itself): nothing, when the migrations hold. */
async function writesOpenToPublicRoles(db: Sql): Promise<string[]> {
  const rows = await db.query<{ name: string }>(`
    select c.relname || ' by ' || r as name
      from pg_class c join pg_namespace n on n.oid = c.relnamespace, unnest(array['anon', 'authenticated']) r
     where n.nspname = 'public' and c.relkind in ('r', 'p', 'v', 'm', 'f')
       and (has_table_privilege(r, c.oid, 'INSERT, UPDATE, DELETE, TRUNCATE, REFERENCES, TRIGGER')
            or has_any_column_privilege(r, c.oid, 'INSERT, UPDATE, REFERENCES'))
    union all
    select c.relname || ' by ' || r
      from pg_class c join pg_namespace n on n.oid = c.relnamespace, unnest(array['anon', 'authenticated']) r
     where n.nspname = 'public' and c.relkind = 'S' and has_sequence_privilege(r, c.oid, 'USAGE, SELECT, UPDATE')
    union all
    select 'schema public by ' || r from unnest(array['anon', 'authenticated']) r where has_schema_privilege(r, 'public', 'CREATE')`);
  return rows.map((r) => r.name);
}

/**
 * What a function and a table (with its sequence) the connected role creates now give the
 * public roles, and the server's role; the objects are dropped again.
 */
async function grantsOfObjectsMadeLater(db: Sql): Promise<Record<string, boolean>> {
  await db.exec(`
    create function public.creada_despues() returns integer language sql set search_path = public, pg_temp as 'select 1';
    create table public.creada_despues (id bigint generated by default as identity primary key, nota text);`);
  try {
    const [grants] = await db.query<Record<string, boolean>>(`
      select has_function_privilege('anon', 'public.creada_despues()', 'execute') as anon_ejecuta,
             has_function_privilege('authenticated', 'public.creada_despues()', 'execute') as authenticated_ejecuta,
             exists (select 1 from pg_proc p, aclexplode(coalesce(p.proacl, acldefault('f', p.proowner))) a
                      where p.oid = 'public.creada_despues()'::regprocedure and a.grantee = 0) as public_ejecuta,
             has_any_column_privilege('anon', 'public.creada_despues', 'SELECT, INSERT, UPDATE, REFERENCES') as anon_columnas,
             has_table_privilege('anon', 'public.creada_despues', 'SELECT, INSERT, UPDATE, DELETE, TRUNCATE, REFERENCES, TRIGGER') as anon_tabla,
             has_table_privilege('authenticated', 'public.creada_despues', 'SELECT, INSERT, UPDATE, DELETE, TRUNCATE, REFERENCES, TRIGGER') as authenticated_tabla,
             has_sequence_privilege('anon', pg_get_serial_sequence('public.creada_despues', 'id'), 'USAGE, SELECT, UPDATE') as anon_secuencia,
             has_table_privilege('service_role', 'public.creada_despues', 'SELECT, INSERT') as service_role_tabla`);
    return grants!;
  } finally {
    await db.exec('drop function public.creada_despues(); drop table public.creada_despues;');
  }
}

/** Closed to the public roles; the server's role keeps what Supabase's defaults give it. */
const CLOSED_LATER = {
  anon_ejecuta: false,
  authenticated_ejecuta: false,
  public_ejecuta: false,
  anon_columnas: false,
  anon_tabla: false,
  authenticated_tabla: false,
  anon_secuencia: false,
  service_role_tabla: true,
};

beforeAll(async () => {
  live = await createLiveShapedDatabase();
  owner = await openPostgres(live.url);
  rowsBefore = await everyRow(owner);
});

afterAll(async () => {
  await owner?.close();
  await live?.drop();
});

describe("db:migrate on the magazine's live database, run by its owner", () => {
  it('applies every migration as the owner, who is not a superuser', async () => {
    const [me] = await owner.query<{ name: string; super: boolean }>(
      'select current_user as name, rolsuper as super from pg_roles where rolname = current_user',
    );
    expect(me).toEqual({ name: DASHBOARD_OWNER, super: false });
    const files = (await readdir(MIGRATIONS_DIR)).filter((f) => f.endsWith('.sql')).sort();
    expect(await applyMigrations(owner)).toEqual(files.map((f) => f.replace(/\.sql$/, '')));
  });

  it('applies nothing when run a second time', async () => {
    expect(await applyMigrations(owner)).toEqual([]);
  });

  it('applies every file again without error when the record of applied migrations is lost', async () => {
    const files = (await readdir(MIGRATIONS_DIR)).filter((f) => f.endsWith('.sql'));
    await owner.exec('delete from hormiguero.schema_migrations');
    await expect(applyMigrations(owner)).resolves.toHaveLength(files.length);
  });

  it('changes no row and loses none, in any table; the columns it adds are empty on the rows already there', async () => {
    const rowsAfter = await everyRow(owner);
    const added = new Set<string>();
    for (const [table, before] of rowsBefore) {
      const columnsBefore = new Set(before.flatMap((row) => Object.keys(row)));
      const after = rowsAfter.get(table);
      expect(after, table).toBeDefined();
      const kept = after!.map((row) => {
        const old: Record<string, unknown> = {};
        for (const [column, value] of Object.entries(row)) {
          if (columnsBefore.has(column) || before.length === 0) old[column] = value;
          else {
            added.add(`${table}.${column}`);
            expect(value, `${table}.${column}, added by the migrations`).toBeNull();
          }
        }
        return old;
      });
      expect(kept.sort(byJson), table).toEqual(before);
    }
    // What the baseline adds to the live tables: the content's dates and the notice version.
    expect([...added].sort()).toEqual(
      [
        ...['autor', 'creaciones', 'poema', 'poemario', 'revista', 'visuales'].map((t) => `${t}.actualizado`),
        'suscriptor.aviso_version',
      ].sort(),
    );
    // The bad rows are still there, for the editors to mend: the migrations mend nothing.
    expect(rowsAfter.get('poema')!.some((p) => p.id === LIVE_OOPS.orphanPoem.id)).toBe(true);
    expect(rowsAfter.get('creaciones_poemario')!.filter((r) => r.id_creacion === 1 && r.id_poemario === 1)).toHaveLength(2);
    expect(rowsAfter.get('suscriptor')!.filter((r) => /lectora\.fiel@example\.com/i.test(String(r.correo)))).toHaveLength(2);
  });
});

describe('afterwards, the public key (anon, authenticated)', () => {
  it("can execute no function of the schema, the dashboard's included, and neither can PUBLIC", async () => {
    const [functions] = await owner.query<{ n: number }>(
      "select count(*)::int as n from pg_proc p join pg_namespace s on s.oid = p.pronamespace where s.nspname = 'public'",
    );
    expect(functions!.n).toBeGreaterThan(20);
    expect(await functionsOpenToPublicRoles(owner)).toEqual([]);

    const hormigueos = async () => (await owner.query<{ h: string }>('select hormigueos::text as h from public.poema where id = 1'))[0]!.h;
    const before = await hormigueos();
    for (const role of PUBLIC_ROLES) {
      await expect(actingAs(role, (db) => db.query('select public.sumar_hormigueo(1)'))).rejects.toThrow(
        /permission denied for function sumar_hormigueo/,
      );
      await expect(actingAs(role, (db) => db.query("select public.suscribir('x@example.com', 'v')"))).rejects.toThrow(/permission denied/);
    }
    expect(await hormigueos()).toBe(before);
  });

  it("leaves the server's role exactly its entry points", async () => {
    const granted = await owner.query<{ name: string }>(`
      select ${SIGNATURE} as name
        from pg_proc p join pg_namespace n on n.oid = p.pronamespace
       where n.nspname = 'public' and has_function_privilege('service_role', p.oid, 'execute')
       order by 1`);
    expect(granted.map((f) => f.name).sort()).toEqual([...SERVER_FUNCTIONS].sort());
  });

  it('can read the content columns the site is built from, and no other column of any table', async () => {
    const columns = await columnReads(owner);
    expect(columns.length).toBeGreaterThan(100);
    expect(columns).toEqual(columns.map((c) => readByTheSite(c.column)));
    // And every column the site reads is there to read.
    const listed = new Set(columns.map((c) => c.column));
    for (const table of TABLE_NAMES)
      for (const column of Object.keys(TABLES[table].columns)) expect(listed).toContain(`${table}.${column}`);

    for (const role of PUBLIC_ROLES) {
      await actingAs(role, async (db) => {
        await expect(db.query('select correo from public.suscriptor')).rejects.toThrow(/permission denied/);
        await expect(db.query('select count(*) from public.suscriptor')).rejects.toThrow(/permission denied/);
        await expect(db.query('select * from public.mensajes_contacto')).rejects.toThrow(/permission denied/);
        await expect(db.query('select formspree_url from public.autor')).rejects.toThrow(/permission denied/);
        await expect(db.query('select created_at from public.creaciones_poemario')).rejects.toThrow(/permission denied/);
        await expect(db.query('select * from public.poema')).rejects.toThrow(/permission denied/);
      });
    }
  });

  it('can write nothing: no table, column, sequence or object of the schema', async () => {
    expect(await writesOpenToPublicRoles(owner)).toEqual([]);

    for (const role of PUBLIC_ROLES) {
      await actingAs(role, async (db) => {
        // The dashboard's "Enable insert for all users" policy filters rows; it grants no privilege.
        await expect(db.query("insert into public.suscriptor (correo) values ('spam@example.com')")).rejects.toThrow(/permission denied/);
        await expect(db.query('update public.poema set hormigueos = hormigueos + 1000')).rejects.toThrow(/permission denied/);
        await expect(db.query('delete from public.mensajes_contacto')).rejects.toThrow(/permission denied/);
        await expect(db.query('create table public.de_un_intruso (x int)')).rejects.toThrow(/permission denied/);
      });
    }
  });

  it('gets nothing of a function and a table the owner creates after the migrations', async () => {
    expect(await grantsOfObjectsMadeLater(owner)).toEqual(CLOSED_LATER);
    await owner.exec(
      "create function public.creada_despues() returns integer language sql set search_path = public, pg_temp as 'select 1'",
    );
    try {
      await expect(actingAs('anon', (db) => db.query('select public.creada_despues()'))).rejects.toThrow(/permission denied/);
    } finally {
      await owner.exec('drop function public.creada_despues()');
    }
  });
});

describe.each(['embedded', 'postgres'] as const)('a new database shaped like a Supabase project (%s), migrated', (kind) => {
  let db: Sql;
  let cleanUp: () => Promise<void>;

  beforeAll(async () => {
    if (kind === 'embedded') {
      const dir = await mkdtemp(path.join(os.tmpdir(), 'hdp-closed-'));
      db = await openPglite(path.join(dir, 'db'));
      cleanUp = async () => {
        await db.close();
        await rm(dir, { recursive: true, force: true });
      };
    } else {
      const database = await createTestDatabase('hdp_closed');
      db = await openPostgres(database.url);
      cleanUp = async () => {
        await db.close();
        await database.drop();
      };
    }
    await db.exec(LIKE_SUPABASE);
    await applyMigrations(db);
  });
  afterAll(() => cleanUp?.());

  it('gives the public key the same: no function, the content columns to read, nothing to write, nothing made later', async () => {
    expect(await functionsOpenToPublicRoles(db)).toEqual([]);
    const columns = await columnReads(db);
    expect(columns).toEqual(columns.map((c) => readByTheSite(c.column)));
    expect(await writesOpenToPublicRoles(db)).toEqual([]);
    expect(await grantsOfObjectsMadeLater(db)).toEqual(CLOSED_LATER);
  });
});

describe('the old site, between the migration and the switch (service_role through PostgREST)', () => {
  it('reads every content table with every column, formspree_url included', async () => {
    await actingAs('service_role', async (db) => {
      for (const table of TABLE_NAMES) {
        const rows = await db.query<Record<string, unknown>>(`select * from public."${table}"`);
        expect(rows.length, table).toBe(rowsBefore.get(table)!.length);
      }
      const [autor] = await db.query<Record<string, unknown>>('select * from public.autor where id = 1');
      const [revista] = await db.query<Record<string, unknown>>('select * from public.revista where id = 1');
      expect(autor!.formspree_url).toMatch(/^http/);
      expect(revista!.formspree_url).toMatch(/^http/);
    });
  });

  it('subscribes a reader: looks the address up, and inserts it when it is not there', async () => {
    const correo = 'suscriptora.antigua@example.com';
    await actingAs('service_role', async (db) => {
      expect(await db.query('select * from public.suscriptor where correo = $1', [correo])).toEqual([]);
      const [inserted] = await db.query<{ correo: string }>('insert into public.suscriptor (correo) values ($1) returning *', [correo]);
      expect(inserted!.correo).toBe(correo);
      expect(await db.query('select * from public.suscriptor where correo = $1', [correo])).toHaveLength(1);
    });
  });

  it('hormiguea a poem: reads the poem, its book, author and forwarding addresses, then writes its counter +1', async () => {
    await actingAs('service_role', async (db) => {
      const [poema] = await db.query<{ hormigueos: string; id_poemario: string; id_autor: string }>(
        'select hormigueos, titulo, id_poemario, id_autor from public.poema where id = 5',
      );
      await db.query('select titulo from public.poemario where id = $1', [poema!.id_poemario]);
      const [autor] = await db.query<{ formspree_url: string }>('select nombre, formspree_url from public.autor where id = $1', [
        poema!.id_autor,
      ]);
      const [revista] = await db.query<{ formspree_url: string }>('select formspree_url from public.revista where id = 1');
      expect(autor!.formspree_url).toMatch(/^http/);
      expect(revista!.formspree_url).toMatch(/^http/);
      await db.query('update public.poema set hormigueos = $1 where id = 5', [Number(poema!.hormigueos) + 1]);
      const [after] = await db.query<{ hormigueos: string }>('select hormigueos from public.poema where id = 5');
      expect(Number(after!.hormigueos)).toBe(Number(poema!.hormigueos) + 1);
    });
  });

  it('hormiguea a visual work: reads its counter, then writes it +1', async () => {
    await actingAs('service_role', async (db) => {
      const [visual] = await db.query<{ hormigueos: string }>('select hormigueos from public.visuales where id = 2');
      await db.query('update public.visuales set hormigueos = $1 where id = 2', [Number(visual!.hormigueos) + 1]);
      const [after] = await db.query<{ hormigueos: string }>('select hormigueos from public.visuales where id = 2');
      expect(Number(after!.hormigueos)).toBe(Number(visual!.hormigueos) + 1);
    });
  });
});

describe('the new site, reading with the public key', () => {
  it('reads the same rows of every content table as the owner does', async () => {
    await actingAs('anon', async (anon) => {
      for (const table of TABLE_NAMES) {
        const [asAnon, asOwner] = await Promise.all([anon.query(selectSql(table)), owner.query(selectSql(table))]);
        expect(normaliseRows(table, asAnon), table).toEqual(normaliseRows(table, asOwner));
        // PostgREST's exact count (Prefer: count=exact), which the build's paging checks.
        await expect(anon.query(`select count(*) from public."${table}"`)).resolves.toHaveLength(1);
      }
      expect(await createSqlSource(anon, async () => {}).snapshot()).toEqual(await createSqlSource(owner, async () => {}).snapshot());
    });
  });
});

describe('the new site, built from that database and serving it', () => {
  let tmp: string;
  let server: RunningServer;
  let base: string;
  const post = (route: string, body: unknown) =>
    fetch(`${base}${route}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
      redirect: 'manual',
    });

  beforeAll(async () => {
    tmp = await mkdtemp(path.join(os.tmpdir(), 'hdp-live-'));
    // The forwarding addresses point at the sample's mailbox, which is not the tests' to fill.
    await owner.exec('update public.autor set formspree_url = null; update public.revista set formspree_url = null;');
    server = await startServer({
      port: 0,
      host: '127.0.0.1',
      initialBuild: true,
      showBuild: false,
      releasesDir: path.join(tmp, 'releases'),
      env: {
        ...process.env,
        DATABASE_URL: live.url,
        ASTRO_CACHE_DIR: path.join(tmp, 'cache'),
        FORWARD_RETRY_SECONDS: '0',
        RATE_LIMIT: 'off',
      },
    });
    base = `http://127.0.0.1:${server.port}`;
  });

  afterAll(async () => {
    await server?.close();
    if (tmp) await rm(tmp, { recursive: true, force: true });
  });

  const page = async (pathname: string) => {
    const response = await fetch(`${base}${pathname}`);
    return { status: response.status, html: await response.text() };
  };

  it('builds, the poem whose author was deleted and the section listing a book twice included', async () => {
    expect(server.rebuilder.status().last).toMatchObject({ ok: true });
    const orphan = await page('/poema/poema-sin-autora');
    expect(orphan.status).toBe(200);
    expect(orphan.html).toContain('Un verso que se quedó.');
    expect(orphan.html).toContain('Autor desconocido');

    const section = await page('/ediciones/1/creaciones');
    expect(section.status).toBe(200);
    expect(section.html.match(/id="libro-1"/g)).toHaveLength(1);
    // revista_autor holds (1, 1) twice: the edition's home names that author once.
    const home = await page('/ediciones/1');
    expect(home.status).toBe(200);
    const names = /data-all[^>]*>([^<]*)</.exec(home.html)?.[1]?.trim().split(' · ') ?? [];
    expect(names.length).toBeGreaterThan(3);
    expect(names).toEqual([...new Set(names)]);
  });

  it('serves a poem page', async () => {
    const poem = await page('/poema/enjambre');
    expect(poem.status).toBe(200);
    expect(poem.html).toContain('Enjambre');
  });

  it('takes a hormigueo: 201, and the poem has exactly one more', async () => {
    const count = async () =>
      Number((await owner.query<{ h: string }>('select hormigueos::text as h from public.poema where id = 5'))[0]!.h);
    const before = await count();
    const response = await post('/api/hormiguear/poema/5', { mensaje: 'Leído en la base de datos de siempre.', nombre: 'Ana' });
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({ ok: true, hormigueos: before + 1 });
    expect(await count()).toBe(before + 1);
  });

  it('takes a new subscription (201), and tells the reader subscribed twice since when, adding no row (200)', async () => {
    const subscribers = async () => Number((await owner.query<{ n: string }>('select count(*)::text as n from public.suscriptor'))[0]!.n);
    const before = await subscribers();
    const fresh = await post('/api/suscribir', { correo: 'lectora.nueva@example.com' });
    expect(fresh.status).toBe(201);
    expect(await subscribers()).toBe(before + 1);

    const [first] = await owner.query<{ fecha: Date }>(
      "select fecha from public.suscriptor where lower(btrim(correo)) = 'lectora.fiel@example.com' order by fecha limit 1",
    );
    const again = await post('/api/suscribir', { correo: 'lectora.fiel@example.com' });
    expect(again.status).toBe(200);
    expect(await again.json()).toMatchObject({
      mensaje: `Este correo ya está registrado desde el ${formatDate(first!.fecha)}`,
      estado: 'registrado',
    });
    expect(await subscribers()).toBe(before + 1);
  });
});
