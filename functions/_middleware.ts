import type { Assets, PagesFunction } from './_lib/context.ts';
import { methodNotAllowed } from './_lib/http.ts';
import { isEditorPreview } from '../src/lib/config/publishing.ts';
import { withEditionBackLink } from '../src/lib/navigation/editionBackLink.ts';
import {
  decideRequest,
  needsRouteData,
  NO_ROUTES,
  NOT_FOUND_CACHE_CONTROL,
  requestIsHttps,
  type Answer,
} from '../src/lib/routing/decideRequest.ts';
import { loadRouteData, type RouteData } from '../src/lib/routing/legacyRedirect.ts';

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

/** The built site's 404 page, answered with status 404 and never kept by a cache. */
async function notFoundPage(env: AssetsEnv, origin: string): Promise<Response> {
  const page = await env.ASSETS.fetch(new Request(new URL('/404', origin)));
  const headers = new Headers(page.headers);
  headers.set('cache-control', NOT_FOUND_CACHE_CONTROL);
  return new Response(page.body, { status: 404, headers });
}

/** The response for the decided answer (decideRequest.ts says which, and why). */
async function respond(context: Parameters<PagesFunction>[0], url: URL, answer: Answer): Promise<Response> {
  const env = context.env as unknown as AssetsEnv;
  switch (answer.kind) {
    case 'function':
      return context.next();
    case 'method-not-allowed':
      return methodNotAllowed(answer.allow);
    case 'not-found':
      return notFoundPage(env, url.origin);
    case 'redirect':
      return new Response(null, { status: answer.status, headers: { location: answer.location } });
    case 'file': {
      // Pages serves the file (with _headers' cache rules); 404 when there is none.
      const response = await context.next();
      if (response.status === 404) return notFoundPage(env, url.origin);
      if (answer.editionBackLink === null || !response.ok || !response.headers.get('content-type')?.startsWith('text/html'))
        return response;
      const headers = new Headers(response.headers);
      headers.delete('content-length');
      return new Response(withEditionBackLink(await response.text(), answer.editionBackLink), { status: response.status, headers });
    }
  }
}

/**
 * Cloudflare Pages middleware: every request, the functions' too, goes through the one
 * decision the local server makes as well (src/lib/routing/decideRequest.ts); this only turns
 * it into a response (static files through context.next(), the 404 page from ASSETS) and puts
 * the decided headers on it (Pages applies `_headers` to static files only).
 */
export const onRequest: PagesFunction = async (context) => {
  const url = new URL(context.request.url);
  const env = context.env as unknown as AssetsEnv & { EDITOR_PREVIEW?: string };
  // Cloudflare ends TLS itself: the request's own URL says whether it came over HTTPS.
  const request = { method: context.request.method, url, https: requestIsHttps(url) };
  const { answer, headers } = decideRequest(request, needsRouteData(request) ? await routeData(env, url.origin) : NO_ROUTES, {
    preview: isEditorPreview(env.EDITOR_PREVIEW),
  });
  const response = await respond(context, url, answer);
  const answered = new Response(response.body, response);
  for (const [name, value] of Object.entries(headers)) answered.headers.set(name, value);
  return answered;
};
