import type { Sql } from '../../../src/lib/db/sql.ts';
import { classifyDatabaseError, type Caller, type Delivery, type HormigueoResult, type Store, type SubscriptionResult } from './types.ts';

/** The caller's four arguments of the SQL functions ($visitor, $max, $window, $key). */
const callerArgs = (caller: Caller | null | undefined) => [
  caller?.visitor ?? null,
  caller?.limit?.max ?? null,
  caller?.limit?.windowSeconds ?? 60,
  caller?.key ?? null,
];

/**
 * The Store over a Postgres connection (PGlite, a server through DATABASE_URL, or Hyperdrive
 * on Cloudflare): each write is one SQL function call.
 */
export function createSqlStore(db: Pick<Sql, 'query'>): Store {
  const call = async <T>(sql: string, params: unknown[]): Promise<T> => {
    try {
      const [row] = await db.query<{ r: T }>(sql, params);
      return row!.r;
    } catch (error) {
      throw classifyDatabaseError(error);
    }
  };
  return {
    hormiguearPoem: (id, { nombre, mensaje, pagina }, caller) =>
      call<HormigueoResult>('select public.hormiguear_poema($1, $2, $3, $4, $5, $6, $7, $8) as r', [
        id,
        nombre,
        mensaje,
        ...callerArgs(caller),
        pagina ?? null,
      ]),
    hormiguearVisual: (id, { nombre, mensaje, pagina }, caller) =>
      call<HormigueoResult>('select public.hormiguear_visual($1, $2, $3, $4, $5, $6, $7, $8) as r', [
        id,
        nombre,
        mensaje,
        ...callerArgs(caller),
        pagina ?? null,
      ]),
    async subscribe(correo, caller, noticeVersion) {
      const r = await call<SubscriptionResult>('select public.suscribir($1, $2, $3, $4, $5, $6) as r', [
        correo,
        ...callerArgs(caller),
        noticeVersion ?? null,
      ]);
      return { ...r, fecha: new Date(r.fecha).toISOString() };
    },
    async unsubscribe(correo, caller) {
      await call<unknown>('select public.darse_de_baja($1, $2, $3, $4) as r', [correo, ...callerArgs(caller).slice(0, 3)]);
    },
    async claimDeliveries({ limit, hormigueo, pace }) {
      const rows = await db.query<{
        id: string | number;
        destino: string;
        cuerpo: Record<string, unknown>;
        intentos: number;
        pagina: string | null;
      }>(
        "select id, destino, cuerpo, intentos, pagina from public.reclamar_entregas($1, $2, interval '2 minutes', $3, make_interval(secs => $4::double precision))",
        [limit, hormigueo ?? null, pace?.sends ?? null, pace?.windowSeconds ?? 60],
      );
      return rows.map((r): Delivery => ({ ...r, id: Number(r.id) }));
    },
    async resolveDeliveries(results, pauses = []) {
      if (!results.length && !pauses.length) return;
      await db.query('select public.resolver_entregas($1::bigint[], $2::text[], $3::text[], $4::jsonb)', [
        results.map((r) => r.id),
        results.map((r) => (r.delivered ? 'entregado' : (r.outcome ?? 'reintentar'))),
        results.map((r) => r.error ?? null),
        JSON.stringify(pauses.map((p) => ({ destino: p.destino, motivo: p.motivo, segundos: p.seconds, detalle: p.detalle }))),
      ]);
    },
    async releaseDeliveries(ids) {
      if (!ids.length) return;
      await db.query('select public.devolver_entregas($1::bigint[])', [[...ids]]);
    },
  };
}
