// Which requests Cloudflare Pages hands to the Functions (functions/_middleware.ts and /api/*)
// and which it serves straight from the static files: Pages' `_routes.json`
// (https://developers.cloudflare.com/pages/functions/routing/#create-a-_routesjson-file).
// Every request a Function sees counts against the Workers plan's daily requests, and a first
// visit to a poem fetches scripts, pictures, fonts and search files besides the page. Those
// files need nothing the middleware adds: `_headers` (the same rules, src/lib/security/headers.ts)
// gives them their security headers and cache lifetimes. Pages, /api/* and every path the
// request decision may redirect, refuse or rewrite keep the middleware.
import { CACHE_RULES } from '../security/headers.ts';
import { decideRequest, NO_ROUTES } from './decideRequest.ts';

/** Cloudflare's limit on include and exclude rules together, and on one rule's length. */
export const MAX_ROUTE_RULES = 100;
export const MAX_ROUTE_RULE_LENGTH = 100;

export interface RoutesFile {
  version: 1;
  description: string;
  include: string[];
  exclude: string[];
}

/**
 * Whether a built file may be served without the middleware: the request decision would
 * answer it with the file itself, untouched, whatever the route data; and it is not a page
 * (pages may get an edition's 'Regresar' rewritten in, and their 404 is the site's own).
 */
export function servedAsIs(pathname: string): boolean {
  if (pathname.endsWith('.html') || !/\/[^/]*\.[^/.]+$/.test(pathname)) return false;
  const url = new URL(pathname, 'https://hormiguero.invalid');
  const { answer } = decideRequest({ method: 'GET', url, https: true }, NO_ROUTES);
  return answer.kind === 'file' && answer.editionBackLink === null;
}

/** The folders the cache rules name ('/_astro/*', '/pagefind/*', …): hashed assets, search, pictures. */
export function assetFolders(): string[] {
  const folders = CACHE_RULES.filter((rule) => rule.path.endsWith('*')).map((rule) => `/${rule.path.split('/')[1]}/*`);
  return [...new Set(folders)];
}

/**
 * `_routes.json` for a built folder, from its files' URL paths ('/favicon.svg', '/_astro/a.js'):
 * the asset folders whose every file is served as is, and each other such file at the root.
 */
export function functionRoutes(files: readonly string[]): RoutesFile {
  const exclude: string[] = [];
  for (const folder of assetFolders()) {
    const prefix = folder.slice(0, -1);
    const inside = files.filter((file) => file.startsWith(prefix));
    if (inside.length > 0 && inside.every(servedAsIs)) exclude.push(folder);
  }
  const atRoot = files.filter((file) => file.lastIndexOf('/') === 0 && servedAsIs(file)).sort();
  exclude.push(...atRoot);
  const routes: RoutesFile = {
    version: 1,
    description: 'Written by the build (src/lib/routing/functionRoutes.ts): static files skip the Functions.',
    include: ['/*'],
    exclude,
  };
  const rules = [...routes.include, ...routes.exclude];
  if (rules.length > MAX_ROUTE_RULES)
    throw new Error(`_routes.json would have ${rules.length} rules (Cloudflare allows ${MAX_ROUTE_RULES}).`);
  const long = rules.find((rule) => rule.length > MAX_ROUTE_RULE_LENGTH);
  if (long) throw new Error(`_routes.json rule longer than ${MAX_ROUTE_RULE_LENGTH} characters: ${long}`);
  return routes;
}
