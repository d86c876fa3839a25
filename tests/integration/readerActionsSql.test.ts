import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSqlStore } from '../../functions/_lib/store/sqlStore';
import { InvalidInputError, NotFoundError, RateLimitedError } from '../../functions/_lib/store/types';
import type { Sql } from '@/lib/db/sql';
import { LIMITS, MESSAGES } from '@/lib/actions/rules';
import { seededDatabases, type SeededDatabases } from '../helpers/seededDatabases';

let dbs: SeededDatabases;
beforeAll(async () => {
  dbs = await seededDatabases();
});
afterAll(() => dbs?.close());

const count = async (db: Sql, sql: string) => Number((await db.query<{ n: string }>(`select (${sql})::text as n`))[0]!.n);

describe.each(['embedded', 'postgres'] as const)('the reader-action SQL functions (%s)', (kind) => {
  const db = () => (kind === 'embedded' ? dbs.embedded : dbs.postgres);
  const store = () => createSqlStore(db());

  it('hormiguear_poema adds exactly 1, records the message and queues one delivery per address', async () => {
    const before = await count(db(), 'select hormigueos from poema where id = 12');
    const result = await store().hormiguearPoem(12, { nombre: '  Ana ', mensaje: '  Me gustó mucho  ' });
    expect(result.hormigueos).toBe(before + 1);
    expect(await count(db(), 'select hormigueos from poema where id = 12')).toBe(before + 1);
    const [message] = await db().query<{ nombre: string; mensaje: string; id_poema: string }>(
      'select nombre, mensaje, id_poema::text from hormigueo where id = $1',
      [result.hormigueo],
    );
    expect(message).toEqual({ nombre: 'Ana', mensaje: 'Me gustó mucho', id_poema: '12' });
    const deliveries = await db().query<{ destino: string; cuerpo: Record<string, unknown>; estado: string }>(
      'select destino, cuerpo, estado from hormigueo_entrega where id_hormigueo = $1 order by destino',
      [result.hormigueo],
    );
    // The author's address and revista 1's, with the fields the forwarder sends.
    expect(deliveries.map((d) => d.destino)).toEqual(['http://127.0.0.1:4399/buzon/autor-3', 'http://127.0.0.1:4399/buzon/revista']);
    expect(deliveries[0]!.estado).toBe('pendiente');
    expect(deliveries[0]!.cuerpo).toMatchObject({
      mensaje_nombre: 'Ana',
      message: 'Me gustó mucho',
      poema: 'Hormiga',
      autor: 'Tomás Echeverri',
      poemario: expect.any(String),
      fecha: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/),
    });
  });

  it('holds the same limits and says the same messages as src/lib/actions/rules.ts', async () => {
    const refusal = (promise: Promise<unknown>) =>
      promise.then(
        () => null,
        (error: Error) => (error instanceof InvalidInputError ? error.message : `unexpected ${error.name}`),
      );
    const long = (n: number) => 'a'.repeat(n);
    // At the limit: accepted. One character over: refused, in the module's words.
    expect((await store().hormiguearPoem(12, { nombre: long(LIMITS.name), mensaje: long(LIMITS.message) })).hormigueos).toBeGreaterThan(0);
    expect(await refusal(store().hormiguearPoem(12, { nombre: '', mensaje: long(LIMITS.message + 1) }))).toBe(MESSAGES.messageTooLong);
    expect(await refusal(store().hormiguearPoem(12, { nombre: long(LIMITS.name + 1), mensaje: 'hola' }))).toBe(MESSAGES.nameTooLong);
    expect(await refusal(store().hormiguearPoem(12, { nombre: '', mensaje: '   ' }))).toBe(MESSAGES.emptyMessage);
    expect(await refusal(store().hormiguearVisual(1, { nombre: ' ', mensaje: '' }))).toBe(MESSAGES.emptyName);
    expect(await refusal(store().hormiguearVisual(1, { nombre: 'Luis', mensaje: long(LIMITS.message + 1) }))).toBe(MESSAGES.messageTooLong);
    const address = (length: number) => `${'x'.repeat(length - '@ejemplo.com'.length)}@ejemplo.com`;
    expect((await store().subscribe(address(LIMITS.email))).nuevo).toBe(true);
    expect(await refusal(store().subscribe(address(LIMITS.email + 1)))).toBe(MESSAGES.invalidEmail);
  });

  it('hormiguear_poema counts a poem whose counter was null as its first hormigueo', async () => {
    await db().query('update poema set hormigueos = null where id = 16');
    expect((await store().hormiguearPoem(16, { nombre: '', mensaje: 'hola' })).hormigueos).toBe(1);
  });

  it('hormiguear_visual requires a name and forwards to the artist', async () => {
    await expect(store().hormiguearVisual(1, { nombre: '  ', mensaje: 'x' })).rejects.toThrow(InvalidInputError);
    const before = await count(db(), 'select hormigueos from visuales where id = 1');
    const result = await store().hormiguearVisual(1, { nombre: 'Luis', mensaje: '' });
    expect(result.hormigueos).toBe(before + 1);
    const [delivery] = await db().query<{ cuerpo: Record<string, unknown> }>(
      'select cuerpo from hormigueo_entrega where id_hormigueo = $1',
      [result.hormigueo],
    );
    expect(Object.keys(delivery!.cuerpo).sort()).toEqual(['artista', 'fecha', 'mensaje_nombre', 'message', 'obra', 'poemario']);
    expect(delivery!.cuerpo).toMatchObject({ mensaje_nombre: 'Luis', artista: 'Joaquín Barrientos' });
  });

  it('refuses unknown works and bad input, changing nothing', async () => {
    const messages = await count(db(), 'select count(*) from hormigueo');
    const total = await count(db(), 'select sum(coalesce(hormigueos, 0)) from poema');
    await expect(store().hormiguearPoem(999_999, { nombre: '', mensaje: 'x' })).rejects.toThrow(NotFoundError);
    await expect(store().hormiguearVisual(999_999, { nombre: 'x', mensaje: '' })).rejects.toThrow('No encontramos esta obra visual.');
    await expect(store().hormiguearPoem(12, { nombre: '', mensaje: '   ' })).rejects.toThrow('Debes dejar un mensaje.');
    await expect(store().hormiguearPoem(12, { nombre: '', mensaje: 'x'.repeat(2001) })).rejects.toThrow(InvalidInputError);
    await expect(store().hormiguearPoem(12, { nombre: 'n'.repeat(101), mensaje: 'x' })).rejects.toThrow(InvalidInputError);
    expect(await count(db(), 'select count(*) from hormigueo')).toBe(messages);
    expect(await count(db(), 'select sum(coalesce(hormigueos, 0)) from poema')).toBe(total);
  });

  it('suscribir registers a normalised address once and reports the first date to anyone who gives it again', async () => {
    const first = await store().subscribe('  Nueva.Lectora@Example.COM ');
    expect(first.nuevo).toBe(true);
    const again = await store().subscribe('nueva.lectora@example.com', { visitor: 'otra-lectora', limit: null, key: null });
    expect(again).toEqual({ nuevo: false, fecha: first.fecha });
    expect(await store().subscribe('LECTORA@example.com')).toEqual({ nuevo: false, fecha: '2025-03-14T10:00:00.000Z' });
    expect(await count(db(), "select count(*) from suscriptor where lower(correo) = 'nueva.lectora@example.com'")).toBe(1);
    await expect(store().subscribe('sin-arroba.example.com')).rejects.toThrow('Por favor, ingresa un correo electrónico válido');
    await expect(store().subscribe(`${'a'.repeat(250)}@x.es`)).rejects.toThrow(InvalidInputError);
  });

  it('delivery claims are leases: a claimed row is not claimed twice, and failures back off', async () => {
    const { hormigueo } = await store().hormiguearPoem(13, { nombre: '', mensaje: 'lease' });
    const claimed = await store().claimDeliveries({ limit: 10, hormigueo });
    expect(claimed.length).toBeGreaterThan(0);
    expect(await store().claimDeliveries({ limit: 10, hormigueo })).toEqual([]);
    await store().resolveDeliveries([{ id: claimed[0]!.id, delivered: false, error: 'HTTP 500' }]);
    const [row] = await db().query<{ estado: string; intentos: number; wait: string; ultimo_error: string }>(
      'select estado, intentos, extract(epoch from proximo_intento - now())::int::text as wait, ultimo_error from hormigueo_entrega where id = $1',
      [claimed[0]!.id],
    );
    expect(row).toMatchObject({ estado: 'pendiente', intentos: 1, ultimo_error: 'HTTP 500' });
    expect(Number(row!.wait)).toBeGreaterThanOrEqual(25);
    expect(await store().claimDeliveries({ limit: 10, hormigueo })).toEqual([]);
  });
});

