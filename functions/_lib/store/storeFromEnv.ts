import { connectPostgres } from '../../../src/lib/db/postgres.ts';
import type { Env } from '../context.ts';
import { createSqlStore } from './sqlStore.ts';
import { createSupabaseStore } from './supabaseStore.ts';
import type { Store } from './types.ts';

/** A store for one request, and how to let it go once the request's work (forwarding included) is done. */
export interface StoreLease {
  store: Store;
  release(): Promise<void>;
}

let supabase: { key: string; store: Store } | undefined;

/**
 * The Store for this request:
 * - the one the local server passes in `env.STORE` (its pool or embedded database);
 * - else PostgreSQL over the wire (node-postgres): Hyperdrive's binding, or DATABASE_URL.
 *   Cloudflare's runtime lets a connection serve only the request that opened it, so each
 *   request opens one and closes it when done (Hyperdrive keeps the real ones pooled);
 * - else Supabase's REST API with the secret (service-role) key.
 */
export async function storeFromEnv(env: Env): Promise<StoreLease> {
  if (env.STORE) return { store: env.STORE, release: async () => {} };
  const url = env.HYPERDRIVE?.connectionString || env.DATABASE_URL?.trim();
  if (url) {
    const db = await connectPostgres(url);
    return { store: createSqlStore(db), release: () => db.close() };
  }
  const supabaseUrl = env.SUPABASE_URL?.trim();
  const serviceRoleKey = env.SUPABASE_SERVICE_ROLE_KEY?.trim();
  if (supabaseUrl && serviceRoleKey) {
    const key = `${supabaseUrl}\n${serviceRoleKey}`;
    if (supabase?.key !== key) supabase = { key, store: createSupabaseStore({ url: supabaseUrl, serviceRoleKey }) };
    return { store: supabase.store, release: async () => {} };
  }
  throw new Error(
    'No database for the functions: set DATABASE_URL (or a Hyperdrive binding), or SUPABASE_URL with SUPABASE_SERVICE_ROLE_KEY.',
  );
}
