import type { SupabaseClient } from '@supabase/supabase-js';
import { normaliseRows, TABLES, TABLE_NAMES } from './tables.ts';
import type { ContentSource, Snapshot, TableName } from './types.ts';

/** PostgREST caps a response at 1,000 rows by default; read in pages of that size. */
export const SUPABASE_PAGE_SIZE = 1000;

async function readTable(client: SupabaseClient, table: TableName, pageSize: number): Promise<Record<string, unknown>[]> {
  const spec = TABLES[table];
  const columns = Object.keys(spec.columns).join(',');
  const rows: Record<string, unknown>[] = [];
  for (let from = 0; ; from += pageSize) {
    let request = client.from(table).select(columns);
    for (const column of spec.orderBy) request = request.order(column, { ascending: true });
    const { data, error } = await request.range(from, from + pageSize - 1);
    if (error) throw new Error(`${table}: ${error.message}`, { cause: error });
    const page = (data ?? []) as unknown as Record<string, unknown>[];
    rows.push(...page);
    if (page.length < pageSize) return rows;
  }
}

/** Reads the content tables through supabase-js with the public (anon) key, under RLS. */
export async function createSupabaseSource(options: {
  url: string;
  anonKey: string;
  fetch?: typeof fetch;
  pageSize?: number;
}): Promise<ContentSource> {
  const pageSize = options.pageSize ?? SUPABASE_PAGE_SIZE;
  const { createClient } = await import('@supabase/supabase-js');
  const client = createClient(options.url, options.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false },
    global: options.fetch ? { fetch: options.fetch } : {},
  });
  return {
    kind: 'supabase',
    async snapshot() {
      const snapshot: Partial<Snapshot> = {};
      for (const table of TABLE_NAMES) {
        (snapshot as Record<string, unknown>)[table] = normaliseRows(table, await readTable(client, table, pageSize));
      }
      return snapshot as Snapshot;
    },
    close: async () => {},
  };
}
