// `npm run db:check` (scripts/dbCheck.ts) run as a child process, so its exit status and its
// whole output are what an editor gets: on the sample magazine migrated and seeded, on a
// database shaped like the magazine's live Supabase project before and after the
// migrations, on a server that is not there, and with each kind of key in the environment.
// What the migrations leave the public roles is read from the catalog here, role by role, so
// the assertions hold with or without a later migration that closes more.
import { readdir } from 'node:fs/promises';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TABLES } from '@/lib/content/tables';
import { PROJECT_TABLES } from '@/lib/db/check/inspectOwnership';
import { applyMigrations, MIGRATIONS_DIR } from '@/lib/db/migrations';
import { openPostgres } from '@/lib/db/postgres';
import { createLiveShapedDatabase, DASHBOARD_OWNER, LIVE_OOPS, type LiveShapedDatabase } from '../helpers/liveShapedDatabase';
import { runNode, type RunResult } from '../helpers/run';
import { seededPostgres } from '../helpers/seededDatabases';

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
/** A legacy Supabase key's shape: a JWT naming its role. Unsigned, so no real key. */
const legacyKey = (role: string) =>
  [base64url({ alg: 'HS256', typ: 'JWT' }), base64url({ iss: 'supabase', role }), 'test-signature'].join('.');

const dbCheck = (env: Record<string, string>) =>
  runNode(['scripts/dbCheck.ts'], { SUPABASE_URL: '', SUPABASE_ANON_KEY: '', SUPABASE_PUBLISHABLE_KEY: '', ...env }, 60_000);

const withUser = (url: string, user: string) => Object.assign(new URL(url), { username: user }).href;

/** The numbered findings of one group of the report, each as its first line. */
function findingsUnder(output: string, title: RegExp): string[] {
  const lines = output.split('\n');
  const start = lines.findIndex((line) => title.test(line));
  if (start === -1) return [];
  const end = lines.findIndex((line, i) => i > start && /^\S/.test(line));
  return lines.slice(start + 1, end === -1 ? undefined : end).filter((line) => /^ {2}\d+\. /.test(line));
}

/** Reads the database as its superuser; names print schema-qualified (public.sumar_hormigueo(bigint)), as the report's do. */
async function query<T>(url: string, text: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: url, options: '-c search_path=pg_catalog' });
  await client.connect();
  try {
    return (await client.query(text)).rows as T[];
  } finally {
    await client.end();
  }
}

let sample: Awaited<ReturnType<typeof seededPostgres>>;
let before: LiveShapedDatabase;
let after: LiveShapedDatabase;
const run: Record<
  'sample' | 'before' | 'after' | 'closed' | 'restOnly' | 'anonKey' | 'serviceKey' | 'publishableKey' | 'notOwner',
  RunResult
> = {} as never;

beforeAll(async () => {
  [sample, before, after] = await Promise.all([
    seededPostgres(),
    createLiveShapedDatabase('hdp_check_before'),
    createLiveShapedDatabase('hdp_check_after').then(async (database) => {
      // As its owner, the way `npm run db:migrate` runs on Supabase.
      const owner = await openPostgres(database.url, { max: 1 });
      try {
        await applyMigrations(owner);
      } finally {
        await owner.close();
      }
      return database;
    }),
  ]);
  // Every run at once: each is a process of its own, reading only.
  const runs = {
    sample: dbCheck({ DATABASE_URL: sample.database.url }),
    before: dbCheck({ DATABASE_URL: before.url }),
    after: dbCheck({ DATABASE_URL: after.url }),
    closed: dbCheck({ DATABASE_URL: 'postgres://postgres@127.0.0.1:9/x' }),
    restOnly: dbCheck({
      DATABASE_URL: '',
      SUPABASE_URL: 'https://abcdefghijklmnop.supabase.co',
      SUPABASE_PUBLISHABLE_KEY: 'sb_publishable_TEST0123456789',
    }),
    anonKey: dbCheck({ DATABASE_URL: sample.database.url, SUPABASE_ANON_KEY: legacyKey('anon') }),
    serviceKey: dbCheck({ DATABASE_URL: sample.database.url, SUPABASE_ANON_KEY: legacyKey('service_role') }),
    publishableKey: dbCheck({ DATABASE_URL: sample.database.url, SUPABASE_PUBLISHABLE_KEY: 'sb_publishable_TEST0123456789' }),
    // The sample's tables belong to the server's superuser: the dashboard's role owns none of them.
    notOwner: dbCheck({ DATABASE_URL: withUser(sample.database.url, DASHBOARD_OWNER) }),
  };
  const results = await Promise.all(Object.values(runs));
  Object.keys(runs).forEach((name, i) => (run[name as keyof typeof run] = results[i]!));
});

