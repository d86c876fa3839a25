// The functions behind the reader actions, called directly (no browser): malformed requests
// get the right 4xx with a Spanish `error`, never a 5xx. Independent of the width: run once (and in Cloudflare's runtime).
import { expect, test, type APIResponse } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { dbQuery } from './database.ts';
import { uniqueEmail } from './pageHelpers.ts';

const POEM_ID = 2; // 'Lección de la hormiga'
const PIECE_ID = 2; // 'Grana'
const BAD_REQUEST = 'La solicitud no es válida.';

async function expectError(response: APIResponse, status: number, error?: string | RegExp) {
  const label = `${response.url()} -> ${response.status()}`;
  expect(response.status(), label).toBe(status);
  expect(response.headers()['content-type'], label).toMatch(/^application\/json/);
  const body = (await response.json()) as { error?: unknown };
  expect(typeof body.error, `${label}: a Spanish error`).toBe('string');
  expect((body.error as string).length).toBeGreaterThan(0);
  if (error) expect(body.error).toEqual(typeof error === 'string' ? error : expect.stringMatching(error));
}

const raw = (data: string, contentType = 'application/json') => ({ headers: { 'content-type': contentType }, data });

test.describe('hormiguear functions', () => {
  test('a well-formed hormigueo is counted (201, the count goes up)', async ({ request }) => {
    const first = await request.post(`/api/hormiguear/poema/${POEM_ID}`, { data: { mensaje: 'Desde la prueba de la API' } });
    expect(first.status()).toBe(201);
    const a = (await first.json()) as { ok: boolean; hormigueos: number };
    expect(a.ok).toBe(true);
    expect(typeof a.hormigueos).toBe('number');
    const second = await request.post(`/api/hormiguear/poema/${POEM_ID}`, {
      data: { mensaje: 'Otra vez', nombre: 'Prueba' },
    });
    expect(second.status()).toBe(201);
    expect(((await second.json()) as { hormigueos: number }).hormigueos).toBeGreaterThan(a.hormigueos);

    const visual = await request.post(`/api/hormiguear/visual/${PIECE_ID}`, { data: { nombre: 'Prueba' } });
    expect(visual.status()).toBe(201);
  });

  test('broken JSON, a body that is not an object, unknown or mistyped fields: 400 La solicitud no es válida.', async ({ request }) => {
    for (const kind of ['poema', 'visual']) {
      const url = `/api/hormiguear/${kind}/${kind === 'poema' ? POEM_ID : PIECE_ID}`;
      for (const body of ['{"mensaje": "hola"', '{', 'not json', '[]', 'null', '"hola"', '42']) {
        await expectError(await request.post(url, raw(body)), 400, BAD_REQUEST);
      }
      for (const data of [
        { mensaje: 'hola', nombre: 'Ana', extra: 1 },
        { mensaje: 42, nombre: 'Ana' },
        { mensaje: 'hola', nombre: ['Ana'] },
        { mensaje: { texto: 'hola' }, nombre: 'Ana' },
      ]) {
        await expectError(await request.post(url, { data }), 400, BAD_REQUEST);
      }
    }
  });

  test('missing or blank required fields and too long texts: 400 with the field message', async ({ request }) => {
    const poem = `/api/hormiguear/poema/${POEM_ID}`;
    const visual = `/api/hormiguear/visual/${PIECE_ID}`;
    for (const data of [{}, { mensaje: '' }, { mensaje: '   \n ' }, { nombre: 'Ana' }]) {
      await expectError(await request.post(poem, { data }), 400, 'Debes dejar un mensaje.');
    }
    for (const data of [{}, { nombre: '' }, { nombre: '  ' }, { mensaje: 'hola' }]) {
      await expectError(await request.post(visual, { data }), 400, 'Por favor, ingresa tu nombre para continuar.');
    }
    await expectError(await request.post(poem, { data: { mensaje: 'x'.repeat(2001) } }), 400, /mensaje.*largo/i);
    await expectError(await request.post(visual, { data: { nombre: 'x'.repeat(101) } }), 400, /nombre.*largo/i);
  });

  test('neither JSON nor a form (text/plain, no type): 415; a form from no page of this site: 403 page', async ({ request }) => {
    for (const kind of ['poema', 'visual']) {
      const url = `/api/hormiguear/${kind}/${POEM_ID}`;
      await expectError(await request.post(url, raw('{"mensaje":"hola","nombre":"Ana"}', 'text/plain')), 415);
      await expectError(await request.post(url, { data: Buffer.from('{"mensaje":"hola"}') }), 415);
      // A form post without Origin or Sec-Fetch-Site (no browser on this site sends one).
      const form = await request.post(url, { form: { mensaje: 'hola', nombre: 'Ana' } });
      expect(form.status()).toBe(403);
      expect(form.headers()['content-type']).toMatch(/^text\/html/);
      expect(await form.text()).toContain('Este formulario solo puede enviarse desde las páginas de Hormiguero de Poemas.');
    }
  });

  test('an unknown or malformed id: 404 No encontramos este poema. / esta obra visual.', async ({ request }) => {
    for (const id of ['999999', '0', '-1', 'abc', '2.5', '99999999999999999999']) {
      await expectError(
        await request.post(`/api/hormiguear/poema/${id}`, { data: { mensaje: 'hola' } }),
        404,
        'No encontramos este poema.',
      );
      await expectError(
        await request.post(`/api/hormiguear/visual/${id}`, { data: { nombre: 'Ana' } }),
        404,
        'No encontramos esta obra visual.',
      );
    }
  });

  test('other methods: 405 with Allow: POST', async ({ request }) => {
    for (const url of [`/api/hormiguear/poema/${POEM_ID}`, `/api/hormiguear/visual/${PIECE_ID}`, '/api/suscribir']) {
      for (const method of ['GET', 'PUT', 'DELETE', 'PATCH']) {
        const response = await request.fetch(url, { method, data: method === 'GET' ? undefined : { mensaje: 'hola' } });
        await expectError(response, 405);
        expect(response.headers()['allow'], `${method} ${url}`).toMatch(/POST/);
      }
    }
  });

  test('a body over the size limit: 413', async ({ request }) => {
    const response = await request.post(`/api/hormiguear/poema/${POEM_ID}`, {
      data: { mensaje: 'x'.repeat(1_900), nombre: 'y'.repeat(20_000) },
    });
    await expectError(response, 413);
  });
});

