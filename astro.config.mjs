// @ts-check
import { defineConfig, fontProviders } from 'astro/config';
import react from '@astrojs/react';

export default defineConfig({
  site: process.env.SITE_URL || 'http://localhost:4321',
  // Tests and the rebuild endpoint build elsewhere than dist/.
  outDir: process.env.ASTRO_OUT_DIR || './dist',
  // One HTML file per page (/poema/x -> poema/x.html), served at clean URLs without a trailing slash.
  build: { format: 'file' },
  trailingSlash: 'never',
  // Scoped styles by class: fewer bytes per element than data attributes.
  scopedStyleStrategy: 'class',
  integrations: [react()],
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
    ssr: {
      // Database drivers load WebAssembly and native modules at run time: keep them out of the bundle.
      external: ['@electric-sql/pglite', 'pg', 'jsdom', 'dompurify'],
    },
  },
});
