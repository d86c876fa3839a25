import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { classifyDatabaseError, type Delivery, type HormigueoResult, type Store } from './types.ts';

const clientOptions = { auth: { persistSession: false, autoRefreshToken: false } };

/**
 * The Store over Supabase, from server-side settings only. The reader actions are RPCs the
 * public (anon) key may call; claiming and settling deliveries reads readers' messages, so
 * it needs the service-role key, which lives only in the host's encrypted environment.
 */
export function createSupabaseStore(options: { url: string; anonKey: string; serviceRoleKey?: string; fetch?: typeof fetch }): Store {
  const global = options.fetch ? { fetch: options.fetch } : {};
  const publicClient = createClient(options.url, options.anonKey, { ...clientOptions, global });
  const serviceClient: SupabaseClient | null = options.serviceRoleKey
    ? createClient(options.url, options.serviceRoleKey, { ...clientOptions, global })
    : null;
  let warned = false;

  const rpc = async <T>(client: SupabaseClient, fn: string, args: Record<string, unknown>): Promise<T> => {
    const { data, error } = await client.rpc(fn, args);
    if (error) throw classifyDatabaseError(error);
    return data as T;
  };

  return {
    hormiguearPoema: (id, { nombre, mensaje }) =>
      rpc<HormigueoResult>(publicClient, 'hormiguear_poema', { p_poema: id, p_nombre: nombre, p_mensaje: mensaje }),
    hormiguearVisual: (id, { nombre, mensaje }) =>
      rpc<HormigueoResult>(publicClient, 'hormiguear_visual', { p_visual: id, p_nombre: nombre, p_mensaje: mensaje }),
    async subscribe(correo) {
      const r = await rpc<{ nuevo: boolean; fecha: string }>(publicClient, 'suscribir', { p_correo: correo });
      return { nuevo: r.nuevo, fecha: new Date(r.fecha).toISOString() };
    },
    async claimDeliveries({ limit, hormigueo }) {
      if (!serviceClient) {
        if (!warned) console.warn('Forwarding is paused: set SUPABASE_SERVICE_ROLE_KEY (server-side only) or run `npm run forward:retry` with DATABASE_URL.');
        warned = true;
        return [];
      }
      const rows = await rpc<Delivery[]>(serviceClient, 'reclamar_entregas', { p_limite: limit, p_hormigueo: hormigueo ?? null });
      return (rows ?? []).map((r) => ({ ...r, id: Number(r.id) }));
    },
    async resolveDelivery(id, delivered, error) {
      if (!serviceClient) return;
      await rpc(serviceClient, 'resolver_entrega', { p_id: id, p_entregado: delivered, p_error: error ?? null });
    },
  };
}
