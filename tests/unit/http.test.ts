import { describe, expect, it } from 'vitest';
import { fromThisSite, HttpError, parseId, readBody } from '../../functions/_lib/http';
import { MESSAGES } from '@/lib/actions/rules';

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
