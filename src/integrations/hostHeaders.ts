import { writeFile } from 'node:fs/promises';
import type { AstroIntegration } from 'astro';
import { readPublishingConfig } from '../lib/config/publishing.ts';
import { cloudflareHeadersFile } from '../lib/security/headers.ts';

/** Writes Cloudflare Pages' `_headers` into the build from the one list the local server uses too. */
export function hostHeaders(): AstroIntegration {
  return {
    name: 'hormiguero:host-headers',
    hooks: {
      'astro:build:done': async ({ dir }) => {
        await writeFile(new URL('_headers', dir), cloudflareHeadersFile({ preview: readPublishingConfig().preview }));
      },
    },
  };
}
