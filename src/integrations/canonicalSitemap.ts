import { closeSync, openSync, readFileSync, readSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sitemap from '@astrojs/sitemap';
import type { AstroIntegration } from 'astro';
import { isCanonicalPage } from '../lib/seo/canonical.ts';
import { getPageDates } from '../lib/seo/pageDates.ts';
import { getSite } from '../lib/site/getSite.ts';
import { htmlFileOf } from '../lib/site/paths.ts';

/**
 * Astro's sitemap, limited to canonical pages: each built page is kept only when its own
 * <link rel="canonical"> names it, which drops the 404 page, endpoints and duplicates
 * (the latest edition at /ediciones/N is canonically /) without the config knowing the data.
 * Each URL's lastmod is when its page's content last changed, from the data (getPageDates).
 */
export function canonicalSitemap(): AstroIntegration[] {
  let outDir = '';
  const readPage = (url: string): string | null => {
    try {
      return readStart(path.join(outDir, htmlFileOf(new URL(url).pathname)));
    } catch {
      return null;
    }
  };
  let dates: Promise<Map<string, string>> | undefined;
  const lastmodOf = async (url: string) => (await (dates ??= getSite().then(getPageDates))).get(new URL(url).pathname);
  return [
    {
      name: 'hormiguero:sitemap-out-dir',
      hooks: {
        'astro:config:done': ({ config }) => {
          outDir = fileURLToPath(config.outDir);
        },
      },
    },
    sitemap({
      filter: (url) => {
        const html = readPage(url);
        return html !== null && isCanonicalPage(html, url);
      },
      serialize: async (item) => {
        const lastmod = await lastmodOf(item.url);
        return lastmod ? { ...item, lastmod } : item;
      },
    }),
  ];
}

/** The canonical link comes early in <head> (within the first kilobyte of our pages). */
const START_BYTES = 4096;

/**
 * The start of a page, enough to find its canonical link; the whole page when that start ends
 * before both the whole link tag and </head>. A big site's sitemap then reads kilobytes per page, not
 * every page's inlined styles and text.
 */
function readStart(file: string): string {
  const fd = openSync(file, 'r');
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
