import type { Env } from '../context.ts';
import { createSupabaseStore } from './supabaseStore.ts';
import type { Store } from './types.ts';

let cached: { key: string; store: Store } | undefined;

/**
 * The Store for this request: the one the local server passes in `env.STORE`, else one
 * built from the Supabase settings (Cloudflare Pages), reused across requests.
 */
export function storeFromEnv(env: Env): Store {
  if (env.STORE) return env.STORE;
  const url = env.SUPABASE_URL?.trim();
  const anonKey = env.SUPABASE_ANON_KEY?.trim();
  if (!url || !anonKey) throw new Error('No database configured for the functions (SUPABASE_URL and SUPABASE_ANON_KEY).');
  const serviceRoleKey = env.SUPABASE_SERVICE_ROLE_KEY?.trim() || undefined;
  const key = `${url}\n${anonKey}\n${serviceRoleKey ?? ''}`;
  if (cached?.key !== key) cached = { key, store: createSupabaseStore({ url, anonKey, serviceRoleKey }) };
  return cached.store;
}
