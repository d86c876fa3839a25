import { describe, expect, it } from 'vitest';
import { decideRequest, needsRouteData, NO_ROUTES, PAGE_METHODS, requestIsHttps, type Answer } from '@/lib/routing/decideRequest';
import { DEFAULT_CACHE_CONTROL, HTTPS_ONLY_HEADERS, SECURITY_HEADERS } from '@/lib/security/headers';
import { paths } from '@/lib/site/paths';
import { NOINDEX, PREVIEW_ROBOTS } from '@/lib/seo/robots';

const routes = {
  editions: [
    { id: 7, href: '/ediciones/3' },
    { id: 2, href: '/ediciones/2' },
    { id: 1, href: '/ediciones/1' },
  ],
  aliases: { autor: { 'ines avila': 'ines-avila-9' }, poema: {} },
};
const decide = (path: string, method = 'GET', https = true, preview = false) =>
  // As a server sees it: the path after the origin (new URL(path, base) would read //evil.example as a host).
  decideRequest({ method, url: new URL(`https://hormiguero.example${path}`), https }, routes, { preview });
const answerTo = (path: string, method = 'GET') => decide(path, method).answer;

const file = (cacheControl = DEFAULT_CACHE_CONTROL, editionBackLink: string | null = null): Answer => ({
  kind: 'file',
  cacheControl,
  editionBackLink,
});
const IMMUTABLE = 'public, max-age=31536000, immutable';

describe('decideRequest: what each request gets, for both servers', () => {
  it.each<[string, string, Answer]>([
    // 1. The functions answer their own methods and errors, whatever the query.
    ['POST', '/api/hormiguear', { kind: 'function' }],
    ['GET', '/api/suscribir?edicion=1', { kind: 'function' }],
    ['DELETE', '/api/anything', { kind: 'function' }],
    // 2. Pages are read, never written to: 405 before any other rule.
    ['POST', '/poema/polilla', { kind: 'method-not-allowed', allow: PAGE_METHODS }],
    ['PUT', '/', { kind: 'method-not-allowed', allow: PAGE_METHODS }],
    ['PATCH', '/_headers', { kind: 'method-not-allowed', allow: PAGE_METHODS }],
    ['OPTIONS', '/?edicion=1', { kind: 'method-not-allowed', allow: PAGE_METHODS }],
    // 3. Internal files of the build.
    ['GET', '/_headers', { kind: 'not-found' }],
    ['GET', '/_routes.json', { kind: 'not-found' }],
    ['GET', '/_respuestas/aviso', { kind: 'not-found' }],
    ['GET', '/%5Frespuestas/aviso', { kind: 'not-found' }],
    ['GET', '/404', { kind: 'not-found' }],
    ['HEAD', '/404.html', { kind: 'not-found' }],
    // 4. The original site's URL shapes, and paths that would leave the site.
    ['GET', '/?edicion=1', { kind: 'redirect', location: '/ediciones/1', status: 301 }],
    ['HEAD', '/?edicion=7', { kind: 'redirect', location: '/ediciones/3', status: 301 }],
    ['GET', '/creaciones?edicion=2', { kind: 'redirect', location: '/ediciones/2/creaciones', status: 301 }],
    ['GET', '/contenidos', { kind: 'redirect', location: '/ediciones/2/contenidos', status: 302 }],
    ['GET', '/autor/Ines%20Avila?edicion=2', { kind: 'redirect', location: '/autor/ines-avila-9?edicion=2', status: 301 }],
    ['GET', '/poema/Canci%C3%B3n', { kind: 'redirect', location: '/poema/cancion', status: 301 }],
    ['GET', '/visuales/', { kind: 'redirect', location: '/visuales', status: 301 }],
    ['GET', '/poema/hormiga.html', { kind: 'redirect', location: '/poema/hormiga', status: 301 }],
    ['GET', '/index.html', { kind: 'redirect', location: '/', status: 301 }],
    ['GET', '/?edicion=99', { kind: 'not-found' }],
    ['GET', '//evil.example/', { kind: 'not-found' }],
    ['GET', '///evil.example/', { kind: 'not-found' }],
    ['GET', '//evil.example.html', { kind: 'not-found' }],
    ['GET', '/\\evil.example/', { kind: 'not-found' }],
    ['GET', '//evil.example/?edicion=1', { kind: 'not-found' }],
    // 5. The built file at the path, with its cache lifetime.
    ['GET', '/', file()],
    ['HEAD', '/poema/polilla', file()],
    ['GET', '/visuales?edicion=1', file()],
    ['GET', '/ediciones.json', file()],
    ['GET', '/no-such-page', file()],
    ['GET', '/_astro/Nav.a1b2c3.js', file(IMMUTABLE)],
    ['GET', '/pagefind/fragment/es_1a2b.pf_fragment', file(IMMUTABLE)],
    ['GET', '/pagefind/pagefind.js', file()],
    // An author page reached from an edition: its 'Regresar' points there.
    ['GET', '/autor/ana?edicion=1', file(DEFAULT_CACHE_CONTROL, '?edicion=1')],
    ['GET', '/autor/ana?edicion=1&utm_source=ig', file(DEFAULT_CACHE_CONTROL, '?edicion=1&utm_source=ig')],
    ['GET', '/autor/ana', file()],
    ['GET', '/poema/polilla?edicion=1', file()],
  ])('%s %s', (method, path, answer) => expect(answerTo(path, method)).toEqual(answer));

  it('gives every answer the security headers, and HSTS only to a request that came over HTTPS', () => {
    for (const [method, path] of [
      ['POST', '/api/hormiguear'],
      ['POST', '/'],
      ['GET', '/_headers'],
      ['GET', '/?edicion=1'],
      ['GET', '/poema/polilla'],
    ] as const) {
      expect(decide(path, method, true).headers).toEqual({ ...SECURITY_HEADERS, ...HTTPS_ONLY_HEADERS });
      expect(decide(path, method, false).headers).toEqual(SECURITY_HEADERS);
    }
  });

  it('tells crawlers not to index the unlisted files, and nothing of the editors’ preview', () => {
    expect(decide(paths.contentReport()).headers['X-Robots-Tag']).toBe(NOINDEX);
    expect(decide('/poema/polilla').headers['X-Robots-Tag']).toBeUndefined();
    for (const path of ['/', '/poema/polilla', '/api/suscribir', '/?edicion=99'])
      expect(decide(path, 'GET', true, true).headers['X-Robots-Tag']).toBe(PREVIEW_ROBOTS);
  });

  it('needs the route data only for the answers that depend on it', () => {
    const needs = (path: string, method = 'GET') => needsRouteData({ method, url: new URL(path, 'https://h.example') });
    expect(needs('/api/hormiguear', 'POST')).toBe(false);
    expect(needs('/poema/polilla', 'POST')).toBe(false);
    expect(needs('/_headers')).toBe(false);
    expect(needs('/?edicion=1')).toBe(true);
    expect(needs('/poema/polilla', 'HEAD')).toBe(true);
    // Without it, nothing is redirected that needs it, and a server must not pass it where it is needed.
    const url = new URL('/?edicion=1', 'https://h.example');
    expect(decideRequest({ method: 'GET', url, https: false }, NO_ROUTES).answer).toEqual({ kind: 'not-found' });
  });
});

