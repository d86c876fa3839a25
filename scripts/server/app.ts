import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { createHash, timingSafeEqual } from 'node:crypto';
import { getConnInfo } from '@hono/node-server/conninfo';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono, type Context } from 'hono';
import { compress } from 'hono/compress';
import type { Env } from '../../functions/_lib/context.ts';
import { methodNotAllowed } from '../../functions/_lib/http.ts';
import { addressBehindProxies } from '../../functions/_lib/visitor.ts';
import { MESSAGES } from '../../src/lib/actions/rules.ts';
import {
  decideRequest,
  needsRouteData,
  NO_ROUTES,
  NOT_FOUND_CACHE_CONTROL,
  requestIsHttps,
  type Decision,
} from '../../src/lib/routing/decideRequest.ts';
import { loadRouteData, type RouteData } from '../../src/lib/routing/legacyRedirect.ts';
import { withEditionBackLink } from '../../src/lib/navigation/editionBackLink.ts';
import { indexNowKeyPath } from '../../src/lib/seo/indexNow.ts';
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
 * The local server: what each request gets is decided once for both servers
 * (src/lib/routing/decideRequest.ts); this turns the decision into Hono responses (the
 * functions under /api, built files, redirects, the 404 page) and adds the local server's
 * own extras: compression, the publishing endpoint and the IndexNow key.
 */
export function createApp(options: AppOptions): Hono<{ Variables: { decision: Decision } }> {
  const app = new Hono<{ Variables: { decision: Decision } }>();
  let routes: { dir: string; data: Promise<RouteData> } | undefined;
  const routeData = (dir: string) => {
    if (routes?.dir !== dir) routes = { dir, data: readRouteData(dir) };
    return routes.data;
  };

  app.use(compress());
  app.use(async (c, next) => {
    const url = new URL(c.req.url);
    const https = requestIsHttps(url, {
      forwardedProto: c.req.header('x-forwarded-proto') ?? null,
      socket: getConnInfo(c).remote.address ?? '',
      trustProxy: options.trustProxy,
    });
    const request = { method: c.req.method, url, https };
    const decision = decideRequest(request, needsRouteData(request) ? await routeData(options.siteDir()) : NO_ROUTES, {
      preview: options.preview,
    });
    c.set('decision', decision);
    await next();
    for (const [name, value] of Object.entries(decision.headers)) c.res.headers.set(name, value);
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

  const notFoundPage = async (c: Context) => {
    const page = staticFileFor(options.siteDir(), '/404');
    const body = page ? await readFile(page, 'utf8') : 'PAGINA NO ENCONTRADA';
    c.header('Cache-Control', NOT_FOUND_CACHE_CONTROL);
    return c.html(body, 404);
  };

  app.all('*', async (c, next) => {
    const answer = c.get('decision').answer;
    switch (answer.kind) {
      case 'function': {
        const functions = options.functions;
        const response = await functions?.router.handle(c.req.raw, {
          env: functions.env,
          clientAddress: getConnInfo(c).remote.address,
          waitUntil: functions.waitUntil,
          next: async () => new Response(null, { status: 404 }),
        });
        return response ?? c.json({ error: MESSAGES.notFound }, 404, { 'cache-control': 'no-store' });
      }
      case 'method-not-allowed':
        return methodNotAllowed(answer.allow);
      case 'not-found':
        return notFoundPage(c);
      case 'redirect':
        return c.redirect(answer.location, answer.status);
      case 'file': {
        const file = staticFileFor(options.siteDir(), new URL(c.req.url).pathname);
        if (!file) return notFoundPage(c);
        c.header('Cache-Control', answer.cacheControl);
        if (answer.editionBackLink !== null && file.endsWith('.html'))
          return c.html(withEditionBackLink(await readFile(file, 'utf8'), answer.editionBackLink));
        return serveStatic({ path: file })(c, next);
      }
    }
  });

  app.notFound(notFoundPage);

  return app;
}