test.describe('subscription function', () => {
  test('JSON: new 201, again 200 with the date, invalid 400, broken 400, not JSON or form 415', async ({ request }) => {
    const correo = uniqueEmail('api');
    const created = await request.post('/api/suscribir', { data: { correo } });
    expect(created.status()).toBe(201);
    expect(await created.json()).toMatchObject({ mensaje: '¡Te has suscrito exitosamente!' });
    // Another reader's request (another key) for the same address: already registered.
    const again = await request.post('/api/suscribir', { data: { correo }, headers: { 'idempotency-key': randomUUID() } });
    expect(again.status()).toBe(200);
    expect(((await again.json()) as { mensaje: string }).mensaje).toMatch(/^Este correo ya está registrado desde el \d{2}\/\d{2}\/\d{2}$/);
    const seed = await request.post('/api/suscribir', { data: { correo: 'lectora@example.com' } });
    expect(await seed.json()).toMatchObject({ mensaje: 'Este correo ya está registrado desde el 14/03/25' });

    for (const bad of ['nope', 'a@b', '', '   ', 'a b@c.d', 'a@@b.c']) {
      await expectError(
        await request.post('/api/suscribir', { data: { correo: bad } }),
        400,
        'Por favor, ingresa un correo electrónico válido',
      );
    }
    await expectError(await request.post('/api/suscribir', { data: {} }), 400);
    await expectError(await request.post('/api/suscribir', raw('{"correo":')), 400, BAD_REQUEST);
    await expectError(await request.post('/api/suscribir', raw('[]')), 400, BAD_REQUEST);
    await expectError(await request.post('/api/suscribir', raw('correo=a@b.c', 'text/plain')), 415);
  });
});

test.describe('the same action sent again', () => {
  const messagesSaying = async (mensaje: string) =>
    (await dbQuery<{ n: number }>('select count(*)::int as n from public.hormigueo where mensaje = $1', [mensaje]))[0]!.n;

  test('with the same Idempotency-Key: the first answer again, marked as replayed, and nothing written twice; other content is refused (422)', async ({
    request,
  }) => {
    const key = randomUUID();
    const mensaje = `Enviado dos veces ${test.info().project.name} ${Date.now()}`;
    const send = (data: unknown) => request.post(`/api/hormiguear/poema/${POEM_ID}`, { data, headers: { 'Idempotency-Key': `"${key}"` } });
    const first = await send({ mensaje });
    const again = await send({ mensaje: `  ${mensaje}  ` });
    expect([first.status(), again.status()]).toEqual([201, 201]);
    expect(await again.json()).toEqual(await first.json());
    expect(first.headers()['idempotent-replayed']).toBeUndefined();
    expect(again.headers()['idempotent-replayed']).toBe('true');
    expect(await messagesSaying(mensaje)).toBe(1);
    await expectError(
      await send({ mensaje: 'Otras palabras con la misma clave' }),
      422,
      'Este envío ya se había registrado con otro contenido. No se cambió nada: vuelve a escribirlo para enviarlo de nuevo.',
    );
    expect(await messagesSaying('Otras palabras con la misma clave')).toBe(0);
  });

  test('without a key, the same words from the same reader a moment later are the same hormigueo', async ({ request }) => {
    const mensaje = `Sin clave ${test.info().project.name} ${Date.now()}`;
    const first = await request.post(`/api/hormiguear/poema/${POEM_ID}`, { data: { mensaje } });
    const again = await request.post(`/api/hormiguear/poema/${POEM_ID}`, { data: { mensaje } });
    expect(await again.json()).toEqual(await first.json());
    expect(again.headers()['idempotent-replayed']).toBe('true');
    expect(await messagesSaying(mensaje)).toBe(1);
  });

  test('a subscription sent again with its key is "subscribed" again, one row', async ({ request }) => {
    const correo = uniqueEmail('clave');
    const headers = { 'idempotency-key': randomUUID() };
    const first = await request.post('/api/suscribir', { data: { correo }, headers });
    const again = await request.post('/api/suscribir', { data: { correo }, headers });
    expect([first.status(), again.status()]).toEqual([201, 201]);
    expect(await again.json()).toMatchObject({ mensaje: '¡Te has suscrito exitosamente!' });
  });

  test('a malformed key is refused (400) before anything is written', async ({ request }) => {
    for (const key of ['corta', 'con espacios', 'x'.repeat(101)]) {
      await expectError(
        await request.post('/api/suscribir', { data: { correo: uniqueEmail('mala-clave') }, headers: { 'idempotency-key': key } }),
        400,
        'La clave del envío no es válida.',
      );
    }
  });
});