afterAll(async () => {
  await Promise.all([sample?.close(), before?.drop(), after?.drop()]);
});

describe('db:check on the sample magazine, migrated and seeded', () => {
  it('says it is ready and exits 0', () => {
    const { code, output } = run.sample;
    expect(code, output).toBe(0);
    const url = new URL(sample.database.url);
    const lines = output.trim().split('\n');
    expect(lines[0]).toBe(
      `Base de datos: PostgreSQL en ${url.hostname}:${url.port || '5432'}/${sample.database.name}, con el rol postgres.`,
    );
    expect(lines).toContain('Lista para este sitio: nada necesita atención.');
    expect(output).toMatch(/Publicar al editar \(pg_cron, pg_net y Vault\) solo aplica a un proyecto de Supabase/);
    expect(output).toMatch(/no puede decir si la compilación usa una clave publicable: míralo en Supabase \(Settings → API Keys\)/);
    expect(lines.at(-1)).toBe('Resumen: ningún asunto pendiente; la base de datos está lista para el sitio.');
  });
});

describe('db:check on the live-shaped database, before the migrations', () => {
  it('exits 1', () => expect(run.before.code, run.before.output).toBe(1));

  it('names the poem whose author is gone, and the statement that clears it', () => {
    const { id, missingAuthor } = LIVE_OOPS.orphanPoem;
    expect(run.before.output).toContain(`poema.id_autor apunta a filas de autor que no existen: poema ${id} → autor ${missingAuthor}.`);
    expect(run.before.output).toContain(
      'update public.poema t set id_autor = null where t.id_autor is not null and not exists (select 1 from public.autor r where r.id = t.id_autor);',
    );
  });

  it('names the pair rows entered twice by their ids', async () => {
    for (const [table, [a, b]] of [
      ['creaciones_poemario', ['id_creacion', 'id_poemario']],
      ['revista_autor', ['id_revista', 'autor']],
    ] as const) {
      const [x, y] = LIVE_OOPS.duplicatePair[table];
      const ids = (
        await query<{ id: string }>(before.adminUrl, `select id from public.${table} where ${a} = ${x} and ${b} = ${y} order by id`)
      ).map((r) => r.id);
      expect(ids).toHaveLength(2);
      expect(run.before.output).toContain(
        `${table}: la pareja (${a} ${x}, ${b} ${y}) está 2 veces, en las filas id ${ids[0]} y ${ids[1]}.`,
      );
      expect(run.before.output).toContain(`delete from public.${table} where id in (${ids[1]});`);
    }
  });

  it('names the two subscriber rows of one address, masked', async () => {
    const ids = (
      await query<{ id: string }>(
        before.adminUrl,
        `select id from public.suscriptor where lower(btrim(correo)) = 'lectora.fiel@example.com' order by id`,
      )
    ).map((r) => r.id);
    expect(ids).toHaveLength(2);
    expect(run.before.output).toContain(`la dirección l***@example.com está suscrita 2 veces`);
    expect(run.before.output).toContain(`(filas id ${ids[0]} y ${ids[1]})`);
    expect(run.before.output).toContain(`delete from public.suscriptor where id in (${ids[1]});`);
    expect(run.before.output).not.toMatch(/ectora|fiel@/i);
  });

  it("names what the dashboard opened to the public key: the SQL editor's function, the stray table, the subscribers' policies", () => {
    const { output } = run.before;
    expect(output).toContain('La función public.sumar_hormigueo(bigint) la pueden ejecutar anon y authenticated');
    expect(output).toContain('revoke execute on function public.sumar_hormigueo(bigint) from public, anon, authenticated;');
    expect(output).toMatch(/\[GRAVE\] Los roles anon y authenticated pueden leer la tabla mensajes_contacto, que el sitio no lee/);
    expect(output).toMatch(/\[GRAVE\] Los roles anon y authenticated pueden leer la tabla suscriptor/);
    expect(output).toMatch(/suscriptor: la política «Enable read access for all users» .*y hoy lo tienen\./);
    expect(output).toContain('drop policy "Enable read access for all users" on public.suscriptor;');
    expect(output).toContain('drop policy "Enable insert for all users" on public.suscriptor;');
    expect(output).toMatch(
      /\[GRAVE\] revista: anon y authenticated pueden leer columnas que el sitio no lee: created_at y formspree_url\./,
    );
  });

  it('names poema.fecha kept as text, and every migration still to apply', async () => {
    const { output } = run.before;
    expect(output).toMatch(/poema\.fecha es text y el sitio la lee como una fecha \(AAAA-MM-DD\)/);
    const versions = (await readdir(MIGRATIONS_DIR)).filter((f) => f.endsWith('.sql')).map((f) => f.replace(/\.sql$/, ''));
    const pending = output.split('\n').find((line) => /Faltan \d+ migraciones por aplicar/.test(line));
    expect(pending).toContain(`Faltan ${versions.length} migraciones por aplicar`);
    for (const version of versions) expect(pending).toContain(version);
    expect(output).toContain('Qué hacer: ejecuta npm run db:migrate');
  });

  it('changed nothing: it reads inside a read-only transaction', async () => {
    const [row] = await query<{ schema: string | null }>(before.adminUrl, `select to_regnamespace('hormiguero')::text as schema`);
    expect(row!.schema).toBeNull();
  });
});

