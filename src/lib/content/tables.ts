import { z } from 'zod';

/**
 * Each content table described once: its columns, as zod schemas that both type the rows
 * (`types.ts` infers them from here) and clean what a driver returns, and its order. Only
 * the columns the site is built from are read (formspree_url is left out: forwarding
 * addresses are server-side knowledge, not readable by the public role). Dates come back as
 * strings 'YYYY-MM-DD' whatever the driver (pg gives Date objects, PostgREST strings), so
 * every adapter yields byte-identical snapshots.
 */
export type ColumnKind = 'key' | 'int' | 'text' | 'date' | 'stamp';

const toInteger = (value: unknown) =>
  typeof value === 'number' ? value : typeof value === 'bigint' || typeof value === 'string' ? Number(value) : value;
const integer = z.preprocess(toInteger, z.number().refine(Number.isSafeInteger, 'expected an integer'));
const absent = (value: unknown) => (value === undefined ? null : value);

/** A column of one kind: how it is selected (`kind`) and how a driver's value is cleaned. */
const column = {
  /** Part of the row's key: never null. */
  key: { kind: 'key', schema: z.preprocess(absent, integer) },
  int: { kind: 'int', schema: z.preprocess(absent, integer.nullable()) },
  text: { kind: 'text', schema: z.preprocess((v) => (v === null || v === undefined ? null : String(v)), z.string().nullable()) },
  date: {
    kind: 'date',
    schema: z.preprocess((value) => {
      if (value instanceof Date) return value.toISOString().slice(0, 10);
      if (value === null || value === undefined) return null;
      const text = String(value);
      return /^\d{4}-\d{2}-\d{2}/.test(text) ? text.slice(0, 10) : null;
    }, z.string().nullable()),
  },
  /**
   * A moment (timestamptz), as an ISO string in UTC to the millisecond. Selected as ISO text
   * (see selectSql) and parsed here, as PostgREST's text is: every adapter rounds alike.
   */
  stamp: {
    kind: 'stamp',
    schema: z.preprocess((value) => {
      if (value === null || value === undefined) return null;
      const time = value instanceof Date ? value : new Date(String(value));
      return Number.isNaN(time.getTime()) ? null : time.toISOString();
    }, z.string().nullable()),
  },
} as const;

type Column = (typeof column)[keyof typeof column];

function table<C extends Record<string, Column>>(columns: C, orderBy: (keyof C & string)[]) {
  const shape = Object.fromEntries(Object.entries(columns).map(([name, c]) => [name, c.schema])) as { [K in keyof C]: C[K]['schema'] };
  return {
    schema: z.object(shape),
    columns: Object.fromEntries(Object.entries(columns).map(([name, c]) => [name, c.kind])) as Record<keyof C & string, ColumnKind>,
    orderBy,
  };
}

const { key, int, text, date, stamp } = column;
const images = () => table({ id: key, url: text }, ['id']);

export const TABLES = {
  revista: table(
    {
      id: key,
      numero: int,
      nombre: text,
      portada: text,
      general: text,
      sintesis: text,
      contribuyentes: text,
      fecha_publicacion: date,
      actualizado: stamp,
    },
    ['id'],
  ),
  autor: table(
    { id: key, nombre: text, semblanza: text, bio_corta: text, URL: text, imagen: text, tipo_creacion: text, actualizado: stamp },
    ['id'],
  ),
  poemario: table({ id: key, titulo: text, portada: text, id_autor: int, actualizado: stamp }, ['id']),
  creaciones: table({ id: key, id_revista: int, tipo: text, colaboradores: text, imagen: text, actualizado: stamp }, ['id']),
  creaciones_poemario: table({ id_creacion: key, id_poemario: key }, ['id_creacion', 'id_poemario']),
  poema: table(
    {
      id: key,
      titulo: text,
      fecha: date,
      portada: text,
      texto: text,
      mencion: text,
      hormigueos: int,
      id_autor: int,
      id_poemario: int,
      actualizado: stamp,
    },
    ['id'],
  ),
  revista_autor: table({ id_revista: key, autor: key }, ['id_revista', 'autor']),
  visuales: table(
    {
      id: key,
      id_revista: int,
      id_autor: int,
      pieza: text,
      nombre_pieza: text,
      descripcion_pieza: text,
      hormigueos: int,
      id_poemario: int,
      actualizado: stamp,
    },
    ['id'],
  ),
  manilargos: images(),
  collages: images(),
  caras2: images(),
};

export type TableName = keyof typeof TABLES;
/** The rows of one table, as the site reads them. */
export type RowOf<T extends TableName> = z.output<(typeof TABLES)[T]['schema']>;

export const TABLE_NAMES = Object.keys(TABLES) as TableName[];

/** How each kind of column is selected: dates as 'YYYY-MM-DD', moments as ISO 8601 text, as PostgREST sends them. */
const SELECT_AS: Partial<Record<ColumnKind, (column: string) => string>> = {
  date: (column) => `${column}::text`,
  stamp: (column) => `to_json(${column}) #>> '{}'`,
};

/** `select` statement for one table, quoting identifiers ("URL" is upper case) and casting dates to text. */
export function selectSql(table: TableName): string {
  const spec = TABLES[table];
  const columns = Object.entries(spec.columns).map(([name, kind]) => {
    const as = SELECT_AS[kind];
    return as ? `${as(quote(name))} as ${quote(name)}` : quote(name);
  });
  return `select ${columns.join(', ')} from public.${quote(table)} order by ${spec.orderBy.map(quote).join(', ')}`;
}

function quote(identifier: string): string {
  return `"${identifier.replaceAll('"', '""')}"`;
}

/** Cleans driver rows into the snapshot's row shape, keeping only the table's columns. */
export function normaliseRows<T extends TableName>(table: T, rows: readonly Record<string, unknown>[]): RowOf<T>[] {
  const schema = TABLES[table].schema;
  return rows.map((row) => {
    const parsed = schema.safeParse(row);
    if (parsed.success) return parsed.data as RowOf<T>;
    const issue = parsed.error.issues[0]!;
    throw new TypeError(`${table}.${issue.path.join('.')}: ${issue.message} (got ${JSON.stringify(row[String(issue.path[0])])})`);
  });
}
