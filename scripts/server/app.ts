import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { createHash, timingSafeEqual } from 'node:crypto';
import { getConnInfo } from '@hono/node-server/conninfo';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import type { Env } from '../../functions/_lib/context.ts';
import { methodNotAllowed } from '../../functions/_lib/http.ts';
import { addressBehindProxies } from '../../functions/_lib/visitor.ts';
import { MESSAGES } from '../../src/lib/actions/rules.ts';
import { isInternalPath } from '../../src/lib/routing/internalPath.ts';
import { legacyRedirect, loadRouteData, type RouteData } from '../../src/lib/routing/legacyRedirect.ts';
import { needsEditionBackLink, withEditionBackLink } from '../../src/lib/navigation/editionBackLink.ts';
import { indexNowKeyPath } from '../../src/lib/seo/indexNow.ts';
import { cacheControlFor, robotsHeaderFor, SECURITY_HEADERS } from '../../src/lib/security/headers.ts';
import type { loadFunctions } from './functionsRouter.ts';
import type { PublishSchedule } from './publishSchedule.ts';
import type { Rebuilder } from './rebuilder.ts';
import { FailureThrottle } from './failureThrottle.ts';
import { staticFileFor } from './staticFiles.ts';

export interface AppOptions {
  /** Folder of the built site (Astro's dist/). A function so a rebuild can swap it. */
  siteDir: () => string;
  /** The Pages Functions under functions/, with the environment they run in. */
  functions?: {
    router: Awaited<ReturnType<typeof loadFunctions>>;
    env: Env;
    waitUntil(promise: Promise<unknown>): void;
  };
  /**
   * Publishing: POST /api/rebuild with `Authorization: Bearer <token>`. No token, no endpoint.
   * Its status (GET) also says when the calendar publishes next (a scheduled edition).
   */
  rebuild?: { rebuilder: Rebuilder; token: string | undefined; schedule?: PublishSchedule };
  /** INDEXNOW_KEY: served at /{key}.txt, where search engines check that the site owns it. */
  indexNowKey?: string | undefined;
  /** The editors' preview: every answer says noindex (X-Robots-Tag). */
  preview?: boolean;
  /** TRUST_PROXY: the proxies in front of this server (see functions/_lib/visitor.ts). */
  trustProxy?: string | undefined;
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
function readRouteData(siteDir: string): Promise<RouteData> {
  return loadRouteData((file, fallback) => readJson(path.join(siteDir, file), fallback));
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
    const robots = robotsHeaderFor(new URL(c.req.url).pathname, options.preview ?? false);
    if (robots) c.res.headers.set('X-Robots-Tag', robots);
  });

  const guesses = new FailureThrottle();
  app.all('/api/rebuild', (c) => {
    const rebuild = options.rebuild;
    c.header('cache-control', 'no-store');
    // Only the Bearer scheme; a client that keeps presenting wrong tokens is slowed down.
    const client = addressBehindProxies(
      getConnInfo(c).remote.address ?? 'unknown',
      c.req.header('x-forwarded-for') ?? null,
      options.trustProxy,
    );
    const wait = guesses.wait(client);
    if (wait > 0) return c.json({ error: MESSAGES.tooManyRequests }, 429, { 'retry-after': String(Math.ceil(wait / 1000)) });
    const presented = /^Bearer +(\S+)$/.exec(c.req.header('authorization') ?? '')?.[1];
    if (!rebuild || !tokenMatches(presented, rebuild.token)) {
      guesses.fail(client);
      c.header('www-authenticate', 'Bearer');
      return c.json({ error: MESSAGES.unauthorized }, 401);
    }
    guesses.succeed(client);
    const status = () => ({ ...rebuild.rebuilder.status(), scheduledPublish: rebuild.schedule?.due ?? null });
    if (c.req.method === 'GET') return c.json(status());
    if (c.req.method !== 'POST') return c.json({ error: MESSAGES.methodNotAllowed }, 405, { allow: 'GET, POST' });
    const outcome = rebuild.rebuilder.trigger();
    return c.json({ rebuild: outcome, ...status() }, 202);
  });

  const indexNowKey = options.indexNowKey;
  if (indexNowKey) {
    app.on(['GET', 'HEAD'], indexNowKeyPath(indexNowKey), (c) =>
      c.text(indexNowKey, 200, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' }),
    );
  }

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
    const file = isInternalPath(url.pathname) ? null : staticFileFor(siteDir, url.pathname);
    if (!file) return next();
    c.header('Cache-Control', cacheControlFor(url.pathname));
    if (needsEditionBackLink(url)) return c.html(withEditionBackLink(await readFile(file, 'utf8'), url.search));
    return serveStatic({ path: file })(c, next);
  });

  // Pages are read, never written to.
  app.all('*', (c, next) => (c.req.method === 'GET' || c.req.method === 'HEAD' ? next() : methodNotAllowed('GET, HEAD')));

  app.notFound(async (c) => {
    const page = staticFileFor(options.siteDir(), '/404');
    const body = page ? await readFile(page, 'utf8') : 'PAGINA NO ENCONTRADA';
    c.header('Cache-Control', 'no-store');
    return c.html(body, 404);
  });

  return app;
}
