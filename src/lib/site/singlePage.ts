import { cacheKey } from './cacheKey.ts';
import { getChrome, type Chrome } from './getChrome.ts';
import { getSite } from './getSite.ts';
import type { Site } from './indexSnapshot.ts';

/** What a route's getStaticPaths returns for each page: the model, the chrome, and their cache key. */
export type RoutePage<P, M> = { params: P; props: { model: M; chrome: Chrome }; cacheKey: string };

/**
 * getStaticPaths for a route with a page per item (poems, authors, editions…): `pages` names
 * each page's params and model; the site is read once, and the chrome and the cache key
 * (exactly the data the page shows, which incremental builds compare) are added here.
 */
export async function pagesOf<P, M>(pages: (site: Site) => { params: P; model: M }[]): Promise<RoutePage<P, M>[]> {
  const site = await getSite();
  const chrome = getChrome(site);
  return pages(site).map(({ params, model }) => ({ params, props: { model, chrome }, cacheKey: cacheKey(model, chrome) }));
}

/**
 * getStaticPaths for a one-of-a-kind page (/, /visuales, /ediciones, /404). Each has a route
 * file of its own, so each page carries only its own components' CSS, and a getStaticPaths,
 * because only pages returned with a cacheKey are reused by incremental builds.
 */
export function singlePage<P extends string, M>(
  param: P,
  value: string | undefined,
  toModel: (site: Site) => M,
): Promise<RoutePage<Record<P, string | undefined>, M>[]> {
  return pagesOf((site) => [{ params: { [param]: value } as Record<P, string | undefined>, model: toModel(site) }]);
}
