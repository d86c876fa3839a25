import type { PagesFunction } from './_lib/context.ts';
import { legacyRedirect, type RouteData } from '../src/lib/routing/legacyRedirect.ts';

/** What the middleware needs from Cloudflare Pages: the static assets binding. */
interface AssetsEnv {
  ASSETS: { fetch(request: Request | string): Promise<Response> };
}

let cached: { data: Promise<RouteData>; until: number } | undefined;

/** /ediciones.json and /url-aliases.json of the deployed build, kept a minute per isolate. */
function routeData(env: AssetsEnv, origin: string, now = Date.now()): Promise<RouteData> {
  if (!cached || cached.until < now) {
    const read = async (file: string, fallback: unknown) => {
      const response = await env.ASSETS.fetch(new Request(new URL(file, origin)));
      return response.ok ? response.json() : fallback;
    };
    const data = Promise.all([read('/ediciones.json', []), read('/url-aliases.json', { autor: {}, poema: {} })]).then(
      ([editions, aliases]) => ({ editions, aliases }) as RouteData,
    );
    cached = { data, until: now + 60_000 };
    data.catch(() => (cached = undefined));
  }
  return cached.data;
}

/** Forget the cached route data (tests). */
export function resetRouteData(): void {
  cached = undefined;
}

/**
 * Cloudflare Pages middleware: the spec's legacy URL shapes (`/?edicion=ID`,
 * `/creaciones?edicion=ID`, `/autor/{nombre}` as typed...) redirect to the canonical
 * static pages, exactly as the local server does; an unknown edition answers the 404 page.
 * Everything else, the functions under /api and the static files, goes on untouched.
 */
export const onRequest: PagesFunction = async (context) => {
  const { request } = context;
  const url = new URL(request.url);
  if ((request.method !== 'GET' && request.method !== 'HEAD') || url.pathname.startsWith('/api/')) return context.next();
  const env = context.env as unknown as AssetsEnv;
  const redirect = legacyRedirect(url, await routeData(env, url.origin));
  if (redirect === 'not-found') {
    const page = await env.ASSETS.fetch(new Request(new URL('/404', url.origin)));
    return new Response(page.body, { status: 404, headers: page.headers });
  }
  if (redirect) return Response.redirect(new URL(redirect.location, url.origin).href, redirect.status);
  return context.next();
};
