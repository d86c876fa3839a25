import type { Sql } from '../db/sql.ts';
import { normaliseRows, selectSql, TABLE_NAMES } from './tables.ts';
import type { ContentSource, Snapshot } from './types.ts';

/** A ContentSource over any Postgres (PGlite or a server): one select per table. */
export function createSqlSource(db: Sql, onClose: () => Promise<void> = () => db.close()): ContentSource {
  return {
    kind: db.kind,
    async snapshot() {
      const snapshot: Partial<Snapshot> = {};
      // Sequential on purpose: PGlite runs one query at a time anyway, and a server gets
      // eleven short reads instead of eleven connections.
      for (const table of TABLE_NAMES) {
        const rows = await db.query<Record<string, unknown>>(selectSql(table));
        (snapshot as Record<string, unknown>)[table] = normaliseRows(table, rows);
      }
      return snapshot as Snapshot;
    },
    close: onClose,
  };
}
