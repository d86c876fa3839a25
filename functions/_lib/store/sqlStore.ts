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
    hormiguearPoem: (id, { nombre, mensaje }, caller) =>
      call<HormigueoResult>('select public.hormiguear_poema($1, $2, $3, $4, $5, $6, $7) as r', [
        id,
        nombre,
        mensaje,
        ...callerArgs(caller),
      ]),
    hormiguearVisual: (id, { nombre, mensaje }, caller) =>
      call<HormigueoResult>('select public.hormiguear_visual($1, $2, $3, $4, $5, $6, $7) as r', [
        id,
        nombre,
        mensaje,
        ...callerArgs(caller),
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
    async claimDeliveries({ limit, hormigueo }) {
      const rows = await db.query<{ id: string | number; destino: string; cuerpo: Record<string, unknown>; intentos: number }>(
        'select id, destino, cuerpo, intentos from public.reclamar_entregas($1, $2)',
        [limit, hormigueo ?? null],
      );
      return rows.map((r): Delivery => ({ ...r, id: Number(r.id) }));
    },
    async resolveDeliveries(results) {
      if (!results.length) return;
      await db.query('select public.resolver_entregas($1::bigint[], $2::boolean[], $3::text[])', [
        results.map((r) => r.id),
        results.map((r) => r.delivered),
        results.map((r) => r.error ?? null),
      ]);
    },
    async releaseDeliveries(ids) {
      if (!ids.length) return;
      await db.query('select public.devolver_entregas($1::bigint[])', [[...ids]]);
    },
  };
}
