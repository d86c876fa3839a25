import { describe, expect, it } from 'vitest';
import { fromThisSite, HttpError, parseId, readBody } from '../../functions/_lib/http';
import { addressBehindProxies, clientAddress, limitSettings, visitorHash } from '../../functions/_lib/visitor';
import { parseInput, poemHormigueoInput, subscriptionInput, visualHormigueoInput } from '../../functions/_lib/validation';
import { routeOf } from '../../scripts/server/functionsRouter';
import { isValidEmail } from '@/lib/actions/isValidEmail';
import { MESSAGES } from '@/lib/actions/rules';

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
    [{ mensaje: 'x', volver: '/poema/x', website: '' }, { ok: true, data: { mensaje: 'x', volver: '/poema/x' } }],
    [{ mensaje: 'línea uno\r\nlínea dos\r\n\tfin' }, { ok: true, data: { mensaje: 'línea uno\nlínea dos\n\tfin' } }],
    [{ mensaje: 'a\u0000b' }, { ok: false, message: MESSAGES.invalidCharacters }],
    [{ mensaje: 'hola', nombre: 'Ana\u0007' }, { ok: false, message: MESSAGES.invalidCharacters }],
    [{ mensaje: 'x', website: 'w'.repeat(501) }, { ok: false, message: 'La solicitud no es válida.' }],
    [{ mensaje: 'x', website: 3 }, { ok: false, message: 'La solicitud no es válida.' }],
    [{ mensaje: 'x', volver: ['/a'] }, { ok: false, message: 'La solicitud no es válida.' }],
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
    ['nul\u0000@example.com', false],
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

  const form = 'application/x-www-form-urlencoded';

  it('parses JSON, and urlencoded bodies posted from the site itself', async () => {
    expect(await readBody(request('{"a":1}'), {})).toEqual({ kind: 'json', value: { a: 1 } });
    expect(await readBody(request('correo=a%40b.co', form, { origin: 'https://h.example' }), {})).toEqual({
      kind: 'form',
      value: { correo: 'a@b.co' },
    });
  });

  it.each([
    ['broken JSON', () => request('{'), 400],
    ['plain text', () => request('hola', 'text/plain'), 415],
    ['no content type', () => new Request('https://h.example/api/x', { method: 'POST', body: '{}' }), 415],
    ['a form posted by another site', () => request('a=1', form, { origin: 'https://evil.example' }), 403],
    ['a form with neither Origin nor Sec-Fetch-Site', () => request('a=1', form), 403],
    ['a body over 8 KB', () => request(JSON.stringify({ m: 'x'.repeat(9000) })), 413],
    ['a declared length over 8 KB', () => request('{}', 'application/json', { 'content-length': '100000' }), 413],
  ])('refuses %s', async (_, req, status) => {
    const error = await readBody(req(), {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ status });
    if (status === 403) expect((error as HttpError).message).toBe(MESSAGES.crossSite);
  });

  it.each([
    [{ origin: 'https://h.example' }, {}, true],
    [{ origin: 'https://revista.example' }, { SITE_URL: 'https://revista.example/' }, true],
    [{ origin: 'https://evil.example' }, { SITE_URL: 'https://revista.example' }, false],
    [{ origin: 'null' }, {}, false],
    [{ 'sec-fetch-site': 'same-origin' }, {}, true],
    [{ 'sec-fetch-site': 'cross-site' }, {}, false],
    [{ 'sec-fetch-site': 'same-site' }, {}, false],
    [{ origin: 'https://evil.example', 'sec-fetch-site': 'same-origin' }, {}, false],
    [{}, {}, false],
  ])('a form post with %j under %j comes from this site: %s', (headers, env, expected) => {
    expect(fromThisSite(new Request('https://h.example/api/suscribir', { method: 'POST', headers }), env)).toBe(expected);
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

describe('who a visitor is', () => {
  it.each([
    // [socket, X-Forwarded-For, TRUST_PROXY, client]
    ['10.0.0.9', null, undefined, '10.0.0.9'],
    ['10.0.0.9', '1.1.1.1', undefined, '10.0.0.9'],
    ['10.0.0.9', '203.0.113.5', '1', '203.0.113.5'],
    ['10.0.0.9', 'forjada, 203.0.113.5', '1', '203.0.113.5'],
    ['10.0.0.9', 'forjada, 203.0.113.5', 'true', '203.0.113.5'],
    ['10.0.0.9', 'forjada, 203.0.113.5, 10.0.0.7', '2', '203.0.113.5'],
    ['10.0.0.9', 'forjada, 203.0.113.5, 10.0.0.7', '10.0.0.7, 10.0.0.9', '203.0.113.5'],
    ['10.0.0.9', '10.0.0.7', '10.0.0.7,10.0.0.9', '10.0.0.7'],
    ['10.0.0.9', null, '3', '10.0.0.9'],
  ])('socket %s, X-Forwarded-For %j, TRUST_PROXY %j: %s', (socket, forwarded, trust, expected) => {
    expect(addressBehindProxies(socket, forwarded, trust)).toBe(expected);
  });

  it('believes CF-Connecting-IP only inside Cloudflare\'s runtime, never on the local server', () => {
    const context = (headers: Record<string, string>, data: { clientAddress?: string } = {}) => ({
      request: new Request('https://h.example', { headers }),
      env: {},
      data,
    });
    expect(clientAddress(context({ 'cf-connecting-ip': '1.2.3.4' }, { clientAddress: '10.0.0.9' }))).toBe('10.0.0.9');
    expect(clientAddress(context({ 'cf-connecting-ip': '1.2.3.4' }))).toBeNull();
    const userAgent = Object.getOwnPropertyDescriptor(globalThis, 'navigator');
    Object.defineProperty(globalThis, 'navigator', { value: { userAgent: 'Cloudflare-Workers' }, configurable: true });
    try {
      expect(clientAddress(context({ 'cf-connecting-ip': '1.2.3.4' }))).toBe('1.2.3.4');
    } finally {
      if (userAgent) Object.defineProperty(globalThis, 'navigator', userAgent);
    }
  });

  it('is a keyed hash of the address: stable for one secret, different for another, never the address', async () => {
    const a = await visitorHash('203.0.113.5', 'secreto');
    expect(a).toBe(await visitorHash('203.0.113.5', 'secreto'));
    expect(a).not.toBe(await visitorHash('203.0.113.6', 'secreto'));
    expect(a).not.toBe(await visitorHash('203.0.113.5', 'otro'));
    expect(a).toMatch(/^[\w-]{43}$/);
    expect(a).not.toContain('203');
  });

  it('reads the limits from the environment', () => {
    expect(limitSettings({})).toEqual({ max: 10, windowSeconds: 60 });
    expect(limitSettings({ RATE_LIMIT_MAX: '3', RATE_LIMIT_WINDOW_SECONDS: '30' })).toEqual({ max: 3, windowSeconds: 30 });
    expect(limitSettings({ RATE_LIMIT: 'off' })).toBeNull();
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
