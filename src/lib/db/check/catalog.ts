// What db:check's inspections share: the tables and columns of schema public as the catalog
// has them, which public roles exist, and a way to run a query the database may refuse
// (a table the connected role cannot read) without losing the read-only transaction.
import type { Sql } from '../sql.ts';
import type { Finding } from './findings.ts';

export interface ColumnInfo {
  /** The base type as format_type names it without modifiers ('bigint', 'character varying', 'date'). */
  type: string;
}

export interface RelationInfo {
  kind: 'table' | 'view';
  columns: Map<string, ColumnInfo>;
}

export interface Catalog {
  relations: Map<string, RelationInfo>;
  /** anon and authenticated, those of them that exist (a plain server has them once migrated). */
  publicRoles: string[];
}

export const PUBLIC_ROLES = ['anon', 'authenticated'];

export async function readCatalog(db: Sql): Promise<Catalog> {
  const rows = await db.query<{ relation: string; relkind: string; column: string; type: string }>(`
    select c.relname as relation, c.relkind::text as relkind, a.attname as column,
           format_type(case when t.typtype = 'd' then t.typbasetype else t.oid end, null) as type
      from pg_class c
      join pg_namespace n on n.oid = c.relnamespace
      join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
      join pg_type t on t.oid = a.atttypid
     where n.nspname = 'public' and c.relkind in ('r', 'p', 'v', 'm', 'f')
     order by c.relname, a.attnum`);
  const relations = new Map<string, RelationInfo>();
  for (const row of rows) {
    let relation = relations.get(row.relation);
    if (!relation) {
      relation = { kind: row.relkind === 'v' || row.relkind === 'm' ? 'view' : 'table', columns: new Map() };
      relations.set(row.relation, relation);
    }
    relation.columns.set(row.column, { type: row.type });
  }
  const roles = await db.query<{ rolname: string }>('select rolname::text from pg_roles where rolname = any($1) order by rolname', [
    PUBLIC_ROLES,
  ]);
  return { relations, publicRoles: roles.map((r) => r.rolname) };
}

export const INTEGER_TYPES = ['smallint', 'integer', 'bigint'];

/** True when `table` has `column` of an integer type (a reference or key the checks can compare). */
export function hasIntegerColumn(catalog: Catalog, table: string, column: string): boolean {
  const type = catalog.relations.get(table)?.columns.get(column)?.type;
  return type !== undefined && INTEGER_TYPES.includes(type);
}

/** Quotes an identifier for SQL ("URL" is upper case). */
export const ident = (name: string) => `"${name.replaceAll('"', '""')}"`;

/**
 * Runs `work` under a savepoint: when the database refuses it (no privilege on a table, a
 * value that does not cast), the transaction goes on and the refusal becomes a finding about
 * `object`, so one unreadable table never hides the rest of the report.
 */
export async function guarded<T>(db: Sql, object: string, work: () => Promise<T>): Promise<T | Finding> {
  await db.exec('savepoint db_check');
  try {
    const result = await work();
    await db.exec('release savepoint db_check');
    return result;
  } catch (error) {
    await db.exec('rollback to savepoint db_check; release savepoint db_check');
    return { kind: 'unreadable', object, reason: (error as Error).message.split('\n')[0] ?? String(error) };
  }
}

export const isFinding = (value: unknown): value is Finding =>
  typeof value === 'object' && value !== null && 'kind' in value && typeof (value as { kind: unknown }).kind === 'string';
