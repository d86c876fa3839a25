// Whether the tables are the shape the site reads (TABLES in src/lib/content/tables.ts), and
// whether every migration of supabase/migrations has run. A missing table or column stops
// the build; a column of another type is read as the site can, which this says.
import { readdir } from 'node:fs/promises';
import { TABLES, type ColumnKind, type TableName } from '../../content/tables.ts';
import type { Sql } from '../sql.ts';
import { guarded, ident, isFinding, INTEGER_TYPES, type Catalog } from './catalog.ts';
import type { Finding } from './findings.ts';

const TEXT_TYPES = ['text', 'character varying'];

/**
 * Whether a column of `type` serves a column of `kind`: 'ok'; 'text-date', a date kept as
 * text (read when it starts with YYYY-MM-DD, so its rows need a look); or 'mismatch'.
 */
export function typeFit(kind: ColumnKind, type: string): 'ok' | 'text-date' | 'mismatch' {
  switch (kind) {
    case 'key':
    case 'int':
      return INTEGER_TYPES.includes(type) ? 'ok' : 'mismatch';
    case 'text':
      return TEXT_TYPES.includes(type) ? 'ok' : 'mismatch';
    case 'date':
      if (type === 'date' || type === 'timestamp without time zone') return 'ok';
      return TEXT_TYPES.includes(type) ? 'text-date' : 'mismatch';
    case 'stamp':
      return type === 'timestamp with time zone' ? 'ok' : 'mismatch';
  }
}

/** The migration files not recorded as applied, and the recorded ones this checkout has no file for. */
export function compareMigrations(files: readonly string[], applied: readonly string[]): { pending: string[]; unknown: string[] } {
  const versions = files.filter((f) => f.endsWith('.sql')).map((f) => f.replace(/\.sql$/, ''));
  return {
    pending: versions.filter((v) => !applied.includes(v)).sort(),
    unknown: applied.filter((v) => !versions.includes(v)).sort(),
  };
}

/** The site's columns a migration adds (content dates): while migrations are pending, their absence is the migrations' to fix. */
export const MIGRATION_COLUMNS = ['actualizado'];

export async function inspectShape(db: Sql, catalog: Catalog, migrationsDir: string): Promise<Finding[]> {
  const migrations = await inspectMigrations(db, migrationsDir);
  const pending = migrations.find((f) => f.kind === 'pendingMigrations');
  const findings: Finding[] = [];
  for (const [table, spec] of Object.entries(TABLES) as [TableName, (typeof TABLES)[TableName]][]) {
    const relation = catalog.relations.get(table);
    if (!relation) {
      findings.push({ kind: 'missingTable', table });
      continue;
    }
    const columns = Object.entries(spec.columns as Record<string, ColumnKind>);
    const missing = columns.filter(([name]) => !relation.columns.has(name)).map(([name, kind]) => ({ name, kind }));
    const byMigration = pending ? missing.filter((c) => MIGRATION_COLUMNS.includes(c.name)) : [];
    if (pending) pending.columns.push(...byMigration.map((c) => `${table}.${c.name}`));
    const byHand = missing.filter((c) => !byMigration.includes(c));
    if (byHand.length) findings.push({ kind: 'missingColumns', table, columns: byHand });
    for (const [column, kind] of columns) {
      const type = relation.columns.get(column)?.type;
      if (type === undefined) continue;
      const fit = typeFit(kind, type);
      if (fit === 'ok') continue;
      const bad = fit === 'text-date' ? await undatedRows(db, table, column, relation.columns.has('id')) : { ids: [], total: 0 };
      if (isFinding(bad)) findings.push(bad);
      else
        findings.push({
          kind: 'columnType',
          table,
          column,
          expected: kind,
          actual: type,
          badRows: bad.ids,
          badTotal: bad.total,
          triggers: await triggersOn(db, table, column),
        });
    }
  }
  return [...findings, ...migrations];
}

/** The rows of a text date column the site reads as no date: not empty, and not starting with YYYY-MM-DD (its own test). */
function undatedRows(db: Sql, table: string, column: string, hasId: boolean) {
  return guarded(db, `public.${table}`, async () => {
    const rows = await db.query<{ id: string | null; total: string }>(
      `select ${hasId ? 'id' : 'null'} as id, count(*) over () as total from public.${ident(table)}
        where btrim(${ident(column)}) <> '' and ${ident(column)} !~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}'
        order by 1 limit 50`,
    );
    return { ids: rows.flatMap((r) => (r.id === null ? [] : [Number(r.id)])), total: Number(rows[0]?.total ?? 0) };
  });
}

/** The triggers whose definition names the column (`before update of …`): they block `alter column … type`. */
async function triggersOn(db: Sql, table: string, column: string): Promise<string[]> {
  const rows = await db.query<{ name: string }>(
    `select distinct t.tgname::text as name
       from pg_trigger t
       join pg_depend d on d.classid = 'pg_trigger'::regclass and d.objid = t.oid and d.refclassid = 'pg_class'::regclass
       join pg_attribute a on a.attrelid = d.refobjid and a.attnum = d.refobjsubid
      where not t.tgisinternal and d.refobjid = format('public.%I', $1::text)::regclass and a.attname = $2
      order by 1`,
    [table, column],
  );
  return rows.map((r) => r.name);
}

type MigrationFinding = Extract<Finding, { kind: 'pendingMigrations' | 'unknownMigrations' | 'unreadable' }>;

async function inspectMigrations(db: Sql, migrationsDir: string): Promise<MigrationFinding[]> {
  const files = await readdir(migrationsDir);
  const applied = await guarded(db, 'hormiguero.schema_migrations', async () => {
    const [table] = await db.query<{ present: boolean }>(`select to_regclass('hormiguero.schema_migrations') is not null as present`);
    if (!table!.present) return [];
    return (await db.query<{ version: string }>('select version from hormiguero.schema_migrations')).map((r) => r.version);
  });
  if (isFinding(applied)) return [applied as MigrationFinding];
  const { pending, unknown } = compareMigrations(files, applied);
  return [
    ...(pending.length ? [{ kind: 'pendingMigrations' as const, versions: pending, columns: [] }] : []),
    ...(unknown.length ? [{ kind: 'unknownMigrations' as const, versions: unknown }] : []),
  ];
}
