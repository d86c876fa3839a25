import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sitemap from '@astrojs/sitemap';
import type { AstroIntegration } from 'astro';
import { htmlFileOf, isCanonicalPage } from '../lib/seo/canonical.ts';

/**
 * Astro's sitemap, limited to canonical pages: each built page is kept only when its own
 * <link rel="canonical"> names it, which drops the 404 page, endpoints and duplicates
 * (the latest edition at /ediciones/N is canonically /) without the config knowing the data.
 */
export function canonicalSitemap(): AstroIntegration[] {
  let outDir = '';
  const readPage = (url: string): string | null => {
    try {
      return readFileSync(path.join(outDir, htmlFileOf(new URL(url).pathname)), 'utf8');
    } catch {
      return null;
    }
  };
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
    }),
  ];
}