describe('db:check on the live-shaped database, after the migrations', () => {
  it('exits 1: the rows the migrations leave alone still need the editors', () => {
    const { code, output } = run.after;
    expect(code, output).toBe(1);
    expect(output).toContain(`poema ${LIVE_OOPS.orphanPoem.id} → autor ${LIVE_OOPS.orphanPoem.missingAuthor}`);
    expect(output).toMatch(/creaciones_poemario: la pareja \(id_creacion 1, id_poemario 1\) está 2 veces/);
    expect(output).toMatch(/revista_autor: la pareja \(id_revista 1, autor 1\) está 2 veces/);
    expect(output).toContain('la dirección l***@example.com está suscrita 2 veces');
    expect(output).not.toMatch(/Faltan \d+ migraci/);
  });

  it('gives the statement that validates each NOT VALID foreign key, once its orphans are fixed', async () => {
    const keys = await query<{ table: string; name: string }>(
      after.adminUrl,
      `select conrelid::regclass::text as table, conname as name from pg_constraint
        where contype = 'f' and not convalidated and connamespace = 'public'::regnamespace order by 1, 2`,
    );
    expect(keys.length).toBeGreaterThan(0);
    const { output } = run.after;
    expect(output.match(/ está NOT VALID /g)).toHaveLength(keys.length);
    for (const { table, name } of keys) expect(output).toContain(`alter table ${table} validate constraint ${name};`);
    expect(output).toMatch(
      /cuando no quede ninguna fila huérfana en poema\.id_autor \(hay 1, ver arriba\), valídala:\n {7}alter table public\.poema validate constraint poema_id_autor_fkey;/,
    );
  });

  it('gives the unique index on the normalised address, to create once the duplicates are merged', () => {
    expect(run.after.output).toContain(
      'cuando hayas dejado una sola fila por dirección (ver arriba), créalo:\n' +
        '       create unique index if not exists suscriptor_correo_normalizado_key on public.suscriptor (lower(btrim(correo)));',
    );
  });

  it('converts poema.fecha around the triggers the migrations made on it', () => {
    expect(run.after.output).toContain(
      [
        '       begin;',
        '       drop trigger sellar_actualizado on public.poema;',
        "       alter table public.poema alter column fecha type date using nullif(btrim(fecha), '')::date;",
        '       select public.instalar_sellos_de_contenido();',
        '       commit;',
      ].join('\n'),
    );
  });

  it('reports exactly what the migrations left the public roles, as the catalog says it', async () => {
    const roles = `(select oid, rolname from pg_roles where rolname in ('anon', 'authenticated'))`;
    const functions = await query<{ name: string }>(
      after.adminUrl,
      `select distinct p.oid::regprocedure::text as name from pg_proc p, ${roles} r
        where p.pronamespace = 'public'::regnamespace and has_function_privilege(r.rolname, p.oid, 'EXECUTE')
          and not exists (select 1 from pg_depend d where d.objid = p.oid and d.deptype = 'e')`,
    );
    const readable = await query<{ relation: string; column: string }>(
      after.adminUrl,
      `select distinct c.relname as relation, a.attname as column
         from pg_class c join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped, ${roles} r
        where c.relnamespace = 'public'::regnamespace and c.relkind in ('r', 'p', 'v', 'm', 'f')
          and has_column_privilege(r.rolname, c.oid, a.attnum, 'SELECT')`,
    );
    const beyond = new Set(
      readable
        .filter((r) => !(r.column in ((TABLES as Record<string, { columns: object }>)[r.relation]?.columns ?? {})))
        .map((r) => r.relation),
    );
    const [writes] = await query<{ tables: number; sequences: number }>(
      after.adminUrl,
      `select (select count(*)::int from pg_class c, ${roles} r
                where c.relnamespace = 'public'::regnamespace and c.relkind in ('r', 'p', 'v', 'f')
                  and (has_table_privilege(r.rolname, c.oid, 'INSERT, UPDATE, DELETE, TRUNCATE, REFERENCES, TRIGGER')
                       or has_any_column_privilege(r.rolname, c.oid, 'INSERT, UPDATE, REFERENCES'))) as tables,
              (select count(*)::int from (select oid from pg_class where relnamespace = 'public'::regnamespace and relkind = 'S') c, ${roles} r
                where has_sequence_privilege(r.rolname, c.oid, 'USAGE, UPDATE')) as sequences`,
    );
    const policies = (
      await query<{ table: string; policy: string }>(
        after.adminUrl,
        `select c.relname as table, p.polname as policy from pg_policy p join pg_class c on c.oid = p.polrelid
          where c.relnamespace = 'public'::regnamespace
            and (0 = any (p.polroles) or exists (select 1 from ${roles} r where r.oid = any (p.polroles)))`,
      )
    ).filter((p) => p.policy !== `${p.table}_public_read`);
    const defaults = await query<{ owner: string }>(
      after.adminUrl,
      `select distinct pg_get_userbyid(d.defaclrole) as owner from pg_default_acl d, aclexplode(d.defaclacl) x
        where d.defaclobjtype in ('r', 'S', 'f') and (d.defaclnamespace = 0 or d.defaclnamespace = 'public'::regnamespace)
          and x.grantee in (select oid from ${roles} r)`,
    );

    const access = findingsUnder(run.after.output, /^Acceso público/);
    const expected = [
      ...functions.map(({ name }) => new RegExp(`La función ${name.replace(/[()]/g, '\\$&')} la pueden ejecutar`)),
      ...[...beyond].map(
        (relation) => new RegExp(`(^ {2}\\d+\\. (\\[GRAVE\\] )?${relation}: .* leer columnas|leer la (tabla|vista) ${relation},)`),
      ),
      ...(writes!.tables ? [/pueden escribir en/] : []),
      ...(writes!.sequences ? [/usar \d+ secuencias?/] : []),
      ...policies.map(({ table, policy }) => new RegExp(`${table}: la política «${policy}»`)),
      ...defaults.map(({ owner }) => new RegExp(`Lo que ${owner} cree`)),
    ];
    expect(access, run.after.output).toHaveLength(expected.length);
    for (const pattern of expected)
      expect(
        access.filter((line) => pattern.test(line)),
        `${pattern}`,
      ).toHaveLength(1);
    // Whatever else the migrations closed, the dashboard's policies on the subscribers stay until someone drops them.
    expect(
      policies
        .filter((p) => p.table === 'suscriptor')
        .map((p) => p.policy)
        .sort(),
    ).toEqual(['Enable insert for all users', 'Enable read access for all users']);
    expect(run.after.output).toContain('drop policy "Enable read access for all users" on public.suscriptor;');
  });
});

