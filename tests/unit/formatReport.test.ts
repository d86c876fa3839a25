// db:check's words: every finding names its table and rows, or its object, and says what to
// do, with statements on lines of their own to copy as they are.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { CheckReport, Finding } from '@/lib/db/check/findings';
import { describeTarget, formatReport, summaryLine } from '@/lib/db/check/formatReport';

const report = (findings: Finding[], notes: CheckReport['notes'] = []): CheckReport => ({
  database: 'PostgreSQL en db.example:5432/postgres',
  role: 'postgres',
  findings,
  notes,
});

/** One finding of every kind, as the inspections return them. */
const EVERY_KIND: Finding[] = [
  {
    kind: 'orphanReference',
    table: 'poema',
    column: 'id_autor',
    target: 'autor',
    nullable: true,
    rows: [{ key: { id: 900 }, value: 950 }],
    total: 1,
  },
  {
    kind: 'orphanReference',
    table: 'creaciones_poemario',
    column: 'id_poemario',
    target: 'poemario',
    nullable: false,
    rows: [{ key: { id_creacion: 3, id_poemario: 77 }, value: 77 }],
    total: 1,
  },
  { kind: 'nullKey', table: 'revista_autor', column: 'autor', rows: [{ id: 5 }], total: 1 },
  {
    kind: 'duplicatePair',
    table: 'creaciones_poemario',
    columns: ['id_creacion', 'id_poemario'],
    pair: [1, 1],
    ids: [1, 16, 20],
    count: 3,
  },
  { kind: 'duplicatePair', table: 'revista_autor', columns: ['id_revista', 'autor'], pair: [2, 4], ids: null, count: 2 },
  { kind: 'duplicateSubscriber', address: 'l***@example.com', ids: [3, 4] },
  { kind: 'notValidForeignKey', table: 'poema', constraint: 'poema_id_autor_fkey', column: 'id_autor', target: 'autor', orphans: 1 },
  { kind: 'notValidForeignKey', table: 'visuales', constraint: 'visuales_id_autor_fkey', column: 'id_autor', target: 'autor', orphans: 0 },
  {
    kind: 'notValidForeignKey',
    table: 'poemario',
    constraint: 'poemario_id_autor_fkey',
    column: 'id_autor',
    target: 'autor',
    orphans: null,
  },
  { kind: 'missingSubscriberIndex', duplicates: 1 },
  { kind: 'publicFunction', signature: 'public.sumar_hormigueo(bigint)', roles: ['anon', 'authenticated'], securityDefiner: false },
  {
    kind: 'publicRead',
    table: 'mensajes_contacto',
    view: false,
    roles: ['anon', 'authenticated'],
    columns: ['id', 'correo', 'mensaje'],
    contentColumns: [],
    tableLevel: true,
    rowsVisible: true,
  },
  {
    kind: 'publicRead',
    table: 'autor',
    view: false,
    roles: ['anon'],
    columns: ['created_at', 'formspree_url'],
    contentColumns: ['id', 'nombre', 'URL'],
    tableLevel: true,
    rowsVisible: true,
  },
  {
    kind: 'publicRead',
    table: 'revista',
    view: false,
    roles: ['anon', 'authenticated'],
    columns: ['created_at'],
    contentColumns: ['id', 'numero'],
    tableLevel: false,
    rowsVisible: true,
  },
  {
    kind: 'publicWrite',
    tables: [
      { table: 'suscriptor', roles: ['anon', 'authenticated'], privileges: ['insert', 'update'] },
      { table: 'poema', roles: ['anon'], privileges: ['insert', 'update'] },
    ],
  },
  { kind: 'publicSequences', sequences: ['poema_id_seq'], roles: ['anon'] },
  {
    kind: 'publicPolicy',
    table: 'suscriptor',
    policy: 'Enable read access for all users',
    command: 'select',
    roles: ['public'],
    inEffect: false,
  },
  {
    kind: 'publicPolicy',
    table: 'poema',
    policy: 'Enable read access for all users',
    command: 'select',
    roles: ['public'],
    inEffect: true,
  },
  { kind: 'publicPolicy', table: 'mensajes_contacto', policy: 'insertar', command: 'insert', roles: ['anon'], inEffect: true },
  { kind: 'defaultPrivileges', owner: 'postgres', schema: 'public', objects: ['tables', 'functions'], grantees: ['anon', 'authenticated'] },
  { kind: 'notOwner', owner: 'supabase_admin', role: 'postgres', tables: ['poema', 'autor'] },
  { kind: 'missingTable', table: 'caras2' },
  { kind: 'missingColumns', table: 'autor', columns: [{ name: 'URL', kind: 'text' }] },
  {
    kind: 'columnType',
    table: 'poema',
    column: 'fecha',
    expected: 'date',
    actual: 'text',
    badRows: [12],
    badTotal: 1,
    triggers: ['publicar_cambio_poema', 'sellar_actualizado'],
  },
  { kind: 'columnType', table: 'poema', column: 'hormigueos', expected: 'int', actual: 'numeric', badRows: [], badTotal: 0, triggers: [] },
  { kind: 'pendingMigrations', versions: ['20260101000000_content', '20260101000100_content_dates'], columns: ['poema.actualizado'] },
  { kind: 'unknownMigrations', versions: ['20270101000000_future'] },
  { kind: 'unreadable', object: 'hormiguero.schema_migrations', reason: 'permission denied for schema hormiguero' },
  { kind: 'missingExtension', extension: 'pg_cron' },
  { kind: 'missingExtension', extension: 'supabase_vault' },
  { kind: 'buildKey', variable: 'SUPABASE_ANON_KEY', key: 'legacy-anon' },
  { kind: 'buildKey', variable: 'SUPABASE_ANON_KEY', key: 'legacy-service-role' },
  { kind: 'buildKey', variable: 'SUPABASE_PUBLISHABLE_KEY', key: 'secret' },
  { kind: 'buildKey', variable: 'SUPABASE_ANON_KEY', key: 'unknown', role: 'authenticated' },
];

