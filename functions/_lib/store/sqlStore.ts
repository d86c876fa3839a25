import type { Sql } from '../../../src/lib/db/sql.ts';
import { classifyDatabaseError, type Delivery, type HormigueoResult, type Store } from './types.ts';

/** The Store over a Postgres connection (PGlite or a server): each write is one SQL function call. */
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
    hormiguearPoema: (id, { nombre, mensaje }) =>
      call<HormigueoResult>('select public.hormiguear_poema($1, $2, $3) as r', [id, nombre, mensaje]),
    hormiguearVisual: (id, { nombre, mensaje }) =>
      call<HormigueoResult>('select public.hormiguear_visual($1, $2, $3) as r', [id, nombre, mensaje]),
    async subscribe(correo) {
      const r = await call<{ nuevo: boolean; fecha: string }>('select public.suscribir($1) as r', [correo]);
      return { nuevo: r.nuevo, fecha: new Date(r.fecha).toISOString() };
    },
    async claimDeliveries({ limit, hormigueo }) {
      const rows = await db.query<{ id: string | number; destino: string; cuerpo: Record<string, unknown>; intentos: number }>(
        'select id, destino, cuerpo, intentos from public.reclamar_entregas($1, $2)',
        [limit, hormigueo ?? null],
      );
      return rows.map((r): Delivery => ({ ...r, id: Number(r.id) }));
    },
    async resolveDelivery(id, delivered, error) {
      await db.query('select public.resolver_entrega($1, $2, $3)', [id, delivered, error ?? null]);
    },
  };
}
