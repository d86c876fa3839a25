import type { Snapshot, TableName } from './types.ts';

/**
 * The columns the site is built from (formspree_url is left out: forwarding addresses are
 * server-side knowledge, not readable by the public role). How each column is read and normalised. `key` columns are never null; the others may be.
 * Dates come back as strings 'YYYY-MM-DD' whatever the driver (pg gives Date objects,
 * PostgREST gives strings), so every adapter yields byte-identical snapshots.
 */
export type ColumnKind = 'key' | 'int' | 'text' | 'date';

interface TableSpec {
  columns: Record<string, ColumnKind>;
  orderBy: string[];
}

export const TABLES: { [T in TableName]: TableSpec } = {
  revista: {
    columns: {
      id: 'key',
      numero: 'int',
      nombre: 'text',
      portada: 'text',
      general: 'text',
      sintesis: 'text',
      contribuyentes: 'text',
      fecha_publicacion: 'date',
    },
    orderBy: ['id'],
  },
  autor: {
    columns: {
      id: 'key',
      nombre: 'text',
      semblanza: 'text',
      bio_corta: 'text',
      URL: 'text',
      imagen: 'text',
      tipo_creacion: 'text',
    },
    orderBy: ['id'],
  },
  poemario: {
    columns: { id: 'key', titulo: 'text', portada: 'text', id_autor: 'int' },
    orderBy: ['id'],
  },
  creaciones: {
    columns: { id: 'key', id_revista: 'int', tipo: 'text', colaboradores: 'text', imagen: 'text' },
    orderBy: ['id'],
  },
  creaciones_poemario: {
    columns: { id_creacion: 'key', id_poemario: 'key' },
    orderBy: ['id_creacion', 'id_poemario'],
  },
  poema: {
    columns: {
      id: 'key',
      titulo: 'text',
      fecha: 'date',
      portada: 'text',
      texto: 'text',
      mencion: 'text',
      hormigueos: 'int',
      id_autor: 'int',
      id_poemario: 'int',
    },
    orderBy: ['id'],
  },
  revista_autor: {
    columns: { id_revista: 'key', autor: 'key' },
    orderBy: ['id_revista', 'autor'],
  },
  visuales: {
    columns: {
      id: 'key',
      id_revista: 'int',
      id_autor: 'int',
      pieza: 'text',
      nombre_pieza: 'text',
      descripcion_pieza: 'text',
      hormigueos: 'int',
      id_poemario: 'int',
    },
    orderBy: ['id'],
  },
  manilargos: { columns: { id: 'key', url: 'text' }, orderBy: ['id'] },
  collages: { columns: { id: 'key', url: 'text' }, orderBy: ['id'] },
  caras2: { columns: { id: 'key', url: 'text' }, orderBy: ['id'] },
};

export const TABLE_NAMES = Object.keys(TABLES) as TableName[];

/** `select` statement for one table, quoting identifiers ("URL" is upper case) and casting dates to text. */
export function selectSql(table: TableName): string {
  const spec = TABLES[table];
  const columns = Object.entries(spec.columns).map(([name, kind]) =>
    kind === 'date' ? `${quote(name)}::text as ${quote(name)}` : quote(name),
  );
  return `select ${columns.join(', ')} from public.${quote(table)} order by ${spec.orderBy.map(quote).join(', ')}`;
}

function quote(identifier: string): string {
  return `"${identifier.replaceAll('"', '""')}"`;
}

function toNumber(value: unknown, table: string, column: string): number {
  const n = typeof value === 'number' ? value : Number(value);
  if (!Number.isSafeInteger(n)) {
    throw new TypeError(`${table}.${column}: expected an integer, got ${JSON.stringify(value)}`);
  }
  return n;
}

function toDate(value: unknown): string | null {
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  const text = String(value);
  return /^\d{4}-\d{2}-\d{2}/.test(text) ? text.slice(0, 10) : null;
}

function normaliseValue(value: unknown, kind: ColumnKind, table: string, column: string): unknown {
  if (value === null || value === undefined) {
    if (kind === 'key') throw new TypeError(`${table}.${column}: missing value`);
    return null;
  }
  switch (kind) {
    case 'key':
    case 'int':
      return toNumber(value, table, column);
    case 'date':
      return toDate(value);
    case 'text':
      return String(value);
  }
}

/** Coerces driver rows into the snapshot's row shape, keeping only the spec's columns. */
export function normaliseRows<T extends TableName>(table: T, rows: readonly Record<string, unknown>[]): Snapshot[T] {
  const columns = Object.entries(TABLES[table].columns);
  return rows.map((row) => {
    const out: Record<string, unknown> = {};
    for (const [name, kind] of columns) out[name] = normaliseValue(row[name], kind, table, name);
    return out;
  }) as unknown as Snapshot[T];
}
