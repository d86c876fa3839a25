// What the database allows the public roles, read from its catalog after the project's
// migrations ran on a database shaped like a Supabase project: the roles exist and, as
// Supabase's default privileges do, every new table, sequence and function is granted to
// anon and authenticated. Nothing the migrations leave may let the public key write, call a
// privileged function or read private data.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite } from '@/lib/db/embedded';
import { applyMigrations } from '@/lib/db/migrations';
import { openPostgres } from '@/lib/db/postgres';
import type { Sql } from '@/lib/db/sql';
import { createTestDatabase, LIKE_SUPABASE, type TestDatabase } from '../helpers/postgres';

const PUBLIC_ROLES = ['anon', 'authenticated'];

/** Each check: a catalog query that lists what breaks the rule (nothing, when it holds). */
const CHECKS: [string, string][] = [
  [
    'SECURITY DEFINER functions the public roles may execute',
    `select p.oid::regprocedure::text || ' by ' || r as problem
       from pg_proc p join pg_namespace n on n.oid = p.pronamespace, unnest(array['anon', 'authenticated']) r
      where n.nspname = 'public' and p.prosecdef and has_function_privilege(r, p.oid, 'execute')`,
  ],
  [
    'write functions the public roles may execute',
    `select p.oid::regprocedure::text || ' by ' || r
       from pg_proc p join pg_namespace n on n.oid = p.pronamespace, unnest(array['anon', 'authenticated']) r
      where n.nspname = 'public'
        and p.proname in ('hormiguear_poema', 'hormiguear_visual', 'suscribir', 'limitar_visitante', 'reclamar_entregas', 'resolver_entregas', 'devolver_entregas', 'texto_lector',
                          'clave_de_envio', 'reclamar_clave_envio', 'guardar_clave_envio', 'podar_claves_envio',
                          'repeticion_de_hormigueo', 'hormiguear',
                          'podar_datos_personales', 'borrar_palabras_de_hormigueos', 'datos_de_persona', 'borrar_datos_de_persona',
                          'darse_de_baja', 'registrar_suscriptor', 'reintentar_entregas', 'pagina_del_sitio')
        and has_function_privilege(r, p.oid, 'execute')`,
  ],
  [
    "forwarder, pruning and ARCO functions the server's role may not execute",
    `select f from unnest(array['public.reclamar_entregas(integer, bigint, interval, integer, interval)', 'public.resolver_entregas(bigint[], text[], text[], jsonb)',
                                'public.reintentar_entregas(text, text)',
                                'public.devolver_entregas(bigint[])', 'public.podar_datos_personales(interval, interval, interval)',
                                'public.datos_de_persona(text)', 'public.borrar_datos_de_persona(text)']) f
      where not has_function_privilege('service_role', f::regprocedure, 'execute')`,
  ],
  [
    "newsletter functions the server's role may not execute",
    `select f from unnest(array['public.suscribir(text, text, integer, integer, text, text)', 'public.darse_de_baja(text, text, integer, integer)']) f
      where not has_function_privilege('service_role', f::regprocedure, 'execute')`,
  ],
  [
    "helpers the server's role may execute (it calls the entry points; the helpers run inside them)",
    `select p.oid::regprocedure::text
       from pg_proc p join pg_namespace n on n.oid = p.pronamespace
      where n.nspname = 'public'
        and not exists (select 1 from pg_depend d where d.objid = p.oid and d.deptype = 'e')
        and has_function_privilege('service_role', p.oid, 'execute')
        and p.proname not in ('hormiguear_poema', 'hormiguear_visual', 'suscribir', 'darse_de_baja',
                              'reclamar_entregas', 'resolver_entregas', 'devolver_entregas', 'reintentar_entregas',
                              'podar_claves_envio', 'podar_datos_personales', 'datos_de_persona', 'borrar_datos_de_persona',
                              'contenido_visible')`,
  ],
  [
    'functions without a fixed search_path',
    `select p.oid::regprocedure::text
       from pg_proc p join pg_namespace n on n.oid = p.pronamespace
      where n.nspname = 'public'
        and not exists (select 1 from pg_depend d where d.objid = p.oid and d.deptype = 'e')
        and not exists (select 1 from unnest(coalesce(p.proconfig, '{}')) c where c like 'search_path=%')`,
  ],
  [
    'tables without row-level security',
    `select c.relname::text from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind in ('r', 'p') and not c.relrowsecurity`,
  ],
  [
    'tables the public roles may write',
    `select c.relname || ' by ' || r
       from pg_class c join pg_namespace n on n.oid = c.relnamespace, unnest(array['anon', 'authenticated']) r
      where n.nspname = 'public' and c.relkind in ('r', 'p')
        and (has_table_privilege(r, c.oid, 'INSERT, UPDATE, DELETE, TRUNCATE, REFERENCES, TRIGGER')
             or has_any_column_privilege(r, c.oid, 'INSERT, UPDATE, REFERENCES'))`,
  ],
  [
    'private data the public roles may read',
    `select t || coalesce('.' || col, '') || ' by ' || r
       from unnest(array['anon', 'authenticated']) r,
            (values ('suscriptor', null::text), ('hormigueo', null), ('hormigueo_entrega', null), ('limite_accion', null),
                    ('autor', 'formspree_url'), ('revista', 'formspree_url')) private(t, col)
      where case when col is null then has_any_column_privilege(r, ('public.' || t)::regclass, 'SELECT')
                 else has_column_privilege(r, ('public.' || t)::regclass, col, 'SELECT') end`,
  ],
];

describe.each(['embedded', 'postgres'] as const)('the database after migrating (%s), as the public key sees it', (kind) => {
  let db: Sql;
  let cleanUp: () => Promise<void>;

  beforeAll(async () => {
    if (kind === 'embedded') {
      const dir = await mkdtemp(path.join(os.tmpdir(), 'hdp-catalog-'));
      db = await openPglite(path.join(dir, 'db'));
      cleanUp = async () => {
        await db.close();
        await rm(dir, { recursive: true, force: true });
      };
    } else {
      const database: TestDatabase = await createTestDatabase('hdp_catalog');
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

  it.each(CHECKS)('finds no %s', async (_, sql) => {
    const rows = await db.query<Record<string, string>>(sql);
    expect(rows.map((row) => Object.values(row)[0])).toEqual([]);
  });

  it('the public roles can still read what the site is built from', async () => {
    for (const role of PUBLIC_ROLES) {
      const [row] = await db.query<{ ok: boolean }>(
        `select has_column_privilege($1, 'public.poema', 'texto', 'SELECT') and has_column_privilege($1, 'public.autor', 'nombre', 'SELECT') as ok`,
        [role],
      );
      expect(row!.ok, role).toBe(true);
    }
  });
});