describe('db:check when it cannot connect', () => {
  it('exits 2 with a Spanish sentence and no stack trace', () => {
    const { code, output } = run.closed;
    expect(code, output).toBe(2);
    expect(output).toMatch(/^Base de datos: PostgreSQL en 127\.0\.0\.1:9\/x, con el rol postgres\.\n/);
    expect(output).toMatch(/127\.0\.0\.1:9 rechazó la conexión\. .*en pausa/);
    expect(output).not.toMatch(/\n\s+at |node:internal|Error:/);
  });
});

describe('db:check with only Supabase REST settings', () => {
  it("gives the editors' commands' refusal, and the setting to add (exit 2)", () => {
    const { code, output } = run.restOnly;
    expect(code, output).toBe(2);
    expect(output).toContain('Error: db:check: set DATABASE_URL');
    expect(output).toMatch(/pon en DATABASE_URL la cadena de conexión/);
  });
});

describe("db:check on the build's key", () => {
  it('finds a legacy anon key and says where the publishable one is made, without printing the key', () => {
    const { code, output } = run.anonKey;
    expect(code, output).toBe(1);
    expect(findingsUnder(output, /^Clave de la compilación:/)).toEqual([
      '  1. SUPABASE_ANON_KEY es una clave anon antigua (un JWT). Supabase retira las claves antiguas a finales de 2026.',
    ]);
    expect(output).toMatch(/Qué hacer: crea la clave publicable en Supabase \(Settings → API Keys\)/);
    expect(output).not.toContain(legacyKey('anon'));
  });

  it('finds a service-role key serious', () => {
    const { code, output } = run.serviceKey;
    expect(code, output).toBe(1);
    expect(output).toMatch(/ {2}1\. \[GRAVE\] SUPABASE_ANON_KEY tiene la clave service_role antigua \(un JWT\): lee y escribe todo/);
    expect(output).toMatch(/Resumen: 1 asunto que atender \(1 grave\): 1 de la clave\./);
    expect(output).not.toContain(legacyKey('service_role'));
  });

  it('is content with a publishable key', () => {
    const { code, output } = run.publishableKey;
    expect(code, output).toBe(0);
    expect(output).toContain(
      'Clave de la compilación: SUPABASE_PUBLISHABLE_KEY es una clave publicable (sb_publishable_…), la que corresponde.',
    );
  });
});

