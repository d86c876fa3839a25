// Every reader action happens once per key, however often it arrives: the SQL functions of
// supabase/migrations/…_reader_actions.sql (a hormigueo's key on its own row, a subscription's
// in clave_envio), on PGlite and on PostgreSQL.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSqlStore } from '../../functions/_lib/store/sqlStore';
import { InvalidInputError, KeyReusedError, RateLimitedError, type Caller } from '../../functions/_lib/store/types';
import { MESSAGES } from '@/lib/actions/rules';
import type { Sql } from '@/lib/db/sql';
import { seededDatabases, type SeededDatabases } from '../helpers/seededDatabases';

let dbs: SeededDatabases;
beforeAll(async () => {
  dbs = await seededDatabases();
});
afterAll(() => dbs?.close());

const number = async (db: Sql, sql: string, params: unknown[] = []) =>
  Number((await db.query<{ n: string }>(`select (${sql})::text as n`, params))[0]!.n);

/** A reader's caller with a key of their own (as the islands send it), limits off. */
const withKey = (key: string = randomUUID(), visitor = 'lectora'): Caller => ({ visitor, limit: null, key });
/** A plain form post: no key, recognised by who sent what. */
const withoutKey = (visitor: string): Caller => ({ visitor, limit: null, key: null });

/** The counter of a poem, its messages and their deliveries to forward. */
async function poemState(db: Sql, id: number) {
  return {
    hormigueos: await number(db, 'select coalesce(hormigueos, 0) from poema where id = $1', [id]),
    mensajes: await number(db, 'select count(*) from hormigueo where id_poema = $1', [id]),
    entregas: await number(db, 'select count(*) from hormigueo_entrega e join hormigueo h on h.id = e.id_hormigueo where h.id_poema = $1', [
      id,
    ]),
  };
}

