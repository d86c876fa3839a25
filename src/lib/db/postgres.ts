import type { Sql } from './sql.ts';

// PostgreSQL over node-postgres: a pool for long-lived processes (the local server, builds,
// scripts), or one connection for a single request (Cloudflare's runtime, where a socket
// opened by one request cannot serve another; Hyperdrive pools the connections there).

export async function openPostgres(connectionString: string, options: { max?: number } = {}): Promise<Sql> {
  const { default: pg } = await import('pg');
  const pool = new pg.Pool({ connectionString, max: options.max ?? 10 });
  // An idle connection the server drops (restart, failover) must not crash the process:
  // the pool replaces it on the next query.
  pool.on('error', (error) => console.warn(`PostgreSQL connection lost: ${error.message}`));
  // Fail now, with the driver's reason, rather than at the first query.
  const client = await pool.connect();
  client.release();
  return {
    kind: 'postgres',
    async query<T>(text: string, params?: unknown[]) {
      const result = await pool.query(text, params as unknown[] | undefined);
      return result.rows as T[];
    },
    async exec(text: string) {
      await pool.query(text);
    },
    close: () => pool.end(),
  };
}

/** One connection, for one request: open it, use it, close it (see above). */
export async function connectPostgres(connectionString: string): Promise<Sql> {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString });
  await client.connect();
  let closed = false;
  return {
    kind: 'postgres',
    async query<T>(text: string, params?: unknown[]) {
      const result = await client.query(text, params as unknown[] | undefined);
      return result.rows as T[];
    },
    async exec(text: string) {
      await client.query(text);
    },
    async close() {
      if (closed) return;
      closed = true;
      await client.end();
    },
  };
}