describe('concurrency on the PostgreSQL server', () => {
  it('200 simultaneous hormigueos raise the counter by exactly 200', async () => {
    const store = createSqlStore(dbs.postgres);
    const before = Number((await dbs.postgres.query<{ h: number }>('select hormigueos as h from poema where id = 6'))[0]!.h);
    await Promise.all(Array.from({ length: 200 }, (_, i) => store.hormiguearPoem(6, { nombre: '', mensaje: `m${i}` })));
    const after = Number((await dbs.postgres.query<{ h: number }>('select hormigueos as h from poema where id = 6'))[0]!.h);
    expect(after - before).toBe(200);
  });

  it("one visitor's 200 simultaneous hormigueos: exactly the limit passes, the rest wait, and the counter rises by the accepted", async () => {
    const store = createSqlStore(dbs.postgres);
    const limit = { visitor: 'visitante-concurrente', limit: { max: 150, windowSeconds: 60 }, key: null };
    const before = Number((await dbs.postgres.query<{ h: number }>('select hormigueos as h from poema where id = 7'))[0]!.h);
    const results = await Promise.allSettled(
      Array.from({ length: 200 }, (_, i) => store.hormiguearPoem(7, { nombre: '', mensaje: `m${i}` }, limit)),
    );
    const refused = results.filter((r) => r.status === 'rejected').map((r) => (r as PromiseRejectedResult).reason);
    expect(results.length - refused.length).toBe(150);
    expect(refused.every((e) => e instanceof RateLimitedError && e.retryAfter >= 1 && e.retryAfter <= 60)).toBe(true);
    const after = Number((await dbs.postgres.query<{ h: number }>('select hormigueos as h from poema where id = 7'))[0]!.h);
    expect(after - before).toBe(150);
    // Another visitor is not held back; the same one is, until its window has passed.
    await store.hormiguearPoem(7, { nombre: '', mensaje: 'otra persona' }, { ...limit, visitor: 'otra-visitante' });
    await expect(store.hormiguearPoem(7, { nombre: '', mensaje: 'otra vez' }, limit)).rejects.toBeInstanceOf(RateLimitedError);
    await dbs.postgres.query("update limite_accion set creado = creado - interval '61 seconds' where visitante = $1", [limit.visitor]);
    await store.hormiguearPoem(7, { nombre: '', mensaje: 'ya pasó el minuto' }, limit);
    // The visitor's expired actions are gone: only the one just counted is kept.
    const [kept] = await dbs.postgres.query<{ n: number }>('select count(*)::int as n from limite_accion where visitante = $1', [
      limit.visitor,
    ]);
    expect(kept!.n).toBe(1);
  });

  it('a limited subscription and a limited hormigueo count separately, and a refused one writes nothing', async () => {
    const store = createSqlStore(dbs.postgres);
    const limit = { visitor: 'visitante-suscriptor', limit: { max: 1, windowSeconds: 60 }, key: null };
    await store.subscribe('limite.uno@example.com', limit);
    await expect(store.subscribe('limite.dos@example.com', limit)).rejects.toBeInstanceOf(RateLimitedError);
    await store.hormiguearPoem(8, { nombre: '', mensaje: 'sí' }, limit);
    const [row] = await dbs.postgres.query<{ n: number }>(
      "select count(*)::int as n from suscriptor where correo = 'limite.dos@example.com'",
    );
    expect(row!.n).toBe(0);
  });

  it('simultaneous subscriptions of the same address by different readers create one row', async () => {
    const store = createSqlStore(dbs.postgres);
    const results = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        store.subscribe(i % 2 ? 'carrera@example.com' : ' CARRERA@example.com', { visitor: `lectora-${i}`, limit: null, key: null }),
      ),
    );
    expect(results.filter((r) => r.nuevo)).toHaveLength(1);
    expect(new Set(results.map((r) => r.fecha)).size).toBe(1);
    const [row] = await dbs.postgres.query<{ n: string }>(
      "select count(*)::text as n from suscriptor where lower(btrim(correo)) = 'carrera@example.com'",
    );
    expect(row!.n).toBe('1');
  });
});

