import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { dropDatabase } from '../../scripts/sample/postgresDatabases.ts';

/** The local PostgreSQL server the integration tests use (trust auth, user postgres). */
export const PG_ADMIN_URL = process.env.PG_ADMIN_URL || 'postgres://postgres@127.0.0.1:5432/postgres';

export interface TestDatabase {
  url: string;
  name: string;
  drop(): Promise<void>;
}

/** Creates a fresh, empty database on the local server; `drop()` removes it. */
export async function createTestDatabase(prefix = 'hdp_test'): Promise<TestDatabase> {
  const name = `${prefix}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(PG_ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    url: url.href,
    name,
    drop: () => dropDatabase(url.href),
  };
}

/**
 * Makes an empty database look like a Supabase project to the migrations: its three roles
 * exist and, as Supabase's default privileges do, every new table, sequence and function is
 * granted to all of them (the migrations must take back what the public roles may not have).
 */
export const LIKE_SUPABASE = `
  do $$ begin
    if not exists (select 1 from pg_roles where rolname = 'anon') then create role anon nologin noinherit; end if;
    if not exists (select 1 from pg_roles where rolname = 'authenticated') then create role authenticated nologin noinherit; end if;
    if not exists (select 1 from pg_roles where rolname = 'service_role') then create role service_role nologin noinherit bypassrls; end if;
  end $$;
  alter default privileges in schema public grant all on tables to anon, authenticated, service_role;
  alter default privileges in schema public grant all on sequences to anon, authenticated, service_role;
  alter default privileges in schema public grant all on functions to anon, authenticated, service_role;
`;