describe('requestIsHttps', () => {
  const http = new URL('http://hormiguero.example/');
  const via = (forwardedProto: string | null, trustProxy: string | undefined, socket = '10.0.0.2') => ({
    forwardedProto,
    socket,
    trustProxy,
  });
  it.each<[string, URL, ReturnType<typeof via> | undefined, boolean]>([
    ['TLS ended here (or at Cloudflare)', new URL('https://hormiguero.example/'), undefined, true],
    ['plain HTTP, nothing in front', http, undefined, false],
    ["a client's own X-Forwarded-Proto, no proxy trusted", http, via('https', undefined), false],
    ['a proxy trust setting that says no', http, via('https', 'false'), false],
    ['one trusted proxy reached over HTTPS', http, via('https', '1'), true],
    ['one trusted proxy reached over HTTP', http, via('http', 'true'), false],
    ["one trusted proxy after a client's forged value", http, via('https, http', '1'), false],
    ['two trusted proxies: the outer one was reached over HTTPS', http, via('HTTPS, http', '2'), true],
    ['two trusted proxies, only one value', http, via('https', '2'), false],
    ['a trusted proxy by its address', http, via('https', '10.0.0.2, 10.0.0.3'), true],
    ['a socket that is not a trusted proxy', http, via('https', '10.0.0.3', '203.0.113.9'), false],
  ])('%s', (_why, url, transport, https) => expect(requestIsHttps(url, transport)).toBe(https));
});
