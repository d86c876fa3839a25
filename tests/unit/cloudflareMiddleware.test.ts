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
async function run(path: string, method = 'GET') {
  let passedOn = false;
  const context = {
    request: new Request(`https://hormiguero.example${path}`, { method }),
    env: {
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
      return file ? new Response(file.body, { headers: { 'content-type': file.type } }) : new Response('static or function');
    },
  } as unknown as FunctionContext;
  const response = await onRequest(context);
  return { response, passedOn };
}

beforeEach(() => resetRouteData());

describe('Cloudflare Pages middleware', () => {
  it.each([
    ['/?edicion=1', '/ediciones/1', 301],
    ['/creaciones?edicion=2', '/ediciones/2/creaciones', 301],
    ['/contenidos', '/ediciones/2/contenidos', 302],
    ['/autor/Ines%20Avila?edicion=2', '/autor/ines-avila-9?edicion=2', 301],
    ['/poema/Canci%C3%B3n', '/poema/cancion', 301],
    ['/visuales/', '/visuales', 301],
  ])('redirects %s to %s', async (path, location, status) => {
    const { response, passedOn } = await run(path);
    expect(response.status).toBe(status);
    expect(response.headers.get('location')).toBe(location);
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(passedOn).toBe(false);
  });

  it('answers an unknown edition with the 404 page and status 404', async () => {
    const { response } = await run('/?edicion=99');
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('PAGINA NO ENCONTRADA');
  });

  it.each(['/', '/poema/hormiga', '/ediciones/2/critica', '/_astro/x.js'])('passes %s on to the static files', async (path) => {
    expect((await run(path)).passedOn).toBe(true);
  });

  it('leaves the functions alone, and answers other methods on pages with 405', async () => {
    expect((await run('/api/suscribir?edicion=1', 'POST')).passedOn).toBe(true);
    for (const method of ['POST', 'PUT', 'DELETE', 'PATCH']) {
      const { response, passedOn } = await run('/poema/polilla', method);
      expect(passedOn).toBe(false);
      expect(response.status).toBe(405);
      expect(response.headers.get('allow')).toBe('GET, HEAD');
    }
  });

  it.each([
    '//evil.example/',
    '///evil.example/',
    '//evil.example.html',
    '/.//evil.example/',
    '/\\evil.example/',
    '//evil.example/?edicion=1',
  ])('never redirects off the site: %s is the 404 page', async (path) => {
    const { response } = await run(path);
    expect(response.status).toBe(404);
    expect(response.headers.get('location')).toBeNull();
  });

  it('keeps the internal pages (templates, host files) from readers', async () => {
    for (const path of ['/_respuestas/aviso', '/_headers']) expect((await run(path)).response.status).toBe(404);
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
});
