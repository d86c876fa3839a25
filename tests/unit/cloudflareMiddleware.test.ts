import { beforeEach, describe, expect, it } from 'vitest';
import { onRequest, resetRouteData } from '../../functions/_middleware';
import type { FunctionContext } from '../../functions/_lib/context';

const files: Record<string, { body: string; type: string }> = {
  '/ediciones.json': {
    body: JSON.stringify([
      { id: 2, href: '/ediciones/2' },
      { id: 1, href: '/ediciones/1' },
    ]),
    type: 'application/json',
  },
  '/url-aliases.json': { body: JSON.stringify({ autor: { 'ines avila': 'ines-avila-9' }, poema: {} }), type: 'application/json' },
  '/404': { body: '<h1>PAGINA NO ENCONTRADA</h1>', type: 'text/html' },
};

/** The middleware as Cloudflare runs it: a Request in, a Response out, ASSETS and next() faked. */
async function run(path: string, method = 'GET', env: Record<string, string> = {}) {
  let passedOn = false;
  const context = {
    request: new Request(`https://hormiguero.example${path}`, { method }),
    env: {
      ...env,
      ASSETS: {
        fetch: async (request: Request) => {
          const file = files[new URL(request.url).pathname];
          return file ? new Response(file.body, { headers: { 'content-type': file.type } }) : new Response('nope', { status: 404 });
        },
      },
    },
    params: {},
    data: {},
    waitUntil: () => {},
    next: async () => {
      passedOn = true;
      const file = files[new URL(`https://hormiguero.example${path}`).pathname];
      if (file) return new Response(file.body, { headers: { 'content-type': file.type } });
      // Pages' answer for a path with no file; the functions and the hashed assets answer themselves.
      return /^\/(api|_astro)\//.test(path) ? new Response('function or asset') : new Response('', { status: 404 });
    },
  } as unknown as FunctionContext;
  const response = await onRequest(context);
  return { response, passedOn };
}

beforeEach(() => resetRouteData());

// What each request gets is decided (and tested case by case) in decideRequest.test.ts; these
// check that the middleware turns each kind of answer into the right Cloudflare response.
describe('Cloudflare Pages middleware', () => {
  it('answers a redirect itself, with the security headers and HSTS', async () => {
    const { response, passedOn } = await run('/creaciones?edicion=2');
    expect(passedOn).toBe(false);
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('/ediciones/2/creaciones');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('strict-transport-security')).toMatch(/max-age=\d+/);
  });

  it('answers the 404 page with status 404, never kept by a cache', async () => {
    for (const path of ['/?edicion=99', '//evil.example/', '/_headers', '/no-such-page']) {
      const { response } = await run(path);
      expect(response.status).toBe(404);
      expect(response.headers.get('location')).toBeNull();
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(await response.text()).toContain('PAGINA NO ENCONTRADA');
    }
  });

  it('passes pages, files and the functions on, with the security headers', async () => {
    for (const [path, method] of [
      ['/', 'GET'],
      ['/_astro/x.js', 'GET'],
      ['/api/suscribir?edicion=1', 'POST'],
    ] as const) {
      const { response, passedOn } = await run(path, method);
      expect(passedOn).toBe(true);
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    }
  });

  it('answers other methods on pages with 405 and what they allow', async () => {
    const { response, passedOn } = await run('/poema/polilla', 'PUT');
    expect(passedOn).toBe(false);
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('GET, HEAD');
  });

  it("points an author page's 'Regresar' at the section of ?edicion", async () => {
    files['/autor/ana'] = {
      body: '<a class="back-link" href="/ediciones/2/creaciones" data-back="author" data-by-edition="{&quot;1&quot;:&quot;/ediciones/1/creaciones&quot;}">Regresar</a>',
      type: 'text/html; charset=utf-8',
    };
    const context = await run('/autor/ana?edicion=1');
    expect(context.passedOn).toBe(true);
    expect(await context.response.text()).toContain('href="/ediciones/1/creaciones"');
  });

  it("says noindex on every answer of the editors' preview", async () => {
    for (const path of ['/', '/?edicion=99', '/api/suscribir']) {
      const { response } = await run(path, 'GET', { EDITOR_PREVIEW: '1' });
      expect(response.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    }
    expect((await run('/')).response.headers.get('x-robots-tag')).toBeNull();
  });
});
