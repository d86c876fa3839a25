import type { Site } from '../site/indexSnapshot.ts';
import { getPageDates } from './pageDates.ts';

const cache = new WeakMap<Site, Map<string, string>>();

/**
 * getPageDates of a site, computed once per site: every page model asks for its own date,
 * and the dates of the whole site take one pass over it.
 */
export function pageDatesOf(site: Site): ReadonlyMap<string, string> {
  let dates = cache.get(site);
  if (!dates) cache.set(site, (dates = getPageDates(site)));
  return dates;
}
