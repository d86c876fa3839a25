import type { SupabaseClient } from '@supabase/supabase-js';
import { normaliseRows, TABLES, TABLE_NAMES } from './tables.ts';
import type { ContentSource, Snapshot, TableName } from './types.ts';

/** PostgREST caps a response at 1,000 rows by default; read in pages of that size. */
export const SUPABASE_PAGE_SIZE = 1000;

/**
 * Every row of a table, page after page. A project's "max rows" setting may cap a response
 * below the page asked for, so each page starts where the rows received end, and reading stops
 * only at an empty page or at the exact count the first answer gave. Fewer rows than that
 * count fails loudly: a build never publishes half the magazine.
 */
async function readTable(client: SupabaseClient, table: TableName, pageSize: number): Promise<Record<string, unknown>[]> {
  const spec = TABLES[table];
  const columns = Object.keys(spec.columns).join(',');
  const rows: Record<string, unknown>[] = [];
  let total: number | null = null;
  for (;;) {
    const from = rows.length;
    let request = client.from(table).select(columns, from === 0 ? { count: 'exact' } : {});
    for (const column of spec.orderBy) request = request.order(column, { ascending: true });
    const { data, error, count } = await request.range(from, from + pageSize - 1);
    if (error) throw new Error(`${table}: ${error.message}`, { cause: error });
    if (from === 0) total = count ?? null;
    const page = (data ?? []) as unknown as Record<string, unknown>[];
    rows.push(...page);
    if (page.length === 0 || (total !== null && rows.length >= total)) break;
  }
  if (total !== null && rows.length !== total) {
    throw new Error(`${table}: read ${rows.length} rows but the table has ${total}; nothing was published.`);
  }
  return rows;
}

/** Reads the content tables through supabase-js with the publishable key (Postgres role anon), under RLS. */
export async function createSupabaseSource(options: {
  url: string;
  publishableKey: string;
  fetch?: typeof fetch;
  pageSize?: number;
}): Promise<ContentSource> {
  const pageSize = options.pageSize ?? SUPABASE_PAGE_SIZE;
  const { createClient } = await import('@supabase/supabase-js');
  const client = createClient(options.url, options.publishableKey, {
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
