import type { SitemapEntry } from './sitemapEntries.ts';

/** Where IndexNow notices go (any participating engine shares them with the others); INDEXNOW_ENDPOINT overrides. */
export const INDEXNOW_ENDPOINT = 'https://api.indexnow.org/indexnow';
/** The protocol's limit of URLs per notice. */
export const INDEXNOW_MAX_URLS = 10_000;

/** An IndexNow key: 8 to 128 letters, digits or dashes (it is also the name of the key file). */
export function isIndexNowKey(key: string | undefined): key is string {
  return !!key && /^[A-Za-z0-9-]{8,128}$/.test(key);
}

/** The address of the key file that proves the site owns the key. */
export const indexNowKeyPath = (key: string) => `/${key}.txt`;

/**
 * The URLs a publish changed, from the sitemaps before and after it: new pages and pages
 * whose content date moved (a page re-rendered for its chrome keeps its date and is not
 * sent), and the pages that are gone (engines learn of a removal by fetching its 404).
 */
export function changedUrls(before: readonly SitemapEntry[], after: readonly SitemapEntry[]): { changed: string[]; removed: string[] } {
  const previous = new Map(before.map((e) => [e.loc, e.lastmod]));
  const current = new Set(after.map((e) => e.loc));
  return {
    changed: after.filter((e) => !previous.has(e.loc) || previous.get(e.loc) !== e.lastmod).map((e) => e.loc),
    removed: before.filter((e) => !current.has(e.loc)).map((e) => e.loc),
  };
}

/** The body of an IndexNow notice. */
export interface IndexNowNotice {
  host: string;
  key: string;
  keyLocation: string;
  urlList: string[];
}

/** The notices for `urls` of the site at `siteUrl`, at most INDEXNOW_MAX_URLS each (only the site's own URLs). */
export function indexNowNotices(urls: readonly string[], options: { key: string; siteUrl: string }): IndexNowNotice[] {
  const site = new URL(options.siteUrl);
  const own = [...new Set(urls)].filter((url) => {
    try {
      return new URL(url).host === site.host;
    } catch {
      return false;
    }
  });
  const notices: IndexNowNotice[] = [];
  for (let i = 0; i < own.length; i += INDEXNOW_MAX_URLS) {
    notices.push({
      host: site.host,
      key: options.key,
      keyLocation: new URL(indexNowKeyPath(options.key), site).href,
      urlList: own.slice(i, i + INDEXNOW_MAX_URLS),
    });
  }
  return notices;
}
