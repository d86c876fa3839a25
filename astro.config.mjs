// @ts-check
import { createHash } from 'node:crypto';
import path from 'node:path';
import { defineConfig, fontProviders } from 'astro/config';
import react from '@astrojs/react';
import { canonicalSitemap } from './src/integrations/canonicalSitemap.ts';
import { clientDirectives } from './src/integrations/clientDirectives.ts';
import { hostHeaders } from './src/integrations/hostHeaders.ts';
import { pruneStalePages } from './src/integrations/pruneStalePages.ts';
import { searchIndex } from './src/integrations/searchIndex.ts';
import { serviceWorker } from './src/integrations/serviceWorker.ts';
import { DEFAULT_SITE_URL } from './src/lib/config/siteUrl.ts';
import { readImagePatterns } from './src/lib/config/storageBase.ts';
import { ensureSiteFont } from './src/lib/media/siteFont.ts';
import { ADDED_SCRIPTS, cspHashOf } from './src/lib/security/cspHashes.ts';

// Astro's cache, the snapshot and the site's font subset live here (see cacheDir below).
const cacheDir = process.env.ASTRO_CACHE_DIR || './node_modules/.astro';

export default defineConfig({
  site: process.env.SITE_URL || DEFAULT_SITE_URL,
  // Tests and the rebuild endpoint build elsewhere than dist/.
  outDir: process.env.ASTRO_OUT_DIR || './dist',
  // One HTML file per page (/poema/x -> poema/x.html), served at clean URLs without a trailing slash.
  // Several pages at once: rendering is cheap, the file system is not (an incremental
  // rebuild restores thousands of unchanged pages from the cache).
  // Stylesheets go inside each page: no render-blocking request, the text paints from the
  // first response (a poem page's HTML and CSS together stay under 14 KB compressed).
  build: { format: 'file', concurrency: 8, inlineStylesheets: 'always' },
  trailingSlash: 'never',
  // Scoped styles by class: fewer bytes per element than data attributes.
  scopedStyleStrategy: 'class',
  integrations: [react(), clientDirectives(), canonicalSitemap(), hostHeaders(), pruneStalePages(), serviceWorker(), searchIndex()],
  // Pictures on the storage host and IMAGE_HOSTS are downloaded and resized at build time like
  // the local ones; any other host's are shown as stored (see src/lib/media/responsiveImage.ts).
  image: { remotePatterns: readImagePatterns() },
  // No Markdown code blocks here; Shiki's inline styles would conflict with the CSP.
  markdown: { syntaxHighlight: false },
  security: {
    // A Content-Security-Policy <meta> on every page: scripts and styles only from this site
    // or hashed by Astro (no 'unsafe-inline' scripts). Style attributes stay allowed: the
    // sanitized SVG covers and a few layout values use them, and they cannot run code.
    // frame-ancestors cannot live in a <meta>: the server sends it (src/lib/security/headers.ts),
    // with worker-src (the service worker, /sw.js, from this site only) and the directives that
    // need no page's own hashes (object-src, base-uri, form-action); both policies apply, and
    // each byte of this <meta> is on every page before its first paint. Fonts and fetches fall
    // back to default-src.
    csp: {
      directives: ["default-src 'self'", "img-src 'self' data: https:"],
      // style-src stays 'self' plus Astro's hashes; only style-src-attr gets 'unsafe-inline'.
      styleDirective: { resources: [{ resource: "'unsafe-inline'", kind: 'attribute' }] },
      // Scripts from this site and Astro's hashes, plus 'wasm-unsafe-eval': search (Pagefind)
      // compiles its WebAssembly, loaded only once a reader opens search. It allows compiling
      // WebAssembly and nothing else: no eval, no inline scripts. The hashes of the inline
      // scripts a page adds itself (its Speculation Rules, src/lib/security/cspHashes.ts).
      scriptDirective: {
        resources: ["'self'", "'wasm-unsafe-eval'"],
        hashes: ADDED_SCRIPTS.map((text) => /** @type {`sha256-${string}`} */ (cspHashOf(text).slice(1, -1))),
      },
    },
  },
  // Incremental builds: pages whose cacheKey and code are unchanged are copied from the
  // cache instead of rendered. The cache lives in cacheDir (node_modules/.astro by default,
  // which Cloudflare Pages' build cache keeps between deploys; ASTRO_CACHE_DIR overrides).
  cacheDir,
  experimental: { incrementalBuild: true },
  fonts: [
    {
      provider: fontProviders.local(),
      name: 'Montserrat',
      cssVariable: '--font-montserrat',
      fallbacks: ['Arial', 'sans-serif'],
      options: {
        variants: [
          {
            // The characters the magazine writes, every weight 100-900: 29 KB instead of the
            // package's 37.9 KB Latin file (src/lib/media/siteFont.ts).
            src: [await ensureSiteFont(cacheDir)],
            weight: '100 900',
            style: 'normal',
          },
        ],
      },
    },
  ],
  vite: {
    build: {
      emptyOutDir: false,
    },
    css: {
      // The islands' class names (CSS modules) are written in every page's styles and markup:
      // six characters each instead of Vite's '_name_hash_line' (a poem page is smaller by
      // about 600 characters). Unique per file and class name.
      modules: {
        generateScopedName: (name, file) =>
          `_${BigInt(
            `0x${createHash('sha256')
              .update(`${path.relative(process.cwd(), file)}:${name}`)
              .digest('hex')
              .slice(0, 12)}`,
          )
            .toString(36)
            .slice(0, 5)}`,
      },
    },
    // Modules built on their own (`?worker&url`, the search dialog) as ES modules the page can import().
    worker: { format: 'es' },
    ssr: {
      // Database drivers load WebAssembly and native modules at run time: keep them out of the bundle.
      external: ['@electric-sql/pglite', 'pg', 'jsdom', 'dompurify'],
    },
  },
});
