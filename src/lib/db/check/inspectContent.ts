// The content rows that do not line up, which the table editor let in because the live
// tables had no keys between them: references to rows that are gone, key columns left
// empty, pair rows entered twice, one address subscribed twice; and the keys the migrations
// could only add NOT VALID, or not at all, because of them.
import { TABLES, type ColumnKind, type TableName } from '../../content/tables.ts';
import type { Sql } from '../sql.ts';
import { guarded, hasIntegerColumn, ident, isFinding, type Catalog } from './catalog.ts';
import type { Finding, RowKey } from './findings.ts';
import { maskAddress } from './maskAddress.ts';

/** Every reference the site follows: (table, column) → the table whose id it names. */
export const REFERENCES: readonly (readonly [TableName, string, TableName])[] = [
  ['poema', 'id_autor', 'autor'],
  ['poema', 'id_poemario', 'poemario'],
  ['poemario', 'id_autor', 'autor'],
  ['creaciones', 'id_revista', 'revista'],
  ['creaciones_poemario', 'id_creacion', 'creaciones'],
  ['creaciones_poemario', 'id_poemario', 'poemario'],
  ['revista_autor', 'id_revista', 'revista'],
  ['revista_autor', 'autor', 'autor'],
  ['visuales', 'id_revista', 'revista'],
  ['visuales', 'id_autor', 'autor'],
  ['visuales', 'id_poemario', 'poemario'],
];

/** The tables that pair two others, keyed by the pair (TABLES orders them by it). */
export const PAIR_TABLES = ['creaciones_poemario', 'revista_autor'] as const;

/** How many rows of each problem are named; the count says how many there are in all. */
const ROWS_NAMED = 50;

const keyColumns = (table: TableName) =>
  Object.entries(TABLES[table].columns)
    .filter(([, kind]) => kind === 'key')
    .map(([name]) => name);

/** SQL for a row's key as JSON: its id, or a pair table's two columns when it has no id. */
function rowKeySql(catalog: Catalog, table: TableName, alias: string): string {
  const columns = catalog.relations.get(table)?.columns.has('id') ? ['id'] : keyColumns(table);
  return `jsonb_build_object(${columns.map((c) => `'${c}', ${alias}.${ident(c)}`).join(', ')})`;
}

const numbers = (values: readonly (string | number)[] | null) => (values ?? []).map(Number);

export async function inspectContent(db: Sql, catalog: Catalog): Promise<Finding[]> {
  const findings: Finding[] = [];
  const collect = (result: Finding[] | Finding) => findings.push(...(isFinding(result) ? [result] : result));

  for (const [table, column, target] of REFERENCES) {
    if (!hasIntegerColumn(catalog, table, column) || !hasIntegerColumn(catalog, target, 'id')) continue;
    collect(
      await guarded(db, `public.${table}`, async () => {
        const rows = await db.query<{ key: RowKey; value: string; total: string }>(
          `select ${rowKeySql(catalog, table, 't')} as key, t.${ident(column)}::bigint as value, count(*) over () as total
             from public.${ident(table)} t
            where t.${ident(column)} is not null
              and not exists (select 1 from public.${ident(target)} r where r.id = t.${ident(column)})
            order by t.${ident(column)}, 1
            limit ${ROWS_NAMED}`,
        );
        if (!rows.length) return [];
        // A pair table's columns are its key: such a row pairs nothing and goes; elsewhere the reference may be cleared.
        const nullable = (TABLES[table].columns as Record<string, ColumnKind>)[column] !== 'key';
        return [
          {
            kind: 'orphanReference',
            table,
            column,
            target,
            nullable,
            rows: rows.map((r) => ({ key: r.key, value: Number(r.value) })),
            total: Number(rows[0]!.total),
          },
        ];
      }),
    );
  }

  for (const table of Object.keys(TABLES) as TableName[]) {
    for (const column of keyColumns(table)) {
      if (!hasIntegerColumn(catalog, table, column)) continue;
      collect(
        await guarded(db, `public.${table}`, async () => {
          const rows = await db.query<{ key: RowKey; total: string }>(
            `select ${rowKeySql(catalog, table, 't')} as key, count(*) over () as total
               from public.${ident(table)} t where t.${ident(column)} is null order by 1 limit ${ROWS_NAMED}`,
          );
          return rows.length ? [{ kind: 'nullKey', table, column, rows: rows.map((r) => r.key), total: Number(rows[0]!.total) }] : [];
        }),
      );
    }
  }

  for (const table of PAIR_TABLES) {
    const [first, second] = TABLES[table].orderBy as [string, string];
    if (!hasIntegerColumn(catalog, table, first) || !hasIntegerColumn(catalog, table, second)) continue;
    const hasId = hasIntegerColumn(catalog, table, 'id');
    collect(
      await guarded(db, `public.${table}`, async () => {
        const rows = await db.query<{ a: string; b: string; n: number; ids: string[] | null }>(
          `select t.${ident(first)}::bigint as a, t.${ident(second)}::bigint as b, count(*)::int as n,
                  ${hasId ? 'array_agg(t.id order by t.id)' : 'null::bigint[]'} as ids
             from public.${ident(table)} t
            where t.${ident(first)} is not null and t.${ident(second)} is not null
            group by 1, 2 having count(*) > 1 order by 1, 2 limit ${ROWS_NAMED}`,
        );
        return rows.map((r): Finding => ({
          kind: 'duplicatePair',
          table,
          columns: [first, second],
          pair: [Number(r.a), Number(r.b)],
          ids: r.ids ? numbers(r.ids) : null,
          count: r.n,
        }));
      }),
    );
  }

  collect(await inspectSubscribers(db, catalog));
  findings.push(...(await notValidForeignKeys(db, findings)));
  return findings;
}

