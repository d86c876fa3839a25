import { MESSAGES } from '../../../src/lib/actions/rules.ts';
import { isEditorPreview } from '../../../src/lib/config/publishing.ts';
import { connectPostgres } from '../../../src/lib/db/postgres.ts';
import type { Env } from '../context.ts';
import { HttpError } from '../http.ts';
import { createSqlStore } from './sqlStore.ts';
import type { Store } from './types.ts';

/** A store for one request, and how to let it go once the request's work (forwarding included) is done. */
export interface StoreLease {
  store: Store;
  release(): Promise<void>;
}

/**
 * The Store for this request:
 * - the one the local server passes in `env.STORE` (its pool or embedded database);
 * - else PostgreSQL over the wire (node-postgres): Hyperdrive's binding, or DATABASE_URL.
 *   Cloudflare's runtime lets a connection serve only the request that opened it, so each
 *   request opens one and closes it when done (Hyperdrive keeps the real ones pooled).
 * Never Supabase's REST API: that would take the service-role key, which reads and writes
 * everything, and the functions have no need of it (docs/security.md).
 * The editors' preview (EDITOR_PREVIEW) gets none: it is bound to the live database, and a
 * hormigueo tried there must not reach a poet or count (403, with the reason).
 */
export async function storeFromEnv(env: Env): Promise<StoreLease> {
  if (isEditorPreview(env.EDITOR_PREVIEW)) throw new HttpError(403, MESSAGES.previewWrites);
  if (env.STORE) return { store: env.STORE, release: async () => {} };
  const url = env.HYPERDRIVE?.connectionString || env.DATABASE_URL?.trim();
  if (url) {
    const db = await connectPostgres(url);
    return { store: createSqlStore(db), release: () => db.close() };
  }
  throw new Error('No database for the functions: set DATABASE_URL, or bind Hyperdrive (HYPERDRIVE in wrangler.toml).');
}
