// What the service worker keeps, where, and for how long: the one description the worker
// (src/serviceWorker/sw.ts), the 'Guardar edición' control and the tests read.
import { cacheControlFor } from '../security/headers.ts';

/** The worker's own address: at the root, so it may serve every page of the site. */
export const SERVICE_WORKER_URL = '/sw.js';

/** Cache names; the version changes when what a cache holds changes shape (old ones are then deleted). */
const VERSION = 'v1';
export const CACHES = {
  /** Pages the reader opened: the newest kept, the oldest out first. */
  pages: `hormiguero-paginas-${VERSION}`,
  /** The site's files (styles, scripts, pictures, fonts, the editions list). */
  files: `hormiguero-archivos-${VERSION}`,
  /** Pagefind's files, as they were fetched: search works offline over what was loaded. */
  search: `hormiguero-busqueda-${VERSION}`,
  /** Pictures on other hosts that allow it (CORS): see remote pictures below. */
  remotePictures: `hormiguero-imagenes-${VERSION}`,
} as const;

/** The cache of an edition saved with 'Guardar para leer sin conexión' (not subject to the bounds below). */
export const EDITION_CACHE_PREFIX = `hormiguero-edicion-${VERSION}-`;
export const editionCache = (editionSlug: string) => `${EDITION_CACHE_PREFIX}${editionSlug}`;

/** How many entries each bounded cache keeps (the oldest are dropped first). */
export const CACHE_BOUNDS = { pages: 200, files: 400, search: 400, remotePictures: 150 } as const;

/**
 * How long a page request waits for the network before the copy already kept is shown: long
 * enough that a reader online always gets the live page, short enough that a connection that
 * does not answer is not a blank screen.
 */
export const PAGE_NETWORK_TIMEOUT_SECONDS = 4;

/** How many files 'Guardar edición' fetches at once. */
export const SAVE_CONCURRENCY = 4;

/** What the worker does with a request: which cache, and whether the network or the cache goes first. */
export type CachePlan =
  | { kind: 'page' }
  | { kind: 'file'; cache: typeof CACHES.files | typeof CACHES.search; cacheFirst: boolean }
  | { kind: 'remote-picture' }
  | { kind: 'none' };

/** Paths the worker never answers: writes and their answers, host files, itself. */
const UNTOUCHED = /^\/(api|_respuestas)(\/|$)/;

/**
 * The plan for a GET request. Files whose Cache-Control says they never change (named by
 * their content: /_astro/*, Pagefind's index parts) are served from the cache first; every
 * other file and every page goes to the network first, so nothing stale is shown online.
 */
export function cachePlanFor(
  request: { url: string; method: string; mode: string; destination: string; accept: string | null },
  origin: string,
): CachePlan {
  if (request.method !== 'GET') return { kind: 'none' };
  const url = new URL(request.url);
  if (url.origin !== origin) {
    return url.protocol === 'https:' && request.destination === 'image' ? { kind: 'remote-picture' } : { kind: 'none' };
  }
  if (UNTOUCHED.test(url.pathname) || url.pathname === SERVICE_WORKER_URL) return { kind: 'none' };
  const document = request.mode === 'navigate' || request.destination === 'document' || (request.accept ?? '').includes('text/html');
  if (document) return { kind: 'page' };
  const cache = url.pathname.startsWith('/pagefind/') ? CACHES.search : CACHES.files;
  return { kind: 'file', cache, cacheFirst: cacheControlFor(url.pathname).includes('immutable') };
}

/**
 * Whether a page kept at the same path with another query shows the same thing: an author
 * page reached from another edition differs only in where 'Regresar' leads. (Other queries,
 * such as the original site's ?edicion on the home page, name another page.)
 */
export const sameWhateverQuery = (pathname: string): boolean => pathname.startsWith('/autor/');
