import { DEFAULT_BACKGROUND_EDITION_ID } from '../../consts.ts';
import type { UrlAliases } from '../site/getUrlAliases.ts';
import { nameKey } from '../text/nameKey.ts';
import { slugify } from '../text/slugify.ts';
import { sitePath } from './sitePath.ts';

/** What the edge needs to know about an edition (the entries of /ediciones.json). */
export interface EditionRoute {
  id: number;
  href: string;
}

/** The built site's data the redirects need: /ediciones.json and /url-aliases.json. */
export interface RouteData {
  editions: readonly EditionRoute[];
  aliases: UrlAliases;
}

/**
 * Reads the route data of a build through `read` (a file of the deployed site by its path,
 * or `fallback` when it is missing): one loader, and one set of fallbacks, for the local
 * server and the Cloudflare middleware.
 */
export async function loadRouteData(read: (file: string, fallback: unknown) => Promise<unknown>): Promise<RouteData> {
  const [editions, aliases] = await Promise.all([read('/ediciones.json', []), read('/url-aliases.json', { autor: {}, poema: {} })]);
  return { editions, aliases } as RouteData;
}

export interface Redirect {
  location: string;
  status: 301 | 302;
}

const EDITION_PAGES = new Set(['contenidos', 'creaciones', 'critica']);

function decode(segment: string): string {
  try {
    return decodeURIComponent(segment.replace(/\+/g, ' '));
  } catch {
    return segment;
  }
}

/**
 * The canonical URL for the URL shapes the original site used and readers may still type,
 * or null when the URL needs no redirect:
 * - `/?edicion=ID` and `/edicion?edicion=ID` -> `/ediciones/{n}`;
 * - `/contenidos|creaciones|critica?edicion=ID` -> `/ediciones/{n}/{page}` (without
 *   edicion: edition id 2, the magazine's default, else the newest);
 * - `/autor/{nombre}` and `/poema/{titulo}` as typed (any case, accents, spaces) -> their slug;
 * - trailing slashes, `.html` and `/index` -> the clean path.
 * Unknown edition ids redirect nowhere; the caller answers 404.
 * `editions` is newest first, as in /ediciones.json.
 */
export function legacyRedirect(url: URL, routes: RouteData): Redirect | null | 'not-found' {
  // A path that begins with // or /\ is not a path of this site: a browser would read the
  // redirect's Location as another host. Such URLs (whatever trimming makes of them) are 404.
  if (/^\/[/\\]/.test(url.pathname)) return 'not-found';
  const redirect = canonicalRedirect(url, routes);
  if (redirect && redirect !== 'not-found' && sitePath(redirect.location) === null) return 'not-found';
  return redirect;
}

function canonicalRedirect(url: URL, { editions, aliases }: RouteData): Redirect | null | 'not-found' {
  const search = url.searchParams;
  const editionParam = search.get('edicion');
  const keep = (path: string, drop: string[] = []): string => {
    const rest = new URLSearchParams(search);
    for (const key of drop) rest.delete(key);
    const query = rest.toString();
    return query ? `${path}?${query}` : path;
  };
  const editionById = (id: string | null) => (id === null ? undefined : editions.find((e) => String(e.id) === id.trim()));

  let path = url.pathname;
  if (path.length > 1) path = path.replace(/\/+$/, '') || '/';
  path = path.replace(/\/index(\.html)?$/, '') || '/';
  if (path.endsWith('.html')) path = path.slice(0, -5) || '/';

  const segments = path.split('/').filter(Boolean);
  const [first, second, ...extra] = segments;

  // Home of an edition.
  if ((segments.length === 0 || (first === 'edicion' && !second)) && editionParam !== null) {
    const edition = editionById(editionParam);
    return edition ? { location: keep(edition.href, ['edicion']), status: 301 } : 'not-found';
  }
  if (first === 'edicion' && !second) return { location: keep('/'), status: 301 };

  // Edition pages by query parameter.
  if (first && EDITION_PAGES.has(first) && !second) {
    if (editionParam !== null) {
      const edition = editionById(editionParam);
      return edition ? { location: keep(`${edition.href}/${first}`, ['edicion']), status: 301 } : 'not-found';
    }
    const fallback = editionById(String(DEFAULT_BACKGROUND_EDITION_ID)) ?? editions[0];
    return fallback ? { location: keep(`${fallback.href}/${first}`), status: 302 } : 'not-found';
  }

  // Authors and poems as typed.
  if ((first === 'autor' || first === 'poema') && second && extra.length === 0) {
    const typed = decode(second);
    // An exact (case-insensitive) name wins over the accent-free slug, as in the original.
    const slug = aliases[first][nameKey(typed)] ?? slugify(typed);
    if (!slug) return 'not-found';
    const canonical = `/${first}/${slug}`;
    return canonical === url.pathname ? null : { location: keep(canonical), status: 301 };
  }

  return path === url.pathname ? null : { location: keep(path), status: 301 };
}
