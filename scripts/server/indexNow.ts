// IndexNow on the self-hosted server: after a publish swaps in, tell search engines which
// URLs changed or went away (https://www.indexnow.org/documentation).
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { changedUrls, indexNowNotices, INDEXNOW_ENDPOINT } from '../../src/lib/seo/indexNow.ts';
import { parseSitemap, parseSitemapIndex, type SitemapEntry } from '../../src/lib/seo/sitemapEntries.ts';

/** The sitemap entries of a built folder (its sitemap index, then each sitemap it lists); none when it has no sitemap. */
export async function readSitemapEntries(siteDir: string): Promise<SitemapEntry[]> {
  const read = (file: string) => readFile(path.join(siteDir, file), 'utf8');
  const index = await read('sitemap-index.xml').catch(() => null);
  if (index === null) return [];
  const files = parseSitemapIndex(index).map((loc) => path.basename(new URL(loc).pathname));
  return (await Promise.all(files.map((file) => read(file).then(parseSitemap)))).flat();
}

export interface IndexNowOptions {
  key: string;
  /** The site's public origin (SITE_URL): the host of the URLs sent. */
  siteUrl: string;
  endpoint?: string;
  fetch?: typeof fetch;
  log?: Pick<Console, 'info' | 'error'>;
}

/**
 * Sends the URLs that changed between two published folders. Returns how many were sent.
 * A refusal is logged, never thrown: the publish has happened either way.
 */
export async function notifyIndexNow(previousDir: string, nextDir: string, options: IndexNowOptions): Promise<number> {
  const { log = console } = options;
  const [before, after] = await Promise.all([readSitemapEntries(previousDir), readSitemapEntries(nextDir)]);
  const { changed, removed } = changedUrls(before, after);
  const notices = indexNowNotices([...changed, ...removed], { key: options.key, siteUrl: options.siteUrl });
  let sent = 0;
  for (const notice of notices) {
    try {
      const response = await (options.fetch ?? fetch)(options.endpoint || INDEXNOW_ENDPOINT, {
        method: 'POST',
        headers: { 'content-type': 'application/json; charset=utf-8' },
        body: JSON.stringify(notice),
        signal: AbortSignal.timeout(10_000),
      });
      await response.body?.cancel();
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      sent += notice.urlList.length;
    } catch (error) {
      log.error(`IndexNow did not take ${notice.urlList.length} URL(s): ${(error as Error).message}`);
    }
  }
  if (sent) log.info(`IndexNow: told search engines of ${sent} changed or removed URL(s).`);
  return sent;
}