describe.each(['embedded', 'postgres'] as const)('each reader action happens once per key (%s)', (kind) => {
  const db = () => (kind === 'embedded' ? dbs.embedded : dbs.postgres);
  const store = () => createSqlStore(db());

  it('a repeated hormigueo answers the first counter and changes nothing: one count, one message, forwarded once', async () => {
    const caller = withKey();
    const before = await poemState(db(), 2);
    const first = await store().hormiguearPoem(2, { nombre: 'Ana', mensaje: 'La respuesta se perdió' }, caller);
    const again = await store().hormiguearPoem(2, { nombre: 'Ana', mensaje: 'La respuesta se perdió' }, caller);
    expect(first.hormigueos).toBe(before.hormigueos + 1);
    expect(again).toEqual({ ...first, repetido: true });
    expect(first.repetido).toBeUndefined();
    const after = await poemState(db(), 2);
    expect(after).toEqual({ hormigueos: before.hormigueos + 1, mensajes: before.mensajes + 1, entregas: before.entregas + 2 });
  });

  it('a key is matched on its normalised content: spaces around the words and CR LF are the same message', async () => {
    const caller = withKey();
    const first = await store().hormiguearPoem(4, { nombre: '', mensaje: 'Dos\nlíneas' }, caller);
    const again = await store().hormiguearPoem(4, { nombre: '  ', mensaje: '  Dos\nlíneas  ' }, caller);
    expect(again.hormigueos).toBe(first.hormigueos);
    expect(again.repetido).toBe(true);
  });

  it('a key sent again with other content is refused in Spanish and changes nothing', async () => {
    const caller = withKey();
    await store().hormiguearPoem(3, { nombre: '', mensaje: 'Primer mensaje' }, caller);
    const before = await poemState(db(), 3);
    await expect(store().hormiguearPoem(3, { nombre: '', mensaje: 'Otro mensaje' }, caller)).rejects.toThrow(
      new KeyReusedError(MESSAGES.keyReused),
    );
    // Another work, or another action, with the same key: refused too.
    await expect(store().hormiguearPoem(4, { nombre: '', mensaje: 'Primer mensaje' }, caller)).rejects.toBeInstanceOf(KeyReusedError);
    await expect(store().subscribe('misma.clave@example.com', caller)).rejects.toBeInstanceOf(KeyReusedError);
    expect(await poemState(db(), 3)).toEqual(before);
    expect(await number(db(), "select count(*) from suscriptor where correo = 'misma.clave@example.com'")).toBe(0);
  });

  it('a visual work is hormigueado once per key as well', async () => {
    const caller = withKey();
    const before = await number(db(), 'select coalesce(hormigueos, 0) from visuales where id = 2');
    const first = await store().hormiguearVisual(2, { nombre: 'Luis', mensaje: '' }, caller);
    const again = await store().hormiguearVisual(2, { nombre: 'Luis', mensaje: '' }, caller);
    expect(again).toEqual({ ...first, repetido: true });
    expect(await number(db(), 'select coalesce(hormigueos, 0) from visuales where id = 2')).toBe(before + 1);
    expect(await number(db(), 'select count(*) from hormigueo where id_visual = 2')).toBe(1);
  });

  it('a repeated subscription answers "subscribed" again, never "already registered", with one row', async () => {
    const caller = withKey();
    const first = await store().subscribe('  Perdida@Example.com ', caller);
    const again = await store().subscribe('perdida@example.com', caller);
    expect(first.nuevo).toBe(true);
    expect(again).toEqual({ ...first, repetido: true });
    expect(await number(db(), "select count(*) from suscriptor where correo = 'perdida@example.com'")).toBe(1);
    // Another reader (another key) giving the same address is told it is already registered.
    expect(await store().subscribe('perdida@example.com', withKey())).toEqual({ nuevo: false, fecha: first.fecha });
  });

  it('without a key, the same words from the same visitor within ten minutes are a repeat; from another visitor, or later, they count', async () => {
    const words = { nombre: '', mensaje: 'Un formulario sin JavaScript' };
    const first = await store().hormiguearPoem(5, words, withoutKey('visitante-a'));
    const repeat = await store().hormiguearPoem(5, words, withoutKey('visitante-a'));
    expect(repeat).toEqual({ ...first, repetido: true });
    const other = await store().hormiguearPoem(5, words, withoutKey('visitante-b'));
    expect(other.hormigueos).toBe(first.hormigueos + 1);
    const otherWords = await store().hormiguearPoem(5, { ...words, mensaje: 'Otras palabras' }, withoutKey('visitante-a'));
    expect(otherWords.hormigueos).toBe(first.hormigueos + 2);
    // Eleven minutes later the same words are a new hormigueo.
    await db().query("update hormigueo set creado = creado - interval '11 minutes' where clave like 'n:%'");
    const later = await store().hormiguearPoem(5, words, withoutKey('visitante-a'));
    expect(later.hormigueos).toBe(first.hormigueos + 3);
    expect(later.repetido).toBeUndefined();
  });

  it('without a key, a subscription repeated by the same visitor is still "subscribed"', async () => {
    const first = await store().subscribe('formulario@example.com', withoutKey('visitante-c'));
    expect(await store().subscribe('FORMULARIO@example.com', withoutKey('visitante-c'))).toEqual({ ...first, repetido: true });
    expect((await store().subscribe('formulario@example.com', withoutKey('visitante-d'))).nuevo).toBe(false);
  });

  it('a repeat is answered even when the visitor has reached the limit (it is not a new action)', async () => {
    const caller: Caller = { visitor: 'visitante-al-limite', limit: { max: 1, windowSeconds: 60 }, key: randomUUID() };
    const first = await store().hormiguearPoem(6, { nombre: '', mensaje: 'La única' }, caller);
    await expect(store().hormiguearPoem(6, { nombre: '', mensaje: 'Otra' }, { ...caller, key: randomUUID() })).rejects.toBeInstanceOf(
      RateLimitedError,
    );
    expect(await store().hormiguearPoem(6, { nombre: '', mensaje: 'La única' }, caller)).toEqual({ ...first, repetido: true });
  });

  it('refuses a malformed key in Spanish before writing anything', async () => {
    const before = await poemState(db(), 7);
    for (const key of ['corta', 'con espacios dentro', 'x'.repeat(101), 'acentuada-ñññññ']) {
      await expect(store().hormiguearPoem(7, { nombre: '', mensaje: 'hola' }, withKey(key))).rejects.toThrow(
        new InvalidInputError(MESSAGES.invalidKey),
      );
    }
    expect(await poemState(db(), 7)).toEqual(before);
  });

  it('a refused input does not use up its key: corrected, the same key counts once', async () => {
    const caller = withKey();
    await expect(store().hormiguearPoem(8, { nombre: '', mensaje: '   ' }, caller)).rejects.toThrow(MESSAGES.emptyMessage);
    await expect(store().hormiguearPoem(999_999, { nombre: '', mensaje: 'x' }, caller)).rejects.toThrow(MESSAGES.poemNotFound);
    const before = await poemState(db(), 8);
    expect((await store().hormiguearPoem(8, { nombre: '', mensaje: 'Ahora sí' }, caller)).hormigueos).toBe(before.hormigueos + 1);
  });

  it('keys are kept a week, never less than a day, then pruned; a forgotten key is a new action', async () => {
    const keys = { eightDays: withKey(), sixDays: withKey(), twentyFiveHours: withKey(), twentyThreeHours: withKey() };
    const age = { eightDays: '8 days', sixDays: '6 days', twentyFiveHours: '25 hours', twentyThreeHours: '23 hours' };
    for (const [name, caller] of Object.entries(keys)) {
      await store().hormiguearPoem(9, { nombre: '', mensaje: name }, caller);
      // A hormigueo's key lives on its row, and ages with it.
      await db().query('update hormigueo set creado = now() - $2::interval where clave = $1', [
        `k:${caller.key}`,
        age[name as keyof typeof age],
      ]);
    }
    // A subscription's key has a row of its own.
    const subscriptionKey = withKey();
    await store().subscribe('poda@example.com', subscriptionKey);
    await db().query("update clave_envio set creado = now() - interval '8 days' where clave = $1", [`k:${subscriptionKey.key}`]);
    const kept = async () =>
      (
        await db().query<{ clave: string }>('select clave from hormigueo where clave = any($1) order by creado', [
          Object.values(keys).map((k) => `k:${k.key}`),
        ])
      ).map((r) => r.clave.slice(2));
    const messages = await number(db(), 'select count(*) from hormigueo where id_poema = 9');
    await db().query('select public.podar_claves_envio()');
    expect(await kept()).toEqual([keys.sixDays.key, keys.twentyFiveHours.key, keys.twentyThreeHours.key]);
    expect(await number(db(), 'select count(*) from clave_envio where clave = $1', [`k:${subscriptionKey.key}`])).toBe(0);
    // Asking for less than a day still keeps a day; the messages themselves all stay.
    await db().query("select public.podar_claves_envio(interval '1 hour')");
    expect(await kept()).toEqual([keys.twentyThreeHours.key]);
    expect(await number(db(), 'select count(*) from hormigueo where id_poema = 9')).toBe(messages);
    // The kept key still replays; a forgotten one is a new action.
    const before = await poemState(db(), 9);
    expect((await store().hormiguearPoem(9, { nombre: '', mensaje: 'twentyThreeHours' }, keys.twentyThreeHours)).repetido).toBe(true);
    expect((await store().hormiguearPoem(9, { nombre: '', mensaje: 'eightDays' }, keys.eightDays)).hormigueos).toBe(before.hormigueos + 1);
    expect((await store().subscribe('poda@example.com', subscriptionKey)).nuevo).toBe(false);
  });
});