describe('formatReport', () => {
  it('says in one line that a clean database is ready, with its notes and a summary', () => {
    const text = formatReport(
      report([], [{ kind: 'notSupabase' }, { kind: 'noBuildKey' }, { kind: 'platformDefaults', objects: ['tables', 'functions'] }]),
    );
    const lines = text.split('\n');
    expect(lines[0]).toBe('Base de datos: PostgreSQL en db.example:5432/postgres, con el rol postgres.');
    expect(lines).toContain('Lista para este sitio: nada necesita atención.');
    expect(text).toMatch(/Publicar al editar \(pg_cron, pg_net y Vault\) solo aplica a un proyecto de Supabase/);
    expect(text).toMatch(/no puede decir si la compilación usa una clave publicable: míralo en Supabase \(Settings → API Keys\)/);
    expect(text).toMatch(
      /Lo que supabase_admin, el rol de la plataforma, cree en public \(tablas \(y vistas\) y funciones\) nace abierto .*Supabase no deja cambiarlo/,
    );
    expect(lines.at(-1)).toBe('Resumen: ningún asunto pendiente; la base de datos está lista para el sitio.');
  });

  it('numbers every finding under its group, each with what to do', () => {
    const text = formatReport(report(EVERY_KIND));
    const titles = text.split('\n').filter((line) => /^\S.*:$/.test(line));
    expect(titles).toEqual([
      'Datos que no cuadran:',
      'Acceso público (anon y authenticated: quien tenga la clave publicable):',
      'Propiedad:',
      'Forma:',
      'Supabase:',
      'Clave de la compilación:',
    ]);
    const numbered = text.split('\n').filter((line) => /^ {2}\d+\. /.test(line));
    expect(numbered.map((line) => Number(/\d+/.exec(line)![0]))).toEqual(EVERY_KIND.map((_, i) => i + 1));
    expect(text.match(/^ {5}Qué hacer: /gm)).toHaveLength(EVERY_KIND.length);
    expect(text).not.toMatch(/undefined|NaN|\[object/);
  });

  it('names the rows that do not line up, and the statement that fixes each', () => {
    const text = formatReport(report(EVERY_KIND));
    expect(text).toMatch(/poema\.id_autor apunta a filas de autor que no existen: poema 900 → autor 950\./);
    expect(text).toContain(
      '       update public.poema t set id_autor = null where t.id_autor is not null and not exists (select 1 from public.autor r where r.id = t.id_autor);',
    );
    expect(text).toMatch(/creaciones_poemario \(id_creacion 3, id_poemario 77\) → poemario 77/);
    expect(text).toContain('delete from public.creaciones_poemario t where t.id_poemario is not null and not exists');
    expect(text).toMatch(/revista_autor: 1 fila sin autor \(revista_autor 5\)/);
    expect(text).toMatch(/la pareja \(id_creacion 1, id_poemario 1\) está 3 veces, en las filas id 1, 16 y 20\./);
    expect(text).toContain('       delete from public.creaciones_poemario where id in (16, 20);');
    expect(text).toContain('delete from public.revista_autor d using public.revista_autor k where d.ctid > k.ctid');
    expect(text).toMatch(/la dirección l\*\*\*@example\.com está suscrita 2 veces.*\(filas id 3 y 4\)/);
    expect(text).toContain('       delete from public.suscriptor where id in (4);');
    expect(text).toMatch(/cuando no quede ninguna fila huérfana en poema\.id_autor \(hay 1, ver arriba\), valídala:/);
    expect(text).toContain('       alter table public.poema validate constraint poema_id_autor_fkey;');
    expect(text).toMatch(
      /valídala \(ya no hay filas huérfanas\):\n {7}alter table public\.visuales validate constraint visuales_id_autor_fkey;/,
    );
    expect(text).toMatch(
      /valídala \(si aún hay filas huérfanas, PostgreSQL las rechaza y no cambia nada\):\n {7}alter table public\.poemario validate/,
    );
    expect(text).toContain(
      '       create unique index if not exists suscriptor_correo_normalizado_key on public.suscriptor (lower(btrim(correo)));',
    );
  });

  it('says what the public roles may do that they should not, and takes it back', () => {
    const text = formatReport(report(EVERY_KIND));
    expect(text).toMatch(/La función public\.sumar_hormigueo\(bigint\) la pueden ejecutar anon y authenticated/);
    expect(text).toContain('       revoke execute on function public.sumar_hormigueo(bigint) from public, anon, authenticated;');
    expect(text).toMatch(/\[GRAVE\] Los roles anon y authenticated pueden leer la tabla mensajes_contacto, que el sitio no lee/);
    expect(text).toContain('       revoke all on public.mensajes_contacto from anon, authenticated;');
    // A table-wide privilege cannot be narrowed column by column: revoke it, grant the site's columns.
    expect(text).toMatch(/\[GRAVE\] autor: anon puede leer columnas que el sitio no lee: created_at y formspree_url\. formspree_url/);
    expect(text).toContain(
      '       revoke select on public.autor from anon, authenticated;\n       grant select (id, nombre, "URL") on public.autor to anon, authenticated;',
    );
    expect(text).toContain('       revoke select (created_at) on public.revista from anon, authenticated;');
    expect(text).toMatch(/\[GRAVE\] Los roles anon y authenticated pueden escribir en 2 tablas: suscriptor y poema \(insert, update\)\./);
    expect(text).toContain(
      'revoke insert, update, delete, truncate, references, trigger on public.suscriptor, public.poema from anon, authenticated;',
    );
    expect(text).toContain('       revoke all on sequence public.poema_id_seq from anon, authenticated;');
    expect(text).toMatch(
      /suscriptor: la política «Enable read access for all users» \(leer, para PUBLIC, es decir, todos los roles\) .*hoy no lo tienen\./,
    );
    expect(text).toContain('       drop policy "Enable read access for all users" on public.suscriptor;');
    expect(text).toMatch(/poema: la política .* sobra, porque poema_public_read ya deja leer el contenido\./);
    expect(text).toMatch(/mensajes_contacto: la política «insertar» \(añadir, para anon\) .*hoy deja pasar filas/);
    expect(text).toContain(
      '       alter default privileges for role postgres in schema public revoke all on tables from anon, authenticated;',
    );
    expect(text).toContain(
      '       alter default privileges for role postgres in schema public revoke all on functions from anon, authenticated;',
    );
    expect(text).toMatch(
      /Lo que postgres cree en public \(tablas \(y vistas\) y funciones\) nacerá con permisos para anon y authenticated/,
    );
  });

  it('says who must own the tables, and the shape the site expects', () => {
    const text = formatReport(report(EVERY_KIND));
    expect(text).toMatch(/2 tablas son de supabase_admin y no de postgres, el rol de esta conexión: poema y autor\./);
    expect(text).toContain('       alter table public.poema owner to postgres;');
    expect(text).toMatch(/Falta la tabla caras2, que el sitio lee.*\n {5}Qué hacer: npm run db:migrate la crea/);
    expect(text).toContain('       alter table public.autor add column "URL" text;');
    expect(text).toMatch(/poema\.fecha es text .*1 fila queda sin fecha \(poema 12\)\./);
    // Its triggers are dropped and made again around the change: PostgreSQL refuses it otherwise.
    expect(text).toContain(
      [
        '       begin;',
        '       drop trigger publicar_cambio_poema on public.poema;',
        '       drop trigger sellar_actualizado on public.poema;',
        "       alter table public.poema alter column fecha type date using nullif(btrim(fecha), '')::date;",
        '       select public.instalar_sellos_de_contenido();',
        '       commit;',
      ].join('\n'),
    );
    expect(text).toMatch(/vuelve a ejecutar supabase\/publish\/deploy-hook\.sql .*publicar_cambio_poema/);
    expect(text).toMatch(/poema\.hormigueos es numeric .*la compilación se detiene/);
    expect(text).toMatch(
      /Faltan 2 migraciones por aplicar: 20260101000000_content y 20260101000100_content_dates\. .*poema\.actualizado\./,
    );
    expect(text).toMatch(/Qué hacer: ejecuta npm run db:migrate/);
    expect(text).toMatch(/migraci[oó]n que esta copia del repositorio no trae: 20270101000000_future/);
    expect(text).toMatch(/No se pudo leer hormiguero\.schema_migrations: permission denied for schema hormiguero\./);
  });

  it("says where in Supabase's dashboard an extension is enabled, and what to do with the build's key", () => {
    const text = formatReport(report(EVERY_KIND));
    expect(text).toMatch(/Falta la extensión pg_cron.*\n {5}Qué hacer: actívala en Supabase: Database → Extensions → pg_cron\./);
    expect(text).toMatch(/Falta Vault \(supabase_vault\)/);
    expect(text).toMatch(
      /SUPABASE_ANON_KEY es una clave anon antigua .*finales de 2026\.\n {5}Qué hacer: crea la clave publicable en Supabase \(Settings → API Keys\)/,
    );
    expect(text).toMatch(/\[GRAVE\] SUPABASE_ANON_KEY tiene la clave service_role antigua/);
    expect(text).toMatch(/\[GRAVE\] SUPABASE_PUBLISHABLE_KEY tiene una clave secreta \(sb_secret_…\): lee y escribe todo/);
    expect(text).toMatch(/no parece una clave de Supabase.*\(es un JWT del rol authenticated\)\./);
  });

  it('sums up by group and counts the serious ones', () => {
    expect(summaryLine(EVERY_KIND)).toBe(
      'Resumen: 34 asuntos que atender (5 graves): 10 de datos, 10 de acceso, 1 de propiedad, 7 de forma, 2 de Supabase y 4 de la clave. ' +
        'Después de corregirlos, vuelve a ejecutar npm run db:check.',
    );
    expect(summaryLine([{ kind: 'missingTable', table: 'caras2' }])).toMatch(/^Resumen: 1 asunto que atender: 1 de forma\./);
  });
});

describe('describeTarget', () => {
  it('names the server and database, never the password', () => {
    expect(
      describeTarget({ kind: 'postgres', url: 'postgres://postgres.abc:s3cret@aws-1-us-east-2.pooler.supabase.com:5432/postgres' }),
    ).toBe('PostgreSQL en aws-1-us-east-2.pooler.supabase.com:5432/postgres');
    expect(describeTarget({ kind: 'postgres', url: 'postgres://u@localhost/db' })).toBe('PostgreSQL en localhost:5432/db');
    expect(describeTarget({ kind: 'embedded', dir: path.resolve('.data/pglite') })).toBe('la base de datos integrada (.data/pglite)');
  });
});