/** Addresses subscribed twice (as the subscription normalises them), and the unique index they block. */
async function inspectSubscribers(db: Sql, catalog: Catalog): Promise<Finding[] | Finding> {
  const suscriptor = catalog.relations.get('suscriptor');
  if (!suscriptor?.columns.has('correo')) return [];
  const hasId = hasIntegerColumn(catalog, 'suscriptor', 'id');
  return guarded(db, 'public.suscriptor', async () => {
    const rows = await db.query<{ address: string; ids: string[] }>(
      `select min(correo::text) as address, ${hasId ? 'array_agg(id order by id)' : "'{}'::bigint[]"} as ids
         from public.suscriptor where correo is not null
        group by lower(btrim(correo::text)) having count(*) > 1 order by 2 limit ${ROWS_NAMED}`,
    );
    const duplicates = rows.map((r): Finding => ({ kind: 'duplicateSubscriber', address: maskAddress(r.address), ids: numbers(r.ids) }));
    // The migration's index (supabase/migrations/20260101000200_reader_actions.sql), by what it indexes, whatever its name.
    const [index] = await db.query<{ present: boolean }>(
      `select exists (select 1 from pg_index i
                       where i.indrelid = 'public.suscriptor'::regclass and i.indisunique and i.indisvalid
                         and pg_get_indexdef(i.indexrelid) ~ 'lower\\(btrim\\(\\(?correo(\\)::text)?\\)\\)') as present`,
    );
    return index!.present ? duplicates : [...duplicates, { kind: 'missingSubscriberIndex', duplicates: rows.length }];
  });
}

/** Foreign keys the migrations added NOT VALID (old rows unchecked), with how many orphans still stand in the way. */
async function notValidForeignKeys(db: Sql, found: Finding[]): Promise<Finding[]> {
  const rows = await db.query<{ table: string; constraint: string; column: string; target: string }>(`
    select r.relname as table, c.conname as constraint, a.attname as column, t.relname as target
      from pg_constraint c
      join pg_class r on r.oid = c.conrelid
      join pg_namespace n on n.oid = r.relnamespace
      join pg_class t on t.oid = c.confrelid
      join pg_attribute a on a.attrelid = c.conrelid and a.attnum = c.conkey[1]
     where c.contype = 'f' and not c.convalidated and n.nspname = 'public'
     order by 1, 2`);
  return rows.map((row) => {
    const orphans = found.find((f) => f.kind === 'orphanReference' && f.table === row.table && f.column === row.column);
    // Unknown when either table could not be read.
    const unread = found.some(
      (f) => f.kind === 'unreadable' && (f.object === `public.${row.table}` || f.object === `public.${row.target}`),
    );
    return { kind: 'notValidForeignKey', ...row, orphans: orphans?.kind === 'orphanReference' ? orphans.total : unread ? null : 0 };
  });
}
