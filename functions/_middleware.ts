import type { Assets, PagesFunction } from './_lib/context.ts';
import { methodNotAllowed } from './_lib/http.ts';
import { HTTPS_ONLY_HEADERS, SECURITY_HEADERS } from '../src/lib/security/headers.ts';
import { isInternalPath } from '../src/lib/routing/internalPath.ts';
import { needsEditionBackLink, withEditionBackLink } from '../src/lib/navigation/editionBackLink.ts';
import { legacyRedirect, loadRouteData, type RouteData } from '../src/lib/routing/legacyRedirect.ts';

/** What the middleware needs from Cloudflare Pages: the static assets binding. */
interface AssetsEnv {
  ASSETS: Assets;
}

let cached: { data: Promise<RouteData>; until: number } | undefined;

/** /ediciones.json and /url-aliases.json of the deployed build, kept a minute per isolate. */
function routeData(env: AssetsEnv, origin: string, now = Date.now()): Promise<RouteData> {
  if (!cached || cached.until < now) {
    const read = async (file: string, fallback: unknown) => {
      const response = await env.ASSETS.fetch(new Request(new URL(file, origin)));
      return response.ok ? response.json() : fallback;
    };
    const data = loadRouteData(read);
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
 * The security headers on a response. Cloudflare Pages applies `_headers` to static files
 * only; functions' answers, redirects and the 404 page built here get them from this.
 */
function withSecurityHeaders(response: Response, https: boolean): Response {
  const secured = new Response(response.body, response);
  for (const [name, value] of Object.entries({ ...SECURITY_HEADERS, ...(https ? HTTPS_ONLY_HEADERS : {}) }))
    secured.headers.set(name, value);
  return secured;
}

/**
 * Cloudflare Pages middleware: the spec's legacy URL shapes (`/?edicion=ID`,
 * `/creaciones?edicion=ID`, `/autor/{nombre}` as typed...) redirect to the canonical
 * static pages, exactly as the local server does; an unknown edition, an internal file and
 * any path that would lead off the site answer the 404 page; pages answer 405 to anything
 * but reading. Every answer, the functions' too, carries the security headers.
 */
export const onRequest: PagesFunction = async (context) => {
  const url = new URL(context.request.url);
  return withSecurityHeaders(await route(context, url), url.protocol === 'https:');
};

async function route(context: Parameters<PagesFunction>[0], url: URL): Promise<Response> {
  const { request } = context;
  if (url.pathname.startsWith('/api/')) return context.next();
  // Pages are read, never written to.
  if (request.method !== 'GET' && request.method !== 'HEAD') return methodNotAllowed('GET, HEAD');
  const env = context.env as unknown as AssetsEnv;
  const notFound = async () => {
    const page = await env.ASSETS.fetch(new Request(new URL('/404', url.origin)));
    const headers = new Headers(page.headers);
    headers.set('cache-control', 'no-store');
    return new Response(page.body, { status: 404, headers });
  };
  // Host files, the pages the functions fill in and the 404 page itself are not pages to visit.
  if (isInternalPath(url.pathname)) return notFound();
  const redirect = legacyRedirect(url, await routeData(env, url.origin));
  if (redirect === 'not-found') return notFound();
  // A path of this site (legacyRedirect guarantees it), as the local server sends it.
  if (redirect) return new Response(null, { status: redirect.status, headers: { location: redirect.location } });
  const response = await context.next();
  // An author page reached with ?edicion: 'Regresar' leads to that edition's section, scripts or not.
  if (needsEditionBackLink(url) && response.ok && response.headers.get('content-type')?.startsWith('text/html')) {
    const headers = new Headers(response.headers);
    headers.delete('content-length');
    return new Response(withEditionBackLink(await response.text(), url.search), { status: response.status, headers });
  }
  return response;
}