describe('db:check connected as a role that owns nothing', () => {
  it('names the tables it should own, and what it could not read', () => {
    const { code, output } = run.notOwner;
    expect(code, output).toBe(1);
    expect(output.split('\n')[0]).toMatch(new RegExp(`, con el rol ${DASHBOARD_OWNER}\\.$`));
    expect(output).toContain(`${PROJECT_TABLES.length} tablas son de postgres y no de ${DASHBOARD_OWNER}, el rol de esta conexión`);
    expect(output).toContain(`alter table public.poema owner to ${DASHBOARD_OWNER};`);
    expect(output).toContain('No se pudo leer hormiguero.schema_migrations: permission denied for schema hormiguero.');
  });
});

// Last, since it changes the migrated live-shaped database the tests above read.
describe("db:check's statements, run as given", () => {
  it('leave the migrated live-shaped database ready', async () => {
    const statements = run.after.output
      .split('\n')
      .filter((line) => line.startsWith('       '))
      .join('\n');
    const owner = new pg.Client({ connectionString: after.url });
    await owner.connect();
    try {
      await owner.query(statements);
    } finally {
      await owner.end();
    }
    const { code, output } = await dbCheck({ DATABASE_URL: after.url });
    expect(code, output).toBe(0);
    expect(output).toContain('Lista para este sitio: nada necesita atención.');
  });
});
