// The connection db:check reads through: one connection (a READ ONLY transaction lives on a
// single session, which a pool would not keep), given up on after a while rather than left
// hanging on a host that never answers. Supabase's REST settings alone get the refusal every
// editors' command gives (openDatabaseFor): the catalog is not reachable through the API.
import type { DataSourceConfig } from '../../config/dataSource.ts';
import { openDatabaseFor } from '../openDatabase.ts';
import type { Sql } from '../sql.ts';

const CONNECT_TIMEOUT_MS = 15_000;

export async function openForCheck(config: DataSourceConfig): Promise<Sql> {
  if (config.kind !== 'postgres') return openDatabaseFor('db:check', config);
  const { default: pg } = await import('pg');
  const client = new pg.Client({
    connectionString: config.url,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    application_name: 'hormiguero db:check',
  });
  // A connection the server drops mid-check surfaces as the failing query's error; without a
  // listener, the same event would also crash the process.
  client.on('error', () => {});
  await client.connect();
  return {
    kind: 'postgres',
    async query<T>(text: string, params?: unknown[]) {
      return (await client.query(text, params as unknown[] | undefined)).rows as T[];
    },
    async exec(text: string) {
      await client.query(text);
    },
    close: () => client.end(),
  };
}
