import { cacheKey } from './cacheKey.ts';
import { getChrome, type Chrome } from './getChrome.ts';
import { getSite } from './getSite.ts';
import type { Site } from './buildSite.ts';

/**
 * getStaticPaths for a one-of-a-kind page (/, /visuales, /ediciones, /404). Each has a route
 * file of its own, so each page carries only its own components' CSS, and a getStaticPaths,
 * because only pages returned with a cacheKey are reused by incremental builds.
 */
export async function singlePage<P extends string, M>(
  param: P,
  value: string | undefined,
  toModel: (site: Site) => M,
): Promise<{ params: Record<P, string | undefined>; props: { model: M; chrome: Chrome }; cacheKey: string }[]> {
  const site = await getSite();
  const chrome = getChrome(site);
  const model = toModel(site);
  return [{ params: { [param]: value } as Record<P, string | undefined>, props: { model, chrome }, cacheKey: cacheKey(model, chrome) }];
}
