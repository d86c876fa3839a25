// What each request gets, decided once for both servers: the Cloudflare Pages middleware
// (functions/_middleware.ts) and the local server (scripts/server/app.ts) only translate the
// answer into their own responses. The checks run in this order:
//
//   1. /api/*                 the functions (each answers its own methods and errors)
//   2. any method but GET/HEAD 405: pages are read, never written to
//   3. internal paths          404: host files, the pages the functions fill in, the 404 page
//   4. the original site's URL shapes, and paths that would leave the site (see legacyRedirect)
//   5. everything else         the built file at that path (404 when there is none), with
//                              its cache lifetime, and an author page reached with ?edicion
//                              served with its 'Regresar' pointing at that edition
//
// Every answer carries the same headers: the security headers, HSTS when the request came
// over HTTPS, and X-Robots-Tag where crawlers must not index.
import { needsEditionBackLink } from '../navigation/editionBackLink.ts';
import { cacheControlFor, HTTPS_ONLY_HEADERS, robotsHeaderFor, SECURITY_HEADERS } from '../security/headers.ts';
import { isInternalPath } from './internalPath.ts';
import { legacyRedirect, type RouteData } from './legacyRedirect.ts';
import { forwardedList, readProxyTrust } from './proxyTrust.ts';

/** What a server knows of a request. */
export interface RequestFacts {
  method: string;
  url: URL;
  /** The request came over HTTPS: to this server, or to a proxy it trusts (see requestIsHttps). */
  https: boolean;
}

export type Answer =
  | { kind: 'function' }
  | { kind: 'method-not-allowed'; allow: string }
  | { kind: 'not-found' }
  | { kind: 'redirect'; location: string; status: 301 | 302 }
  /** The built file for the path; `editionBackLink`: the query to point an author page's 'Regresar' with. */
  | { kind: 'file'; cacheControl: string; editionBackLink: string | null };

export interface Decision {
  answer: Answer;
  /** Headers of the answer, whatever it is. */
  headers: Record<string, string>;
}

/** The methods pages answer. */
export const PAGE_METHODS = 'GET, HEAD';
/** The 404 page must never be kept by a cache (the path may become a page with the next publish). */
export const NOT_FOUND_CACHE_CONTROL = 'no-store';

/** Route data for requests that never reach step 4 (loading it costs a server a read of two files). */
export const NO_ROUTES: RouteData = { editions: [], aliases: { autor: {}, poema: {} } };

/** Steps 1–3, the answers that do not depend on the build's route data; null for the rest. */
function answerWithoutRoutes({ method, url }: Pick<RequestFacts, 'method' | 'url'>): Answer | null {
  if (url.pathname.startsWith('/api/')) return { kind: 'function' };
  if (method !== 'GET' && method !== 'HEAD') return { kind: 'method-not-allowed', allow: PAGE_METHODS };
  if (isInternalPath(url.pathname)) return { kind: 'not-found' };
  return null;
}

/** Whether the answer to a request depends on the route data (else a server may pass NO_ROUTES). */
export function needsRouteData(request: Pick<RequestFacts, 'method' | 'url'>): boolean {
  return answerWithoutRoutes(request) === null;
}

function answerFor(request: RequestFacts, routes: RouteData): Answer {
  const early = answerWithoutRoutes(request);
  if (early) return early;
  const { url } = request;
  const redirect = legacyRedirect(url, routes);
  if (redirect === 'not-found') return { kind: 'not-found' };
  if (redirect) return { kind: 'redirect', ...redirect };
  return { kind: 'file', cacheControl: cacheControlFor(url.pathname), editionBackLink: needsEditionBackLink(url) ? url.search : null };
}

/** What `request` gets from either server, with the build's route data; `preview`: the editors' preview. */
export function decideRequest(request: RequestFacts, routes: RouteData, options: { preview?: boolean } = {}): Decision {
  const robots = robotsHeaderFor(request.url.pathname, options.preview ?? false);
  return {
    answer: answerFor(request, routes),
    headers: {
      ...SECURITY_HEADERS,
      ...(request.https ? HTTPS_ONLY_HEADERS : {}),
      ...(robots ? { 'X-Robots-Tag': robots } : {}),
    },
  };
}

/** What a server saw of how a request reached it. */
export interface Transport {
  /** The X-Forwarded-Proto header, if any. */
  forwardedProto: string | null;
  /** The address of the socket's other end. */
  socket: string;
  /** TRUST_PROXY (see proxyTrust.ts). */
  trustProxy: string | undefined;
}

/**
 * Whether a request came over HTTPS: its own URL says so (TLS ended at this server, or at
 * Cloudflare), or a proxy this server trusts says in X-Forwarded-Proto that the client reached
 * it over HTTPS. The value taken is the one the outermost trusted proxy wrote (N hops: the Nth
 * from the right; a list of proxy addresses: the nearest proxy's, the last, and only when the
 * socket is one of them); a client's own word, further left or without a trusted proxy, is not
 * believed.
 */
export function requestIsHttps(url: URL, transport?: Transport): boolean {
  if (url.protocol === 'https:') return true;
  if (!transport) return false;
  const trust = readProxyTrust(transport.trustProxy);
  const protos = forwardedList(transport.forwardedProto);
  let proto: string | undefined;
  if (trust.kind === 'hops') proto = protos.length >= trust.hops ? protos[protos.length - trust.hops] : undefined;
  else if (trust.kind === 'addresses' && trust.addresses.has(transport.socket)) proto = protos.at(-1);
  return proto?.toLowerCase() === 'https';
}
