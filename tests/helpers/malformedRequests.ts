/** A request the functions must refuse with a 4xx. */
export interface BadRequest {
  label: string;
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string | Uint8Array<ArrayBuffer>;
}

/** Small deterministic PRNG (mulberry32), so a failing case can be reproduced. */
function random(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const JSON_HEADERS = { 'content-type': 'application/json' };

/**
 * `count` malformed requests to the three functions, generated from a seed: broken JSON,
 * wrong types, blank or overlong fields, unknown keys, bad ids, wrong methods and content
 * types, oversize and non-UTF-8 bodies, invalid e-mail addresses.
 */
export function malformedRequests(count: number, seed: number): BadRequest[] {
  const rnd = random(seed);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(rnd() * items.length)]!;
  const int = (max: number) => Math.floor(rnd() * max);
  const text = (length: number) => Array.from({ length }, () => pick('abcñáé ¿?xyz0123'.split(''))).join('');
  const wrongValues = [null, 0, 42, -1, true, false, [], ['x'], {}, { mensaje: 'x' }, 1.5];
  const blanks = ['', ' ', '   ', '\n\t', '\u00a0', '\u2003 '];
  const routes = ['/api/hormiguear/poema/12', '/api/hormiguear/visual/1', '/api/suscribir'];

  const generators: (() => BadRequest)[] = [
    () => {
      const valid = JSON.stringify({ mensaje: text(20), nombre: text(5) });
      const cut = valid.slice(0, 1 + int(valid.length - 2));
      return { label: 'truncated JSON', method: 'POST', path: pick(routes), headers: JSON_HEADERS, body: cut };
    },
    () => ({
      label: 'not JSON',
      method: 'POST',
      path: pick(routes),
      headers: JSON_HEADERS,
      body: pick(['{', 'nope', "{'a':1}", '[1,', '"', '{"mensaje":}']),
    }),
    () => ({
      label: 'JSON that is not an object',
      method: 'POST',
      path: pick(routes),
      headers: JSON_HEADERS,
      body: JSON.stringify(pick(['x', 1, null, [], [{ mensaje: 'x' }]])),
    }),
    () => ({ label: 'empty body', method: 'POST', path: pick(routes), headers: JSON_HEADERS, body: '' }),
    () => ({
      label: 'poem message of the wrong type',
      method: 'POST',
      path: '/api/hormiguear/poema/12',
      headers: JSON_HEADERS,
      body: JSON.stringify({ mensaje: pick(wrongValues) }),
    }),
    () => ({
      label: 'poem name of the wrong type',
      method: 'POST',
      path: '/api/hormiguear/poema/12',
      headers: JSON_HEADERS,
      body: JSON.stringify({ mensaje: 'hola', nombre: pick(wrongValues) }),
    }),
    () => ({
      label: 'blank poem message',
      method: 'POST',
      path: '/api/hormiguear/poema/12',
      headers: JSON_HEADERS,
      body: JSON.stringify({ mensaje: pick(blanks), nombre: text(4) }),
    }),
    () => ({
      label: 'missing poem message',
      method: 'POST',
      path: '/api/hormiguear/poema/12',
      headers: JSON_HEADERS,
      body: JSON.stringify({ nombre: text(6) }),
    }),
    () => ({
      label: 'overlong poem message',
      method: 'POST',
      path: '/api/hormiguear/poema/12',
      headers: JSON_HEADERS,
      body: JSON.stringify({ mensaje: 'm'.repeat(2001 + int(3000)) }),
    }),
    () => ({
      label: 'overlong name',
      method: 'POST',
      path: pick(routes.slice(0, 2)),
      headers: JSON_HEADERS,
      body: JSON.stringify({ mensaje: 'hola', nombre: 'n'.repeat(101 + int(400)) }),
    }),
    () => ({
      label: 'visual without name',
      method: 'POST',
      path: '/api/hormiguear/visual/1',
      headers: JSON_HEADERS,
      body: JSON.stringify({ nombre: pick([...blanks, undefined]), mensaje: text(10) }),
    }),
    () => ({
      label: 'unknown field',
      method: 'POST',
      path: pick(routes),
      headers: JSON_HEADERS,
      body: JSON.stringify({ mensaje: 'x', nombre: 'y', correo: 'a@b.co', [`campo${int(99)}`]: 1 }),
    }),
    () => ({
      label: 'unknown poem',
      method: 'POST',
      path: `/api/hormiguear/poema/${900_000 + int(99_999)}`,
      headers: JSON_HEADERS,
      body: JSON.stringify({ mensaje: 'x' }),
    }),
    () => ({
      label: 'unknown visual',
      method: 'POST',
      path: `/api/hormiguear/visual/${900_000 + int(99_999)}`,
      headers: JSON_HEADERS,
      body: JSON.stringify({ nombre: 'x' }),
    }),
    () => ({
      label: 'malformed id',
      method: 'POST',
      path: `/api/hormiguear/${pick(['poema', 'visual'])}/${pick(['0', '-1', 'abc', '1e3', '12.5', '%00', '99999999999999999999', '12abc', '%E2%80%AE1'])}`,
      headers: JSON_HEADERS,
      body: JSON.stringify({ mensaje: 'x', nombre: 'y' }),
    }),
    () => ({
      label: 'wrong method',
      method: pick(['GET', 'PUT', 'DELETE', 'PATCH']),
      path: pick(routes),
      headers: JSON_HEADERS,
      body: undefined,
    }),
    () => ({
      label: 'wrong content type',
      method: 'POST',
      path: pick(routes.slice(0, 2)),
      headers: pick<Record<string, string>>([
        { 'content-type': 'text/plain' },
        { 'content-type': 'multipart/form-data; boundary=x' },
        { 'content-type': 'application/x-www-form-urlencoded' },
        {},
      ]),
      body: 'mensaje=hola',
    }),
    () => ({
      label: 'oversize body',
      method: 'POST',
      path: pick(routes),
      headers: JSON_HEADERS,
      body: JSON.stringify({ mensaje: 'x'.repeat(9000 + int(20000)) }),
    }),
    () => ({
      label: 'invalid UTF-8',
      method: 'POST',
      path: pick(routes),
      headers: JSON_HEADERS,
      body: new Uint8Array([0x7b, 0x22, 0x6d, 0xff, 0xfe, 0x22, 0x7d]),
    }),
    () => ({
      label: 'invalid e-mail',
      method: 'POST',
      path: '/api/suscribir',
      headers: JSON_HEADERS,
      body: JSON.stringify({
        correo: pick([
          '',
          ' ',
          'sin-arroba',
          'a@b',
          '@example.com',
          'a@.',
          'dos@@example.com',
          'con espacio@example.com',
          `${'a'.repeat(250)}@example.com`,
          text(8),
        ]),
      }),
    }),
    () => ({
      label: 'e-mail of the wrong type',
      method: 'POST',
      path: '/api/suscribir',
      headers: JSON_HEADERS,
      body: JSON.stringify({ correo: pick(wrongValues) }),
    }),
    () => ({
      label: 'invalid e-mail by form',
      method: 'POST',
      path: '/api/suscribir',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: `correo=${encodeURIComponent(pick(['', 'nope', 'a@b']))}`,
    }),
  ];

  return Array.from({ length: count }, () => pick(generators)());
}
