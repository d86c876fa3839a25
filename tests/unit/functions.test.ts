import { describe, expect, it } from 'vitest';
import { HttpError, parseId, readBody } from '../../functions/_lib/http';
import { MESSAGES } from '../../functions/_lib/messages';
import { RateLimiter, visitorKey } from '../../functions/_lib/rateLimit';
import { backTo, subscriptionPage } from '../../functions/_lib/subscriptionPage';
import { parseInput, poemHormigueoInput, subscriptionInput, visualHormigueoInput } from '../../functions/_lib/validation';
import { routeOf } from '../../scripts/server/functionsRouter';
import { isValidEmail } from '@/lib/validation/isValidEmail';

describe('input validation', () => {
  it.each([
    [{ mensaje: 'Hermoso' }, { ok: true, data: { mensaje: 'Hermoso', nombre: '' } }],
    [{ mensaje: '  Hermoso  ', nombre: ' Ana ' }, { ok: true, data: { mensaje: 'Hermoso', nombre: 'Ana' } }],
    [{ mensaje: '   ' }, { ok: false, message: 'Debes dejar un mensaje.' }],
    [{}, { ok: false, message: 'Debes dejar un mensaje.' }],
    [{ mensaje: 7 }, { ok: false, message: 'La solicitud no es válida.' }],
    [{ mensaje: 'x'.repeat(2001) }, { ok: false, message: MESSAGES.messageTooLong }],
    [{ mensaje: 'x', nombre: 'n'.repeat(101) }, { ok: false, message: MESSAGES.nameTooLong }],
    [{ mensaje: 'x', admin: true }, { ok: false, message: 'La solicitud no es válida.' }],
    ['texto', { ok: false, message: 'La solicitud no es válida.' }],
    [null, { ok: false, message: 'La solicitud no es válida.' }],
  ])('poem hormigueo %j', (input, expected) => expect(parseInput(poemHormigueoInput, input)).toMatchObject(expected));

  it.each([
    [{ nombre: 'Luis' }, { ok: true, data: { nombre: 'Luis', mensaje: '' } }],
    [{ nombre: ' ' }, { ok: false, message: 'Por favor, ingresa tu nombre para continuar.' }],
    [{ mensaje: 'sin nombre' }, { ok: false, message: 'Por favor, ingresa tu nombre para continuar.' }],
  ])('visual hormigueo %j', (input, expected) => expect(parseInput(visualHormigueoInput, input)).toMatchObject(expected));

  it.each([
    ['lectora@example.com', true],
    [' lectora@example.com ', true],
    ['sin-arroba.example.com', false],
    ['a@b', false],
    ['dos@@example.com', false],
    ['con espacio@example.com', false],
    ['', false],
  ])('subscription e-mail %j valid: %s', (correo, valid) => {
    expect(parseInput(subscriptionInput, { correo }).ok).toBe(valid);
    if (!valid) expect(parseInput(subscriptionInput, { correo })).toEqual({ ok: false, message: 'Por favor, ingresa un correo electrónico válido' });
  });

  it('limits an address to 254 characters', () => {
    expect(isValidEmail(`${'a'.repeat(240)}@example.com`)).toBe(true);
    expect(isValidEmail(`${'a'.repeat(243)}@example.com`)).toBe(false);
  });
});

describe('reading requests', () => {
  const request = (body: string, type = 'application/json', headers: Record<string, string> = {}) =>
    new Request('https://h.example/api/x', { method: 'POST', body, headers: { 'content-type': type, ...headers } });

  it('parses JSON and urlencoded bodies', async () => {
    expect(await readBody(request('{"a":1}'), ['json'])).toEqual({ kind: 'json', value: { a: 1 } });
    expect(await readBody(request('correo=a%40b.co', 'application/x-www-form-urlencoded'), ['json', 'form'])).toEqual({
      kind: 'form',
      value: { correo: 'a@b.co' },
    });
  });

  it.each([
    ['broken JSON', () => request('{'), 400],
    ['a form where only JSON is accepted', () => request('a=1', 'application/x-www-form-urlencoded'), 415],
    ['plain text', () => request('hola', 'text/plain'), 415],
    ['a body over 8 KB', () => request(JSON.stringify({ m: 'x'.repeat(9000) })), 413],
    ['a declared length over 8 KB', () => request('{}', 'application/json', { 'content-length': '100000' }), 413],
  ])('refuses %s', async (_, req, status) => {
    const error = await readBody(req(), ['json']).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ status });
  });

  it.each([
    ['12', 12],
    ['1', 1],
    ['0', null],
    ['-3', null],
    ['1e3', null],
    ['12abc', null],
    ['99999999999999999999', null],
    [undefined, null],
  ])('route id %j -> %j', (param, id) => expect(parseId(param)).toBe(id));
});

describe('RateLimiter', () => {
  it('lets max requests through per window and visitor, then says how long to wait', () => {
    let now = 0;
    const limiter = new RateLimiter(3, 60_000, () => now);
    expect([1, 2, 3].map(() => limiter.take('a'))).toEqual([0, 0, 0]);
    expect(limiter.take('a')).toBe(60);
    expect(limiter.take('b')).toBe(0);
    now = 30_000;
    expect(limiter.take('a')).toBe(30);
    now = 60_000;
    expect(limiter.take('a')).toBe(0);
  });

  it("knows visitors by Cloudflare's address, a trusted proxy's, or the socket's", () => {
    const context = (headers: Record<string, string>, env = {}) => ({
      request: new Request('https://h.example', { headers }),
      env,
      data: { clientAddress: '10.0.0.9' },
    });
    expect(visitorKey(context({ 'cf-connecting-ip': '1.2.3.4', 'x-forwarded-for': '5.6.7.8' }))).toBe('1.2.3.4');
    expect(visitorKey(context({ 'x-forwarded-for': '5.6.7.8, 9.9.9.9' }))).toBe('10.0.0.9');
    expect(visitorKey(context({ 'x-forwarded-for': '5.6.7.8, 9.9.9.9' }, { TRUST_PROXY: 'true' }))).toBe('5.6.7.8');
  });
});

describe('the no-JavaScript subscription page', () => {
  it('escapes what it shows and leads back to the form', () => {
    const html = subscriptionPage('<b>hola</b>', '/poema/x#suscribir');
    expect(html).toContain('&lt;b&gt;hola&lt;/b&gt;');
    expect(html).toContain('href="/poema/x#suscribir"');
    expect(html).toContain('lang="es"');
  });

  it('goes back only to a page of this site', () => {
    const from = (referer?: string) =>
      backTo(new Request('https://h.example/api/suscribir', { method: 'POST', headers: referer ? { referer } : {} }));
    expect(from('https://h.example/poema/x?a=1')).toBe('/poema/x?a=1#suscribir');
    expect(from('https://evil.example/')).toBe('/#suscribir');
    expect(from()).toBe('/#suscribir');
  });
});

describe('Pages Functions routes', () => {
  it.each([
    ['api/suscribir.ts', '/api/suscribir', {}],
    ['api/hormiguear/poema/[id].ts', '/api/hormiguear/poema/12', { id: '12' }],
    ['api/index.ts', '/api', {}],
  ])('%s serves %s', (file, path, params) => {
    const route = routeOf(file);
    const match = route.pattern.exec(path);
    expect(match).not.toBeNull();
    expect(Object.fromEntries(route.params.map((p, i) => [p, match![i + 1]]))).toEqual(params);
  });
  it('does not serve other paths', () => {
    expect(routeOf('api/hormiguear/poema/[id].ts').pattern.test('/api/hormiguear/poema/12/x')).toBe(false);
  });
});
