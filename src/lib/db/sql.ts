/** The little of a Postgres client the site needs, over PGlite or node-postgres alike. */
export interface Sql {
  readonly kind: 'embedded' | 'postgres';
  query<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<T[]>;
  /** Runs a script of several statements (no parameters). */
  exec(text: string): Promise<void>;
  close(): Promise<void>;
}
