import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Sql } from '@/lib/db/sql';
import { startActionsServer } from '../helpers/actionsServer';
import type { TestDatabase } from '../helpers/postgres';
import { seededPostgres } from '../helpers/seededDatabases';
import { malformedRequests } from '../helpers/malformedRequests';

let database: TestDatabase;
let db: Sql;
let sample: Awaited<ReturnType<typeof seededPostgres>>;

beforeAll(async () => {
  sample = await seededPostgres();
  ({ db, database } = sample);
});
afterAll(() => sample?.close());

/** Everything a request could change, to prove that refused requests changed nothing. */
async function stateOfTheDatabase() {
  const [row] = await db.query<Record<string, string>>(`
    select (select coalesce(sum(hormigueos), 0) from poema)::text as poemas,
           (select coalesce(sum(hormigueos), 0) from visuales)::text as visuales,
           (select count(*) from hormigueo)::text as mensajes,
           (select count(*) from hormigueo_entrega)::text as entregas,
           (select count(*) from suscriptor)::text as suscriptores`);
  return row;
}

describe('hormiguear through HTTP on PostgreSQL', () => {
  it('200 concurrent readers raise the counter by exactly the number of accepted requests', async () => {
    // The limiter lets 150 through from this one address; the rest get 429 and change nothing.
    const server = await startActionsServer(database.url, { RATE_LIMIT_MAX: '150' });
    try {
      const before = Number((await db.query<{ h: number }>('select hormigueos as h from poema where id = 33'))[0]!.h);
      const messagesBefore = (await stateOfTheDatabase())!.mensajes;
      const responses = await Promise.all(
        Array.from({ length: 200 }, (_, i) => server.post('/api/hormiguear/poema/33', { mensaje: `Lectura ${i}`, nombre: `Lector ${i}` })),
      );
      const statuses = responses.map((r) => r.status);
      const accepted = statuses.filter((s) => s === 201).length;
      expect(accepted).toBe(150);
      expect(statuses.filter((s) => s === 429)).toHaveLength(50);
      expect(statuses.every((s) => s === 201 || s === 429)).toBe(true);
      const after = Number((await db.query<{ h: number }>('select hormigueos as h from poema where id = 33'))[0]!.h);
      expect(after - before).toBe(accepted);
      expect(Number((await stateOfTheDatabase())!.mensajes) - Number(messagesBefore)).toBe(accepted);
      const limited = responses.find((r) => r.status === 429)!;
      expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
      expect(await limited.json()).toEqual({ error: 'Demasiados intentos seguidos. Espera un momento y vuelve a intentarlo.' });
    } finally {
      await server.close();
    }
  });

  it('answers hormigueos and subscriptions with the Spanish messages readers see', async () => {
    const server = await startActionsServer(database.url, { RATE_LIMIT: 'off' });
    try {
      const ok = await server.post('/api/hormiguear/visual/2', { nombre: 'Ana', mensaje: '' });
      expect(ok.status).toBe(201);
      expect(await ok.json()).toMatchObject({ ok: true, hormigueos: expect.any(Number) });
      const sub = await server.post('/api/suscribir', { correo: 'http.test@example.com' });
      expect(sub.status).toBe(201);
      expect(await sub.json()).toMatchObject({ mensaje: '¡Te has suscrito exitosamente!', estado: 'suscrito' });
      const dup = await server.post('/api/suscribir', { correo: 'lectora@example.com' });
      expect(dup.status).toBe(200);
      expect(await dup.json()).toMatchObject({ mensaje: 'Este correo ya está registrado desde el 14/03/25', estado: 'registrado' });
      const formHeaders = { 'content-type': 'application/x-www-form-urlencoded', origin: server.base };
      const form = await server.post('/api/suscribir', 'correo=form.test%40example.com', formHeaders);
      expect(form.status).toBe(303);
      const result = await fetch(new URL(form.headers.get('location')!, server.base));
      expect(result.headers.get('content-type')).toContain('text/html');
      expect(await result.text()).toContain('¡Te has suscrito exitosamente!');
      expect((await db.query('select 1 from suscriptor where correo = $1', ['form.test@example.com'])).length).toBe(1);
    } finally {
      await server.close();
    }
  });

  it('a plain form post does what the JSON request does: the same counter, message and deliveries', async () => {
    const server = await startActionsServer(database.url, { RATE_LIMIT: 'off' });
    const effects = async () => {
      const [row] = await db.query<{ h: number; m: number; e: number }>(
        `select (select hormigueos from poema where id = 34) as h,
                (select count(*)::int from hormigueo where id_poema = 34) as m,
                (select count(*)::int from hormigueo_entrega e join hormigueo h on h.id = e.id_hormigueo where h.id_poema = 34) as e`,
      );
      return row!;
    };
    try {
      const start = await effects();
      expect((await server.post('/api/hormiguear/poema/34', { mensaje: 'Por JSON', nombre: 'Ana' })).status).toBe(201);
      const afterJson = await effects();
      const form = await server.post('/api/hormiguear/poema/34', 'mensaje=Por+formulario&nombre=Ana&volver=%2Fpoema%2Fhoja-de-contactos', {
        'content-type': 'application/x-www-form-urlencoded',
        origin: server.base,
      });
      expect(form.status).toBe(303);
      expect(form.headers.get('location')).toBe('/api/resultado?tipo=hormigueo-poema&volver=%2Fpoema%2Fhoja-de-contactos');
      const afterForm = await effects();
      expect(afterJson.h - start.h).toBe(1);
      expect(afterForm.h - afterJson.h).toBe(1);
      expect(afterForm.m - afterJson.m).toBe(afterJson.m - start.m);
      expect(afterForm.e - afterJson.e).toBe(afterJson.e - start.e);
      const [last] = await db.query<{ mensaje: string }>('select mensaje from hormigueo where id_poema = 34 order by id desc limit 1');
      expect(last!.mensaje).toBe('Por formulario');
    } finally {
      await server.close();
    }
  });

  it('quietly ignores a bot that fills in the honeypot', async () => {
    const server = await startActionsServer(database.url, { RATE_LIMIT: 'off' });
    try {
      const before = await stateOfTheDatabase();
      const poem = await server.post('/api/hormiguear/poema/2', { mensaje: 'spam', website: 'https://spam.example' });
      const sub = await server.post('/api/suscribir', { correo: 'bot@example.com', website: 'x' });
      expect([poem.status, sub.status]).toEqual([201, 201]);
      expect(await stateOfTheDatabase()).toEqual(before);
    } finally {
      await server.close();
    }
  });

  it('gives at least 1,000 generated malformed requests a 4xx with a Spanish message, changing nothing', async () => {
    const server = await startActionsServer(database.url, { RATE_LIMIT: 'off' });
    try {
      const before = await stateOfTheDatabase();
      const cases = malformedRequests(1200, 20261121);
      expect(cases.length).toBeGreaterThanOrEqual(1000);
      const failures: string[] = [];
      for (let i = 0; i < cases.length; i += 50) {
        await Promise.all(
          cases.slice(i, i + 50).map(async (c) => {
            const response = await fetch(`${server.base}${c.path}`, { method: c.method, headers: c.headers, body: c.body });
            const text = await response.text();
            let error: unknown;
            try {
              error = (JSON.parse(text) as { error?: unknown }).error;
            } catch {
              error = /<p role="status">([^<]+)<\/p>/.exec(text)?.[1];
            }
            const spanish = typeof error === 'string' && /[a-záéíóúñ]/i.test(error);
            if (response.status < 400 || response.status >= 500 || !spanish) {
              failures.push(`${c.label}: ${response.status} ${text.slice(0, 120)}`);
            }
          }),
        );
      }
      expect(failures).toEqual([]);
      expect(await stateOfTheDatabase()).toEqual(before);
    } finally {
      await server.close();
    }
  });
});
