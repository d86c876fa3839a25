// @ts-check
import { defineConfig, fontProviders } from 'astro/config';
import react from '@astrojs/react';
import { pruneStalePages } from './src/integrations/pruneStalePages.ts';

export default defineConfig({
  site: process.env.SITE_URL || 'http://localhost:4321',
  // Tests and the rebuild endpoint build elsewhere than dist/.
  outDir: process.env.ASTRO_OUT_DIR || './dist',
  // One HTML file per page (/poema/x -> poema/x.html), served at clean URLs without a trailing slash.
  // Several pages at once: rendering is cheap, the file system is not (an incremental
  // rebuild restores thousands of unchanged pages from the cache).
  build: { format: 'file', concurrency: 8 },
  trailingSlash: 'never',
  // Scoped styles by class: fewer bytes per element than data attributes.
  scopedStyleStrategy: 'class',
  integrations: [react(), pruneStalePages()],
  // Incremental builds: pages whose cacheKey and code are unchanged are copied from the
  // cache instead of rendered. The cache lives in cacheDir (node_modules/.astro by default,
  // which Cloudflare Pages' build cache keeps between deploys; ASTRO_CACHE_DIR overrides).
  cacheDir: process.env.ASTRO_CACHE_DIR || './node_modules/.astro',
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
            // Latin subset only: every character of Spanish, 37 KB for all weights 100-900.
            src: ['./node_modules/@fontsource-variable/montserrat/files/montserrat-latin-wght-normal.woff2'],
            weight: '100 900',
            style: 'normal',
          },
        ],
      },
    },
  ],
  vite: {
    build: { emptyOutDir: false },
    ssr: {
      // Database drivers load WebAssembly and native modules at run time: keep them out of the bundle.
      external: ['@electric-sql/pglite', 'pg', 'jsdom', 'dompurify'],
    },
  },
});
