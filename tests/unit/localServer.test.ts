import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveFolder } from '../../scripts/server/serveFolder';

// What each request gets is decided (and tested case by case) in decideRequest.test.ts; these
// check that the local server turns each kind of answer into the right response, as the
// Cloudflare middleware does (cloudflareMiddleware.test.ts).
let base = '';
let dir = '';
let close = () => Promise.resolve();

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'hormiguero-server-'));
  const files: Record<string, string> = {
    'index.html': '<h1>Hormiguero</h1>',
    '404.html': '<h1>PAGINA NO ENCONTRADA</h1>',
    'ediciones.json': JSON.stringify([{ id: 2, href: '/ediciones/2' }]),
    'url-aliases.json': JSON.stringify({ autor: {}, poema: {} }),
    'autor/ana.html':
      '<a class="back-link" href="/ediciones/2/creaciones" data-back="author" data-by-edition="{&quot;1&quot;:&quot;/ediciones/1/creaciones&quot;}">Regresar</a>',
    '_astro/x.a1.js': 'export {};',
  };
  for (const [name, body] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(dir, name)), { recursive: true });
    await writeFile(path.join(dir, name), body);
  }
  ({ base, close } = await serveFolder(dir, { trustProxy: '1' }));
});

afterAll(async () => {
  await close();
  await rm(dir, { recursive: true, force: true });
});

const get = (pathname: string, init: RequestInit = {}) => fetch(base + pathname, { redirect: 'manual', ...init });

describe('the local server', () => {
  it('redirects with the security headers; HSTS only behind a trusted proxy that was reached over HTTPS', async () => {
    const plain = await get('/creaciones?edicion=2');
    expect(plain.status).toBe(301);
    expect(plain.headers.get('location')).toBe('/ediciones/2/creaciones');
    expect(plain.headers.get('x-frame-options')).toBe('DENY');
    expect(plain.headers.get('strict-transport-security')).toBeNull();
    const proxied = await get('/', { headers: { 'x-forwarded-proto': 'https' } });
    expect(proxied.status).toBe(200);
    expect(proxied.headers.get('strict-transport-security')).toMatch(/max-age=\d+/);
  });

  it('answers the 404 page with status 404, never kept by a cache', async () => {
    for (const pathname of ['/?edicion=99', '/_headers', '/404', '/no-such-page']) {
      const response = await get(pathname);
      expect(response.status).toBe(404);
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(await response.text()).toContain('PAGINA NO ENCONTRADA');
    }
  });

  it('serves built files with their cache lifetime, and answers other methods with 405', async () => {
    const asset = await get('/_astro/x.a1.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const put = await get('/', { method: 'PUT' });
    expect(put.status).toBe(405);
    expect(put.headers.get('allow')).toBe('GET, HEAD');
  });

  it("points an author page's 'Regresar' at the section of ?edicion", async () => {
    const response = await get('/autor/ana?edicion=1');
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('href="/ediciones/1/creaciones"');
  });

  it('answers an unknown function with a JSON 404 and the security headers', async () => {
    const response = await get('/api/nada', { method: 'POST' });
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toContain('application/json');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });
});
