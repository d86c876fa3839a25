import { createClient } from '@supabase/supabase-js';
import { classifyDatabaseError, type Caller, type Delivery, type HormigueoResult, type Store, type SubscriptionResult } from './types.ts';

const clientOptions = { auth: { persistSession: false, autoRefreshToken: false } };

const callerArgs = (caller: Caller | null | undefined) => ({
  p_visitante: caller?.visitor ?? null,
  p_maximo: caller?.limit?.max ?? null,
  p_ventana: caller?.limit?.windowSeconds ?? 60,
  p_clave: caller?.key ?? null,
});

/**
 * The Store over Supabase's REST API with the project's secret (service-role) key, which
 * lives only in the host's encrypted settings: the write functions are not executable with
 * the public key. (DATABASE_URL through Hyperdrive is the documented, tested default.)
 */
export function createSupabaseStore(options: { url: string; serviceRoleKey: string; fetch?: typeof fetch }): Store {
  const client = createClient(options.url, options.serviceRoleKey, {
    ...clientOptions,
    global: options.fetch ? { fetch: options.fetch } : {},
  });
  const rpc = async <T>(fn: string, args: Record<string, unknown>): Promise<T> => {
    const { data, error } = await client.rpc(fn, args);
    if (error) throw classifyDatabaseError(error);
    return data as T;
  };
  return {
    hormiguearPoema: (id, { nombre, mensaje }, caller) =>
      rpc<HormigueoResult>('hormiguear_poema', { p_poema: id, p_nombre: nombre, p_mensaje: mensaje, ...callerArgs(caller) }),
    hormiguearVisual: (id, { nombre, mensaje }, caller) =>
      rpc<HormigueoResult>('hormiguear_visual', { p_visual: id, p_nombre: nombre, p_mensaje: mensaje, ...callerArgs(caller) }),
    async subscribe(correo, caller, noticeVersion) {
      const args = { p_correo: correo, ...callerArgs(caller) };
      let { data, error } = await client.rpc('suscribir', noticeVersion ? { ...args, p_aviso: noticeVersion } : args);
      // A database not yet migrated to record the notice's version (20250101001000) still subscribes.
      if (noticeVersion && error?.code === 'PGRST202') ({ data, error } = await client.rpc('suscribir', args));
      if (error) throw classifyDatabaseError(error);
      const r = data as SubscriptionResult;
      return { ...r, fecha: new Date(r.fecha).toISOString() };
    },
    async unsubscribe(correo, caller) {
      const { p_visitante, p_maximo, p_ventana } = callerArgs(caller);
      await rpc('darse_de_baja', { p_correo: correo, p_visitante, p_maximo, p_ventana });
    },
    async claimDeliveries({ limit, hormigueo }) {
      const rows = await rpc<Delivery[]>('reclamar_entregas', { p_limite: limit, p_hormigueo: hormigueo ?? null });
      return (rows ?? []).map((r) => ({ ...r, id: Number(r.id) }));
    },
    async resolveDeliveries(results) {
      if (!results.length) return;
      await rpc('resolver_entregas', {
        p_ids: results.map((r) => r.id),
        p_entregados: results.map((r) => r.delivered),
        p_errores: results.map((r) => r.error ?? null),
      });
    },
    async releaseDeliveries(ids) {
      if (!ids.length) return;
      await rpc('devolver_entregas', { p_ids: [...ids] });
    },
    callsAreSubrequests: true,
  };
}
