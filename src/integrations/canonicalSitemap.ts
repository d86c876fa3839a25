import { closeSync, createWriteStream, openSync, readFileSync, readSync } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { SitemapAndIndexStream, SitemapStream } from 'sitemap';
import { isCanonicalPage } from '../lib/seo/canonical.ts';
import { getPageDates } from '../lib/seo/pageDates.ts';
import { getSite } from '../lib/site/getSite.ts';
import { htmlFileOf } from '../lib/site/paths.ts';

/** URLs per sitemap file (the protocol allows 50,000). */
const URLS_PER_FILE = 45_000;

/**
 * sitemap-index.xml and its sitemap-N.xml files, limited to canonical pages: each built page
 * is kept only when its own <link rel="canonical"> names it, which drops the 404 page,
 * endpoints and duplicates (the latest edition at /ediciones/N is canonically /) without the
 * config knowing the data. Each URL's lastmod is when its page's content last changed, from
 * the data (getPageDates). Written with the `sitemap` package, as @astrojs/sitemap writes them,
 * but without that integration: version 3.7 sorts the URLs with a localeCompare given options
 * on every comparison, 1.4 of a publish's seconds at 10,000 poems.
 */
export function canonicalSitemap(): AstroIntegration {
  let site = '';
  return {
    name: 'hormiguero:sitemap',
    hooks: {
      'astro:config:done': ({ config }) => {
        site = config.site ?? '';
      },
      'astro:build:done': async ({ dir, pages, logger }) => {
        if (!site) return logger.warn('No `site` in the config: no sitemap.');
        const outDir = fileURLToPath(dir);
        const dates = getPageDates(await getSite());
        const order = new Intl.Collator('en', { numeric: true });
        const entries = pages
          .map(({ pathname }) => `/${pathname.replace(/^\/+|\/+$/g, '')}`)
          .filter((pathname) => {
            const html = readStart(path.join(outDir, htmlFileOf(pathname)));
            return html !== null && isCanonicalPage(html, new URL(pathname, site).href);
          })
          .map((pathname) => ({ url: new URL(pathname, site).href, lastmod: dates.get(pathname) }))
          .sort((a, b) => order.compare(a.url, b.url));
        const files = new SitemapAndIndexStream({
          limit: URLS_PER_FILE,
          getSitemapStream: (i) => {
            const file = `sitemap-${i}.xml`;
            const stream = new SitemapStream({ hostname: site });
            const lastmod = entries
              .slice(i * URLS_PER_FILE, (i + 1) * URLS_PER_FILE)
              .map((entry) => entry.lastmod)
              .filter((date): date is string => Boolean(date))
              .sort()
              .at(-1);
            return [{ url: new URL(file, site).href, lastmod }, stream, stream.pipe(createWriteStream(path.join(outDir, file)))];
          },
        });
        await pipeline(Readable.from(entries), files, createWriteStream(path.join(outDir, 'sitemap-index.xml')));
        logger.info(`sitemap-index.xml: ${entries.length} pages.`);
      },
    },
  };
}

/** The canonical link comes early in <head> (within the first kilobyte of our pages). */
const START_BYTES = 4096;

/**
 * The start of a page, enough to find its canonical link; the whole page when that start ends
 * before both the whole link tag and </head>; null when there is no such page. A big site's
 * sitemap then reads kilobytes per page, not every page's inlined styles and text.
 */
function readStart(file: string): string | null {
  let fd: number;
  try {
    fd = openSync(file, 'r');
  } catch {
    return null;
  }
  try {
    const buffer = Buffer.alloc(START_BYTES);
    const bytes = readSync(fd, buffer, 0, START_BYTES, 0);
    const start = buffer.toString('utf8', 0, bytes);
    const enough = bytes < START_BYTES || /<link\b[^>]*\brel=["']?canonical[^>]*>|<\/head>/i.test(start);
    return enough ? start : readFileSync(file, 'utf8');
  } finally {
    closeSync(fd);
  }
}
