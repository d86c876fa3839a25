// Whether the database is a Supabase project and, if so, whether it has what publishing on
// edit needs (supabase/publish/deploy-hook.sql): pg_cron, pg_net and Vault. On a plain
// PostgreSQL server none of that exists or is needed: the local server publishes itself.
import type { Sql } from '../sql.ts';
import type { Finding, Note } from './findings.ts';

/** Schemas and roles only Supabase makes: its Auth, Storage and platform roles. */
const SUPABASE_SCHEMAS = ['auth', 'storage', 'graphql_public', 'realtime', 'supabase_functions'];
const SUPABASE_ROLES = ['supabase_admin', 'supabase_auth_admin', 'supabase_storage_admin', 'authenticator'];

/**
 * A Supabase project has its platform role (supabase_admin), or Auth's and Storage's schemas
 * together. anon, authenticated and service_role prove nothing: this project's migrations
 * make them on any server.
 */
export function looksLikeSupabase(found: { schemas: readonly string[]; roles: readonly string[] }): boolean {
  return found.roles.includes('supabase_admin') || (found.schemas.includes('auth') && found.schemas.includes('storage'));
}

const EXTENSIONS = ['pg_cron', 'pg_net', 'supabase_vault'] as const;

export async function inspectSupabase(db: Sql): Promise<{ findings: Finding[]; notes: Note[] }> {
  const schemas = await db.query<{ name: string }>('select nspname::text as name from pg_namespace where nspname = any($1)', [
    SUPABASE_SCHEMAS,
  ]);
  const roles = await db.query<{ name: string }>('select rolname::text as name from pg_roles where rolname = any($1)', [SUPABASE_ROLES]);
  if (!looksLikeSupabase({ schemas: schemas.map((s) => s.name), roles: roles.map((r) => r.name) })) {
    return { findings: [], notes: [{ kind: 'notSupabase' }] };
  }
  const installed = await db.query<{ name: string }>(
    // Vault counts as there when its view is, however it was installed.
    `select extname::text as name from pg_extension where extname = any($1)
     union select 'supabase_vault' where to_regclass('vault.decrypted_secrets') is not null`,
    [EXTENSIONS],
  );
  const names = installed.map((e) => e.name);
  return {
    findings: EXTENSIONS.filter((e) => !names.includes(e)).map((extension) => ({ kind: 'missingExtension', extension })),
    notes: [],
  };
}
