// Readers' data is kept no longer than it serves: public.podar_datos_personales() of
// supabase/migrations/…_personal_data.sql, on PGlite and on PostgreSQL. Time is
// moved by putting the rows' own timestamps in the past, as the key tests do.
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSqlStore } from '../../functions/_lib/store/sqlStore';
import type { Caller } from '../../functions/_lib/store/types';
import type { Sql } from '@/lib/db/sql';
import { MESSAGE_KEPT_DAYS_AFTER_DELIVERY, RATE_LIMIT_KEPT_HOURS, SEND_KEY_KEPT_DAYS } from '@/lib/privacy/retention';
import { seededDatabases, type SeededDatabases } from '../helpers/seededDatabases';

let dbs: SeededDatabases;
beforeAll(async () => {
  dbs = await seededDatabases();
});
afterAll(() => dbs?.close());

const withKey = (): Caller => ({ visitor: 'lectora-retencion', limit: null, key: randomUUID() });

interface Words {
  nombre: string | null;
  mensaje: string;
  clave: string | null;
  cuerpos: Record<string, unknown>[];
}

describe.each(['embedded', 'postgres'] as const)('podar_datos_personales (%s)', (kind) => {
  const db = (): Sql => (kind === 'embedded' ? dbs.embedded : dbs.postgres);
  const store = () => createSqlStore(db());
  const counter = async (table: 'poema' | 'visuales', id: number) =>
    Number((await db().query<{ n: number }>(`select coalesce(hormigueos, 0) as n from ${table} where id = $1`, [id]))[0]!.n);

  /** A hormigueo's words as the database holds them: on its row and in its deliveries' payloads. */
  async function words(id: number): Promise<Words> {
    const [row] = await db().query<{ nombre: string | null; mensaje: string; clave: string | null }>(
      'select nombre, mensaje, clave from hormigueo where id = $1',
      [id],
    );
    const deliveries = await db().query<{ cuerpo: Record<string, unknown> }>(
      'select cuerpo from hormigueo_entrega where id_hormigueo = $1 order by id',
      [id],
    );
    return { ...row!, cuerpos: deliveries.map((d) => d.cuerpo) };
  }
  const erased = (w: Words) =>
    w.nombre === null && w.mensaje === '' && w.clave === null && w.cuerpos.every((c) => !('message' in c) && !('mensaje_nombre' in c));
  const intact = (w: Words, nombre: string, mensaje: string) =>
    w.nombre === nombre && w.mensaje === mensaje && w.cuerpos.length > 0 && w.cuerpos.every((c) => c.message === mensaje);

  /** Every delivery of the hormigueo arrived this long ago (and it was written a little before). */
  async function deliveredAgo(id: number, ago: string) {
    await db().query(
      `update hormigueo_entrega set estado = 'entregado', entregado = now() - $2::interval, reservado_hasta = null where id_hormigueo = $1`,
      [id, ago],
    );
    await db().query(`update hormigueo set creado = now() - $2::interval - interval '1 hour' where id = $1`, [id, ago]);
  }

  it('the SQL defaults are the periods of src/lib/privacy/retention.ts', async () => {
    const [row] = await db().query<{ args: string }>(
      "select pg_get_function_arguments('public.podar_datos_personales(interval, interval, interval)'::regprocedure) as args",
    );
    const defaults = Object.fromEntries([...row!.args.matchAll(/(p_\w+) interval DEFAULT '([^']+)'::interval/g)].map((m) => [m[1], m[2]]));
    const [same] = await db().query<{ mensajes: boolean; claves: boolean; limites: boolean }>(
      `select $1::interval = make_interval(days => $4) as mensajes,
              $2::interval = make_interval(days => $5) as claves,
              $3::interval = make_interval(hours => $6) as limites`,
      [
        defaults.p_mensajes,
        defaults.p_claves,
        defaults.p_limites,
        MESSAGE_KEPT_DAYS_AFTER_DELIVERY,
        SEND_KEY_KEPT_DAYS,
        RATE_LIMIT_KEPT_HOURS,
      ],
    );
    expect(same).toEqual({ mensajes: true, claves: true, limites: true });
  });

  it('erases a delivered message 30 days after its last delivery, not before; the counter stays', async () => {
    const days = MESSAGE_KEPT_DAYS_AFTER_DELIVERY;
    const old = await store().hormiguearPoem(2, { nombre: 'Rosa Vieja', mensaje: 'Entregado hace mucho' }, withKey());
    const recent = await store().hormiguearPoem(2, { nombre: 'Rosa Reciente', mensaje: 'Entregado hace poco' }, withKey());
    const count = await counter('poema', 2);
    await deliveredAgo(old.hormigueo!, `${days} days 1 hour`);
    await deliveredAgo(recent.hormigueo!, `${days - 1} days 23 hours`);

    const [pruned] = await db().query<{ r: { mensajes: number } }>('select public.podar_datos_personales() as r');
    expect(pruned!.r.mensajes).toBeGreaterThanOrEqual(1);
    expect(erased(await words(old.hormigueo!))).toBe(true);
    expect(intact(await words(recent.hormigueo!), 'Rosa Reciente', 'Entregado hace poco')).toBe(true);
    // The row stays (the work and the date), and so does what the payload says of the work.
    expect((await words(old.hormigueo!)).cuerpos[0]).toMatchObject({ poema: expect.any(String) });
    expect(await counter('poema', 2)).toBe(count);
  });

  it('keeps an undelivered message, however old; once delivered it gets its own 30 days', async () => {
    const days = MESSAGE_KEPT_DAYS_AFTER_DELIVERY;
    const late = await store().hormiguearVisual(1, { nombre: 'Lía Tardía', mensaje: 'Aún no llega' }, withKey());
    const count = await counter('visuales', 1);
    // Written 90 days ago and still failing (or given up on: 'fallido').
    await db().query("update hormigueo set creado = now() - interval '90 days' where id = $1", [late.hormigueo]);
    await db().query("update hormigueo_entrega set estado = 'fallido', intentos = 25 where id_hormigueo = $1", [late.hormigueo]);
    await db().query('select public.podar_datos_personales()');
    expect(intact(await words(late.hormigueo!), 'Lía Tardía', 'Aún no llega')).toBe(true);

    // One of two deliveries arrived long ago, the other is pending: kept.
    const split = await store().hormiguearPoem(3, { nombre: 'Dos Destinos', mensaje: 'Uno llegó' }, withKey());
    await deliveredAgo(split.hormigueo!, '60 days');
    const [first] = await db().query<{ id: number }>('select id from hormigueo_entrega where id_hormigueo = $1 order by id limit 1', [
      split.hormigueo,
    ]);
    await db().query("update hormigueo_entrega set estado = 'pendiente', entregado = null where id = $1", [first!.id]);
    await db().query('select public.podar_datos_personales()');
    expect(intact(await words(split.hormigueo!), 'Dos Destinos', 'Uno llegó')).toBe(true);

    // Delivered at last, 89 days after it was written: the 30 days start then.
    await db().query("update hormigueo_entrega set estado = 'entregado', entregado = now() - interval '1 day' where id_hormigueo = $1", [
      late.hormigueo,
    ]);
    await db().query('select public.podar_datos_personales()');
    expect(intact(await words(late.hormigueo!), 'Lía Tardía', 'Aún no llega')).toBe(true);
    await db().query(`update hormigueo_entrega set entregado = now() - interval '${days} days 1 minute' where id_hormigueo = $1`, [
      late.hormigueo,
    ]);
    await db().query('select public.podar_datos_personales()');
    expect(erased(await words(late.hormigueo!))).toBe(true);
    expect(await counter('visuales', 1)).toBe(count);
  });

  it('prunes keys older than 7 days and rate-limit rows older than a day, as before', async () => {
    const recent = withKey();
    const old = withKey();
    const a = await store().hormiguearPoem(4, { nombre: '', mensaje: 'Clave reciente' }, recent);
    const b = await store().hormiguearPoem(4, { nombre: '', mensaje: 'Clave vieja' }, old);
    await db().query(`update hormigueo set creado = now() - interval '${SEND_KEY_KEPT_DAYS} days 1 hour' where id = $1`, [b.hormigueo]);
    await db().query(`update hormigueo set creado = now() - interval '${SEND_KEY_KEPT_DAYS - 1} days' where id = $1`, [a.hormigueo]);
    const subscription = withKey();
    await store().subscribe('retencion@example.com', subscription);
    await db().query(`update clave_envio set creado = now() - interval '${SEND_KEY_KEPT_DAYS} days 1 hour' where clave = $1`, [
      `k:${subscription.key}`,
    ]);
    await db().query(
      `insert into limite_accion (visitante, accion, creado) values
         ('retencion-vieja', 'hormiguear', now() - interval '${RATE_LIMIT_KEPT_HOURS} hours 1 minute'),
         ('retencion-nueva', 'hormiguear', now() - interval '${RATE_LIMIT_KEPT_HOURS - 1} hours')`,
    );
    await db().query('select public.podar_datos_personales()');
    const keys = await db().query<{ id: number; clave: string | null; mensaje: string }>(
      'select id::integer as id, clave, mensaje from hormigueo where id = any($1) order by id',
      [[a.hormigueo, b.hormigueo]],
    );
    expect(keys).toEqual([
      { id: a.hormigueo, clave: `k:${recent.key}`, mensaje: 'Clave reciente' },
      // Only the key went: the message stays until its own time.
      { id: b.hormigueo, clave: null, mensaje: 'Clave vieja' },
    ]);
    expect(await db().query('select 1 from clave_envio where clave = $1', [`k:${subscription.key}`])).toEqual([]);
    const visitors = await db().query<{ visitante: string }>(
      "select visitante from limite_accion where visitante like 'retencion-%' order by visitante",
    );
    expect(visitors.map((v) => v.visitante)).toEqual(['retencion-nueva']);
  });
});

describe('who may prune', () => {
  it('service_role may; anon and authenticated may not', async () => {
    const client = new pg.Client({ connectionString: dbs.server.url });
    await client.connect();
    try {
      for (const role of ['anon', 'authenticated']) {
        await client.query(`set role ${role}`);
        await expect(client.query('select public.podar_datos_personales()')).rejects.toThrow(/permission denied/);
        await client.query('reset role');
      }
      await client.query('set role service_role');
      const result = await client.query('select public.podar_datos_personales() as r');
      expect(Object.keys(result.rows[0].r).sort()).toEqual(['claves', 'limites', 'mensajes']);
    } finally {
      await client.end();
    }
  });
});