describe('concurrent repeats on the PostgreSQL server', () => {
  it('the same hormigueo sent 50 times at once counts once, and every answer is the first one', async () => {
    const store = createSqlStore(dbs.postgres);
    const caller = withKey();
    const before = await poemState(dbs.postgres, 10);
    const results = await Promise.all(
      Array.from({ length: 50 }, () => store.hormiguearPoem(10, { nombre: '', mensaje: 'Reintento a la vez' }, caller)),
    );
    expect(new Set(results.map((r) => r.hormigueos))).toEqual(new Set([before.hormigueos + 1]));
    expect(results.filter((r) => !r.repetido)).toHaveLength(1);
    expect(await poemState(dbs.postgres, 10)).toEqual({
      hormigueos: before.hormigueos + 1,
      mensajes: before.mensajes + 1,
      entregas: before.entregas + 2,
    });
  });

  it('the same subscription sent 30 times at once is one row, and every answer says "subscribed"', async () => {
    const store = createSqlStore(dbs.postgres);
    const caller = withKey();
    const results = await Promise.all(Array.from({ length: 30 }, () => store.subscribe('a.la.vez@example.com', caller)));
    expect(results.every((r) => r.nuevo)).toBe(true);
    expect(new Set(results.map((r) => r.fecha)).size).toBe(1);
    expect(await number(dbs.postgres, "select count(*) from suscriptor where correo = 'a.la.vez@example.com'")).toBe(1);
  });

  it('the same words without a key, sent 20 times at once ten minutes after they first counted, count once more', async () => {
    const store = createSqlStore(dbs.postgres);
    const words = { nombre: '', mensaje: 'Otra vez, más tarde' };
    const first = await store.hormiguearPoem(12, words, withoutKey('visitante-tarde'));
    await dbs.postgres.query("update hormigueo set creado = creado - interval '11 minutes' where clave like 'n:%'");
    const results = await Promise.all(Array.from({ length: 20 }, () => store.hormiguearPoem(12, words, withoutKey('visitante-tarde'))));
    expect(new Set(results.map((r) => r.hormigueos))).toEqual(new Set([first.hormigueos + 1]));
    expect(results.filter((r) => !r.repetido)).toHaveLength(1);
    expect((await poemState(dbs.postgres, 12)).hormigueos).toBe(first.hormigueos + 1);
  });

  it('200 different hormigueos at once still count 200 (keys do not serialise different actions)', async () => {
    const store = createSqlStore(dbs.postgres);
    const before = await poemState(dbs.postgres, 11);
    await Promise.all(Array.from({ length: 200 }, (_, i) => store.hormiguearPoem(11, { nombre: '', mensaje: `m${i}` }, withKey())));
    expect((await poemState(dbs.postgres, 11)).hormigueos).toBe(before.hormigueos + 200);
  });
});
