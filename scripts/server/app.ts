import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { createHash, timingSafeEqual } from 'node:crypto';
import { getConnInfo } from '@hono/node-server/conninfo';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import type { Env } from '../../functions/_lib/context.ts';
import { MESSAGES } from '../../functions/_lib/messages.ts';
import { legacyRedirect, type RouteData } from '../../src/lib/routing/legacyRedirect.ts';
import { SECURITY_HEADERS } from '../../src/lib/security/headers.ts';
import type { loadFunctions } from './functionsRouter.ts';
import type { Rebuilder } from './rebuilder.ts';
import { cacheControlFor, staticFileFor } from './staticFiles.ts';

export interface AppOptions {
  /** Folder of the built site (Astro's dist/). A function so a rebuild can swap it. */
  siteDir: () => string;
  /** The Pages Functions under functions/, with the environment they run in. */
  functions?: {
    router: Awaited<ReturnType<typeof loadFunctions>>;
    env: Env;
    waitUntil(promise: Promise<unknown>): void;
  };
  /** Publishing: POST /api/rebuild with `Authorization: Bearer <token>`. No token, no endpoint. */
  rebuild?: { rebuilder: Rebuilder; token: string | undefined };
}

/** Constant-time comparison of the presented token with the configured one. */
function tokenMatches(presented: string | undefined, expected: string | undefined): boolean {
  if (!presented || !expected) return false;
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(presented), digest(expected));
}

async function readJson<T>(file: string, fallback: T): Promise<T> {
  try {
    return JSON.parse(await readFile(file, 'utf8')) as T;
  } catch {
    return fallback;
  }
}

/** The route data a build wrote (see legacyRedirect). */
async function readRouteData(siteDir: string): Promise<RouteData> {
  const [editions, aliases] = await Promise.all([
    readJson(path.join(siteDir, 'ediciones.json'), []),
    readJson(path.join(siteDir, 'url-aliases.json'), { autor: {}, poema: {} }),
  ]);
  return { editions, aliases };
}

/**
 * The local server: the Pages Functions under /api, the built pages at clean URLs, the
 * spec's legacy URL shapes redirected to them, the 404 page with status 404, compression,
 * cache and security headers.
 */
export function createApp(options: AppOptions): Hono {
  const app = new Hono();
  let routes: { dir: string; data: Promise<RouteData> } | undefined;
  const routeData = (dir: string) => {
    if (routes?.dir !== dir) routes = { dir, data: readRouteData(dir) };
    return routes.data;
  };

  app.use(compress());
  // The same security headers as production's _headers, on every answer (pages, files, /api, 404).
  app.use(async (c, next) => {
    await next();
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) c.res.headers.set(name, value);
  });

  app.all('/api/rebuild', (c) => {
    const rebuild = options.rebuild;
    const presented = c.req.header('authorization')?.replace(/^Bearer\s+/i, '');
    c.header('cache-control', 'no-store');
    if (!rebuild || !tokenMatches(presented, rebuild.token)) {
      c.header('www-authenticate', 'Bearer');
      return c.json({ error: 'No autorizado.' }, 401);
    }
    if (c.req.method === 'GET') return c.json(rebuild.rebuilder.status());
    if (c.req.method !== 'POST') return c.json({ error: MESSAGES.methodNotAllowed }, 405, { allow: 'GET, POST' });
    const outcome = rebuild.rebuilder.trigger();
    return c.json({ rebuild: outcome, ...rebuild.rebuilder.status() }, 202);
  });

  app.all('/api/*', async (c) => {
    const functions = options.functions;
    const response = await functions?.router.handle(c.req.raw, {
      env: functions.env,
      clientAddress: getConnInfo(c).remote.address,
      waitUntil: functions.waitUntil,
      next: async () => new Response(null, { status: 404 }),
    });
    return response ?? c.json({ error: MESSAGES.notFound }, 404, { 'cache-control': 'no-store' });
  });

  app.on(['GET', 'HEAD'], '*', async (c, next) => {
    const siteDir = options.siteDir();
    const url = new URL(c.req.url);
    const redirect = legacyRedirect(url, await routeData(siteDir));
    if (redirect === 'not-found') return next();
    if (redirect) return c.redirect(redirect.location, redirect.status);
    // The 404 page is only ever an answer, never a page of its own (no soft 404 at /404).
    const file = url.pathname === '/404' ? null : staticFileFor(siteDir, url.pathname);
    if (!file) return next();
    c.header('Cache-Control', cacheControlFor(file));
    return serveStatic({ path: file })(c, next);
  });

  app.notFound(async (c) => {
    const page = staticFileFor(options.siteDir(), '/404');
    const body = page ? await readFile(page, 'utf8') : 'PAGINA NO ENCONTRADA';
    c.header('Cache-Control', 'no-store');
    return c.html(body, 404);
  });

  return app;
}
