// Who owns the tables the migrations alter (add a column, a trigger, a key, a policy): only
// their owner, or a member of the owner's role, may. A table made by another role (the
// dashboard's, another project's) stops `npm run db:migrate` halfway.
import { TABLE_NAMES } from '../../content/tables.ts';
import type { Sql } from '../sql.ts';
import type { Finding } from './findings.ts';

/** The content tables, the subscribers and this project's own tables (supabase/migrations). */
export const PROJECT_TABLES = [...TABLE_NAMES, 'suscriptor', 'hormigueo', 'hormigueo_entrega', 'limite_accion', 'clave_envio'];

export async function inspectOwnership(db: Sql): Promise<Finding[]> {
  const rows = await db.query<{ table: string; owner: string; role: string }>(
    `select c.relname as table, pg_get_userbyid(c.relowner)::text as owner, current_user::text as role
       from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind in ('r', 'p') and c.relname = any($1)
        and not pg_has_role(current_user, c.relowner, 'MEMBER')
      order by 2, 1`,
    [PROJECT_TABLES],
  );
  const byOwner = new Map<string, Extract<Finding, { kind: 'notOwner' }>>();
  for (const row of rows) {
    const finding = byOwner.get(row.owner) ?? { kind: 'notOwner' as const, owner: row.owner, role: row.role, tables: [] };
    finding.tables.push(row.table);
    byOwner.set(row.owner, finding);
  }
  return [...byOwner.values()];
}
