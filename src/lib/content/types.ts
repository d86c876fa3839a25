import type { RowOf, TableName } from './tables.ts';
// Row shapes of the content tables, as every ContentSource returns them:
// ids are numbers, dates are 'YYYY-MM-DD' strings, missing values are null.

// Row types come from the table schemas (tables.ts): each table is described once.
export type RevistaRow = RowOf<'revista'>;
export type AutorRow = RowOf<'autor'>;
export type PoemarioRow = RowOf<'poemario'>;
export type CreacionRow = RowOf<'creaciones'>;
export type CreacionPoemarioRow = RowOf<'creaciones_poemario'>;
export type PoemaRow = RowOf<'poema'>;
export type RevistaAutorRow = RowOf<'revista_autor'>;
export type VisualRow = RowOf<'visuales'>;

/** Everything the site is built from: each content table read once, rows ordered by key. */
export type Snapshot = { [T in TableName]: RowOf<T>[] };

export type { TableName };

/** Where the content comes from; one implementation per data source. */
export interface ContentSource {
  readonly kind: 'file' | 'embedded' | 'postgres' | 'supabase';
  snapshot(): Promise<Snapshot>;
  close(): Promise<void>;
}