describe('what the anonymous role may do', () => {
  async function asAnon<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
    const client = new pg.Client({ connectionString: dbs.server.url });
    await client.connect();
    try {
      await client.query('set role anon');
      return await work(client);
    } finally {
      await client.end();
    }
  }

  it.each([
    "select public.hormiguear('poema', 2, 'anon', 'desde el rol anónimo', 'v', null, 60, 'clave-del-rol-anonimo', null)",
    "select public.hormiguear_poema(2, 'anon', 'desde el rol anónimo', 'v', null, 60)",
    "select public.hormiguear('visual', 1, 'anon', '', 'v', null, 60, 'clave-del-rol-anonimo', null)",
    "select public.repeticion_de_hormigueo('k:clave-del-rol-anonimo', 2, null, 'anon', 'x')",
    "select public.hormiguear_visual(1, 'anon', '', 'v', null, 60)",
    "select public.suscribir('anon@example.com', 'v', null, 60)",
    "select public.hormiguear_poema(2, 'anon', 'con clave', 'v', null, 60, 'clave-del-rol-anonimo')",
    "select public.suscribir('anon@example.com', 'v', null, 60, 'clave-del-rol-anonimo')",
    'select public.podar_claves_envio()',
    "select public.reclamar_clave_envio('k:clave-del-rol-anonimo', 'suscribir', 'h')",
    "select public.guardar_clave_envio('k:x', '{}')",
    "select public.limitar_visitante('v', 'hormiguear', 1, 60)",
    "select public.resolver_entregas('{1}', '{entregado}', '{null}')",
    "select public.reintentar_entregas('https://formspree.io/f/x')",
  ])('cannot call a write function with the public key: %s', async (sql) => {
    const before = await dbs.postgres.query<{ h: number }>('select hormigueos as h from poema where id = 2');
    await expect(asAnon((c) => c.query(sql))).rejects.toThrow(/permission denied/);
    expect(await dbs.postgres.query('select hormigueos as h from poema where id = 2')).toEqual(before);
  });

  it("the server's role (service_role) calls the reader functions", async () => {
    const client = new pg.Client({ connectionString: dbs.server.url });
    await client.connect();
    try {
      await client.query('set role service_role');
      const result = await client.query("select public.hormiguear_poema(2, '', 'desde el servidor', 'v-servidor', 10, 60) as r");
      expect(result.rows[0].r.hormigueos).toBeGreaterThan(0);
      await expect(
        client.query("select public.hormiguear('poema', 2, null, 'sin límite', 'v-servidor', null, 60, null, null)"),
      ).rejects.toThrow(/permission denied/);
    } finally {
      await client.end();
    }
  });

  it.each([
    ['read subscribers', 'select correo from public.suscriptor'],
    ['read messages', 'select mensaje from public.hormigueo'],
    ['read deliveries', 'select cuerpo from public.hormigueo_entrega'],
    ['read forwarding addresses', 'select formspree_url from public.autor'],
    ['read the magazine forwarding address', 'select formspree_url from public.revista'],
    ['update a counter', 'update public.poema set hormigueos = 1000 where id = 2'],
    ['update a visual counter', 'update public.visuales set hormigueos = 1000 where id = 1'],
    ['insert a subscriber', "insert into public.suscriptor (correo) values ('x@example.com')"],
    ['claim deliveries', 'select * from public.reclamar_entregas(10)'],
    ['settle deliveries', "select public.resolver_entregas(array[1]::bigint[], array['entregado'], array[null]::text[])"],
    ['send a destination again', "select public.reintentar_entregas('https://formspree.io/f/x')"],
  ])('cannot %s', async (_, sql) => {
    await expect(asAnon((c) => c.query(sql))).rejects.toThrow(/permission denied/);
  });

  it('still reads every column the site is built from', async () => {
    const result = await asAnon((c) =>
      c.query('select id, nombre, semblanza, bio_corta, "URL", imagen, tipo_creacion from public.autor limit 1'),
    );
    expect(result.rows).toHaveLength(1);
  });
});
